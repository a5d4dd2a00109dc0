import { streamingRetryResponse, type AuthoringCurriculum, type EditableLesson } from '@app/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { cancelRefresh } from './curriculum-cache';
import { authoringCourseKeys, authoringPaths } from './keys';

/**
 * Queues a lesson file whose streaming copies failed again. Refused with 409 when it did not fail
 * (done meanwhile, or already queued again, e.g. from another tab). Not a curriculum change: the
 * curriculum's version stays.
 */
export async function retryStreaming(lessonId: string) {
  return streamingRetryResponse.parse(await api<unknown>(authoringPaths.streamingRetry(lessonId), { method: 'POST' }));
}

/** Puts the lesson's new file state in the dialog's lesson and in the curriculum's row, without a refetch. */
function showLesson(queryClient: QueryClient, courseId: string, lesson: EditableLesson) {
  cancelRefresh(queryClient, authoringCourseKeys.lesson(lesson.id));
  queryClient.setQueryData(authoringCourseKeys.lesson(lesson.id), lesson);
  cancelRefresh(queryClient, authoringCourseKeys.curriculum(courseId));
  queryClient.setQueryData<AuthoringCurriculum>(authoringCourseKeys.curriculum(courseId), (old) =>
    old
      ? {
          ...old,
          sections: old.sections.map((s) =>
            s.lessons.some((l) => l.id === lesson.id)
              ? { ...s, lessons: s.lessons.map((l) => (l.id === lesson.id ? { ...l, file: lesson.file } : l)) }
              : s,
          ),
        }
      : old,
  );
}

export function useRetryStreaming(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryStreaming,
    onSuccess: ({ lesson }) => showLesson(queryClient, courseId, lesson),
    onError: (error, lessonId) => {
      // Refused because its state moved on (409): show where it stands now.
      if (error instanceof ApiError && (error.code === 'CONFLICT' || error.status === 404))
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: authoringCourseKeys.lesson(lessonId) }),
          queryClient.invalidateQueries({ queryKey: authoringCourseKeys.curriculum(courseId) }),
        ]);
    },
  });
}
