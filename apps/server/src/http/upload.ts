// The one file of a multipart form, read into memory (small files: avatars). A form that is
// malformed, cut short or too big is the client's doing: a 4xx in the one error shape, never a 500.
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
  /** When the file is over `maxBytes`. */
  tooLargeMessage: string;
}

export async function readUploadedFile(req: FastifyRequest, o: UploadOptions): Promise<{ bytes: Buffer; filename: string }> {
  try {
    const part = await req.file({ limits: { fileSize: o.maxBytes } });
    if (!part || part.fieldname !== o.field) throw badRequest(o.missingMessage);
    const name = fileName.safeParse(part.filename);
    if (!name.success) throw badRequest(name.error.issues[0]?.message);
    return { bytes: await part.toBuffer(), filename: name.data };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', o.tooLargeMessage);
    // @fastify/multipart's own errors (too many parts...) are mapped by the error handler.
    if (typeof code === 'string' && code.startsWith('FST_')) throw err;
    // The rest comes from parsing the form (no boundary, a part cut short) or the client leaving.
    req.log.info({ err }, 'unreadable upload');
    throw badRequest(MESSAGES.uploadUnreadable);
  }
}
