// The import's CSV, from a multipart form, held in memory (5 MB at most: the parser wants it whole
// to choose its encoding). A larger file is refused with 413 from its declared length before its
// body is read at all; one sent without a length is cut off by the form parser at the limit and
// refused then. Either way no more than the limit is ever kept.
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@app/core';
import { openUploadedFile } from '../../http/upload.js';
import { payloadTooLarge } from '../../lib/errors.js';

/** What a form adds around its file (boundaries, part headers, a long file name). */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => payloadTooLarge(IMPORT_MESSAGES.tooLarge);

export interface ImportFile {
  fileName: string;
  bytes: Buffer;
}

export async function readImportFile(req: FastifyRequest): Promise<ImportFile> {
  const declared = Number(req.headers['content-length']);
  if (declared > IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();

  const { file, filename } = await openUploadedFile(req, {
    field: 'file',
    maxBytes: IMPORT_MAX_BYTES,
    missingMessage: IMPORT_MESSAGES.missingFile,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to its end, which the form parser puts one byte past the limit (leaving the loop early
  // would destroy the part, and a destroyed part stalls the parser).
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= IMPORT_MAX_BYTES) chunks.push(chunk);
  }
  if (size > IMPORT_MAX_BYTES) throw tooLarge();
  return { fileName: filename, bytes: Buffer.concat(chunks) };
}
