import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseStoryboard } from '../storyboard';
import { playerKeys } from './keys';

/** A stream's storyboard (a signed link: no session needed), read into its cues. */
export async function getStoryboard(url: string, signal?: AbortSignal) {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Storyboard: ${response.status}`);
  return parseStoryboard(await response.text(), new URL(url, window.location.href).href);
}

export const storyboardQueryOptions = (url: string) =>
  queryOptions({
    queryKey: playerKeys.storyboard(url),
    queryFn: ({ signal }) => getStoryboard(url, signal),
    // The link is signed for a while, and what it names never changes.
    staleTime: Infinity,
    retry: 1,
  });

/** The seek previews of a stream; none (an empty list) without a storyboard or while it loads. */
export function useStoryboard(url: string | null) {
  return useQuery({ ...storyboardQueryOptions(url ?? ''), enabled: url !== null });
}
