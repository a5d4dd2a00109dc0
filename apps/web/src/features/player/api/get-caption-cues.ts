import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { readCues } from '../caption-cues';
import { playerKeys } from './keys';

/** A lesson's caption file (WebVTT, not JSON: hence not `api()`), read into its cues. */
export async function getCaptionCues(url: string, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin', headers: { accept: 'text/vtt' } });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', 'The captions could not be loaded.');
  return readCues(await response.text());
}

export const captionCuesQueryOptions = (url: string) =>
  queryOptions({
    queryKey: playerKeys.captions(url),
    queryFn: ({ signal }) => getCaptionCues(url, signal),
    // An instructor may replace a file while it is open: a minute's lag is fine, a refetch per render is not.
    staleTime: 60_000,
    retry: 1,
  });

/** The cues of one caption track (null: none wanted), shared by the captions over the video and the transcript. */
export function useCaptionCues(url: string | null) {
  return useQuery({ ...captionCuesQueryOptions(url ?? ''), enabled: url !== null });
}
