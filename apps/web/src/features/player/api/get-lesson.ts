import { lessonContent } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerKeys } from './keys';

export async function getLesson(lessonId: string, signal?: AbortSignal) {
  return lessonContent.parse(await api<unknown>(`/api/lessons/${encodeURIComponent(lessonId)}`, { signal }));
}

export const lessonQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: playerKeys.lesson(lessonId),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
    retry: false,
    // Every opening asks again: the saved position moves while the lesson plays, and a cached
    // copy would resume at an old one. Nor may a refetch on focus reload a playing video.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export function useLesson(lessonId: string | null) {
  return useQuery({ ...lessonQueryOptions(lessonId ?? ''), enabled: lessonId !== null });
}
