import type { CoursePreview } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

export async function getCoursePreview(id: string, signal?: AbortSignal) {
  // Not parsed with the zod contract: the preview dialog opens from the landing page and the
  // catalogue, which do not load zod (see get-courses.ts).
  return (await api<CoursePreview>(`/api/courses/${encodeURIComponent(id)}/preview`, { signal })).video;
}

export const coursePreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.preview(id),
    queryFn: ({ signal }) => getCoursePreview(id, signal),
    // The server picks a random free lesson each time: every opening of the dialog asks again.
    staleTime: 0,
    gcTime: 0,
  });

export function useCoursePreview(id: string) {
  return useQuery(coursePreviewQueryOptions(id));
}
