import { completeLessonResponse, type LessonContent } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys, myKeys } from '@/features/courses';
import { api } from '@/lib/api';
import { playerKeys } from './keys';

export async function completeLesson(lessonId: string) {
  return completeLessonResponse.parse(await api<unknown>(`/api/lessons/${encodeURIComponent(lessonId)}/complete`, { method: 'POST' }));
}

/** Marks a lesson completed; the curriculum (locks, progress, certificate) and the learner's lists follow. */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: async (_result, lessonId) => {
      queryClient.setQueryData<LessonContent>(playerKeys.lesson(lessonId), (old) => (old ? { ...old, isCompleted: true } : old));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: myKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
      ]);
    },
  });
}
