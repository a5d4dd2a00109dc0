import { lessonSaveResponse, type AuthoringLesson, type LessonInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { afterCurriculumChange, patchCurriculum } from './curriculum-cache';
import { authoringCourseKeys, authoringPaths } from './keys';

/** Adds a lesson at the end of its section (no `lessonId`) or replaces one's fields. */
export async function saveLesson({ lessonId, input }: { lessonId: string | null; input: LessonInput }) {
  const data = lessonId
    ? await api<unknown>(authoringPaths.lesson(lessonId), { method: 'PUT', body: input })
    : await api<unknown>(authoringPaths.lessons, { method: 'POST', body: input });
  return lessonSaveResponse.parse(data);
}

export function useSaveLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSuccess: ({ lesson, version }) => {
      queryClient.setQueryData(authoringCourseKeys.lesson(lesson.id), lesson);
      const { content: _content, ...row } = lesson;
      const inTree: AuthoringLesson = row;
      patchCurriculum(queryClient, courseId, version, (sections) =>
        sections.map((s) => {
          const others = s.lessons.filter((l) => l.id !== lesson.id);
          if (s.id !== lesson.sectionId) return others.length === s.lessons.length ? s : { ...s, lessons: others };
          const at = s.lessons.findIndex((l) => l.id === lesson.id);
          return { ...s, lessons: at === -1 ? [...s.lessons, inTree] : s.lessons.map((l) => (l.id === lesson.id ? inTree : l)) };
        }),
      );
      return afterCurriculumChange(queryClient, courseId);
    },
  });
}
