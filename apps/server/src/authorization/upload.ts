// Resumable lesson-file uploads on the server: an upload is its uploader's alone, until it is
// finished and becomes a lesson's file (whose course policy then decides). Anyone else's upload
// is "not found": its existence is the uploader's business.
import { MESSAGES, type Actor } from '@app/core';
import { notFound } from '../lib/errors.js';

export function authorizeUpload<T extends { uploadedBy: string | null }>(actor: Actor, upload: T | null | undefined): asserts upload is T {
  if (!upload || !actor || upload.uploadedBy !== actor.id) throw notFound(MESSAGES.uploadNotFound);
}
