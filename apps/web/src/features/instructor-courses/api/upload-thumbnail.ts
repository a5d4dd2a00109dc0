import { thumbnailUploadResponse } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringPaths } from './keys';

/** Stores a course picture (checked by its bytes on the server); the course then names it by `fileId`. */
export async function uploadThumbnail(file: File) {
  const body = new FormData();
  body.append('thumbnail', file);
  return thumbnailUploadResponse.parse(await api<unknown>(authoringPaths.thumbnails, { method: 'POST', body }));
}

export function useUploadThumbnail() {
  return useMutation({ mutationFn: uploadThumbnail });
}
