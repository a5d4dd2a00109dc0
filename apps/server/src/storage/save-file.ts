// Storing an uploaded file: type decided by its bytes (never by the name or the client's
// header), a server-made key, and a files row. The one way files enter storage.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from '@app/core';
import type { Db } from '../db/client.js';
import { files } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import type { Storage } from './storage.js';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export interface SaveFileInput {
  bytes: Buffer;
  originalName: string;
  kind: FileKind;
  isPublic: boolean;
  allowedTypes: readonly string[];
  invalidTypeMessage: string;
  uploadedBy: string | null;
}

export async function saveFile(db: Db, storage: Storage, input: SaveFileInput) {
  const type = await fileTypeFromBuffer(input.bytes);
  if (!type || !input.allowedTypes.includes(type.mime)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', input.invalidTypeMessage);
  const id = randomUUID();
  const storageKey = `${input.kind}/${id}.${type.ext}`;
  const { size } = await storage.put(storageKey, input.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        id,
        storageKey,
        originalName: input.originalName.slice(0, 255),
        size,
        mimeType: type.mime,
        kind: input.kind,
        isPublic: input.isPublic,
        uploadedBy: input.uploadedBy,
      })
      .returning();
    return row!;
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
}

export const publicFileUrl = (id: string) => `/api/files/${id}`;
