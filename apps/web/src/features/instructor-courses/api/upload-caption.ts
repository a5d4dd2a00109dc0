import { captionSaveResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

export interface CaptionUpload {
  language: string;
  label: string;
  file: File;
}

/**
 * Stores a lesson's captions in one language (a .vtt or .srt file, in the multipart field `file`),
 * replacing that language's earlier ones. A file the server refuses comes back as a 400 whose
 * message says why (the line or the cue); 413 beyond 1 MB.
 */
export async function uploadCaption(lessonId: string, { language, label, file }: CaptionUpload) {
  const body = new FormData();
  body.append('file', file);
  const path = `${authoringPaths.caption(lessonId, language)}?${new URLSearchParams({ label })}`;
  return captionSaveResponse.parse(await api<unknown>(path, { method: 'PUT', body }));
}

export function useUploadCaption(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CaptionUpload) => uploadCaption(lessonId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authoringCourseKeys.captions(lessonId) }),
  });
}
