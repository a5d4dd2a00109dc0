import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringPaths } from './keys';

/** What the server answers for a stored thumbnail: send `fileId` as the course's `thumbnailFileId`. */
export interface ThumbnailUpload {
  fileId: string;
  url: string;
  message: string;
}

/** Stores a course picture (checked by its bytes on the server); the course then names it by `fileId`. */
export async function uploadThumbnail(file: File) {
  const body = new FormData();
  body.append('thumbnail', file);
  return api<ThumbnailUpload>(authoringPaths.thumbnails, { method: 'POST', body });
}

export function useUploadThumbnail() {
  return useMutation({ mutationFn: uploadThumbnail });
}
