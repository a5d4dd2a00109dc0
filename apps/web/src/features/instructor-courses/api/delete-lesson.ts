import { curriculumChangeResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { afterCurriculumChange, patchCurriculum } from './curriculum-cache';
import { authoringCourseKeys, authoringPaths } from './keys';

/** Deletes a lesson (its quiz, its learners' progress, and its file when nothing else uses it). */
export async function deleteLesson(lessonId: string) {
  return curriculumChangeResponse.parse(await api<unknown>(authoringPaths.lesson(lessonId), { method: 'DELETE' }));
}

export function useDeleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: ({ version }, lessonId) => {
      queryClient.removeQueries({ queryKey: authoringCourseKeys.lesson(lessonId) });
      patchCurriculum(queryClient, courseId, version, (sections) =>
        sections.map((s) => ({ ...s, lessons: s.lessons.filter((l) => l.id !== lessonId) })),
      );
      return afterCurriculumChange(queryClient, courseId);
    },
  });
}
