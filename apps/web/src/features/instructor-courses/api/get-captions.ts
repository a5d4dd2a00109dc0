import { lessonCaptionsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** A saved video or audio lesson's caption files, one per language (docs/video.md, "Captions"). */
export async function getLessonCaptions(lessonId: string, signal?: AbortSignal) {
  return lessonCaptionsResponse.parse(await api<unknown>(authoringPaths.captions(lessonId), { signal })).captions;
}

export const lessonCaptionsQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: authoringCourseKeys.captions(lessonId),
    queryFn: ({ signal }) => getLessonCaptions(lessonId, signal),
  });

export function useLessonCaptions(lessonId: string) {
  return useQuery(lessonCaptionsQueryOptions(lessonId));
}
