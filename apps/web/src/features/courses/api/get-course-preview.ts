import { pickPreview, type CoursePreview, type PreviewVideo } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

// What the last opening of each course's preview played, for this tab: the next opening plays
// another of its videos when it has several.
const lastPlayed = new Map<string, string>();

/** The video this opening of the preview dialog plays (null: none, the picture shows). */
export async function getCoursePreview(id: string, signal?: AbortSignal): Promise<PreviewVideo | null> {
  // Not parsed with the zod contract: the preview dialog opens from the landing page and the
  // catalogue, which do not load zod (see get-courses.ts).
  const { videos } = await api<CoursePreview>(`/api/courses/${encodeURIComponent(id)}/preview`, { signal });
  const video = pickPreview(videos, lastPlayed.get(id) ?? null, Math.random);
  if (video) lastPlayed.set(id, video.url);
  return video;
}

export const coursePreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.preview(id),
    queryFn: ({ signal }) => getCoursePreview(id, signal),
    // One pick per opening: kept while the dialog is open (never refetched mid-preview), dropped
    // when it closes, so the next opening asks and picks again.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useCoursePreview(id: string) {
  return useQuery(coursePreviewQueryOptions(id));
}
