import { messageResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** Deletes a lesson's captions in one language. */
export async function deleteCaption(lessonId: string, language: string) {
  return messageResponse.parse(await api<unknown>(authoringPaths.caption(lessonId, language), { method: 'DELETE' }));
}

export function useDeleteCaption(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => deleteCaption(lessonId, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authoringCourseKeys.captions(lessonId) }),
  });
}
