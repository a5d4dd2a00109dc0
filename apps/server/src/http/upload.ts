// The one file of a multipart form, as a stream. A form that is
// malformed, cut short or too big is the client's doing: a 4xx in the one error shape, never a 500.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, textInput } from '@app/core';
import { badRequest, HttpError } from '../lib/errors.js';

/** The name is stored (files.original_name): the same rule as any text input. */
const fileName = textInput('File name');

export interface UploadOptions {
  field: string;
  maxBytes: number;
  /** When the form has no file in `field`. */
  missingMessage: string;
}

/**
 * The form's file as a stream, to go straight to storage (nothing is held whole in memory). The
 * parser lets one byte past `maxBytes` through so that the storage driver, which counts, refuses
 * an oversized file instead of the parser quietly cutting it at the limit.
 */
export async function openUploadedFile(req: FastifyRequest, o: UploadOptions): Promise<{ file: Readable; filename: string }> {
  try {
    const part = await req.file({ limits: { fileSize: o.maxBytes + 1 }, throwFileSizeLimit: false });
    if (!part || part.fieldname !== o.field) throw badRequest(o.missingMessage);
    // The parser gave up on the form before the file (too many fields, a part cut short).
    if (part.file.destroyed && !part.file.readableEnded) throw badRequest(MESSAGES.uploadUnreadable);
    const name = fileName.safeParse(part.filename);
    if (!name.success) {
      part.file.resume(); // drained, not destroyed: a destroyed part stalls the form's parser
      throw badRequest(name.error.issues[0]?.message);
    }
    return { file: part.file, filename: name.data };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: unknown }).code;
    // @fastify/multipart's own errors (too many parts...) are mapped by the error handler.
    if (typeof code === 'string' && code.startsWith('FST_')) throw err;
    // The rest comes from parsing the form (no boundary, a part cut short) or the client leaving.
    req.log.info({ err }, 'unreadable upload');
    throw badRequest(MESSAGES.uploadUnreadable);
  }
}
