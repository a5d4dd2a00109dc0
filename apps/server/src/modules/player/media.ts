// Sending a lesson file the caller may open (service.ts checked). From an object store: a 302 to
// a presigned GET valid a few minutes, so the bytes and every Range request after it go to the
// store (or its CDN) and not through this process. From the local disk, or with S3_PROXY_MEDIA:
// the bytes, whole or the range the browser asked for (seeking in video and audio); the stored
// size decides the ranges, so Content-Length always matches what is sent.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@app/core';
import { sendError } from '../../http/error-handler.js';
import { parseRange } from '../../lib/range.js';
import type { Storage } from '../../storage/storage.js';

/** How long a media link works: long enough to start playing, short enough that a shared link soon dies. */
export const MEDIA_LINK_SECONDS = 300;
const CACHE = 'private, max-age=3600';

export interface LessonMedia {
  storageKey: string;
  mimeType: string;
  /**
   * What a missing file means. By default our fault (a logged 500: bytes gone from under their
   * row); a stream's copy may be gone because its file was just replaced (a 404, see streaming).
   */
  missing?: () => Error;
}

export async function sendMedia(req: FastifyRequest, reply: FastifyReply, storage: Storage, media: LessonMedia, opts: { proxy: boolean }) {
  if (!opts.proxy) {
    const link = await storage.directLink(media.storageKey, {
      expiresInSeconds: MEDIA_LINK_SECONDS,
      contentType: media.mimeType,
      disposition: 'inline',
      cacheControl: CACHE,
    });
    // The redirect itself is never reused: the next request checks access again and gets a fresh link.
    if (link) return reply.code(302).header('location', link).header('cache-control', 'private, no-store').send();
  }
  const info = await storage.head(media.storageKey);
  // Bytes gone from under a row are our fault: a logged 500 before any header of the file.
  if (!info) throw media.missing?.() ?? new Error(`Stored lesson file is missing (${media.storageKey})`);
  const range = parseRange(req.headers.range, info.size);
  if (range.kind === 'unsatisfiable')
    return sendError(reply, {
      status: 416,
      code: 'VALIDATION_ERROR',
      message: MESSAGES.rangeNotSatisfiable,
      headers: { 'content-range': `bytes */${info.size}` },
    });
  const bytes = range.kind === 'partial' ? range : { start: 0, end: info.size - 1 };
  reply
    .code(range.kind === 'partial' ? 206 : 200)
    .header('content-type', media.mimeType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', CACHE)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-length', bytes.end - bytes.start + 1);
  if (range.kind === 'partial') reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  // The bytes bypass Fastify's stream handling (see storage/send-file.ts); the headers set so
  // far, helmet's included, go out first. onResponse hooks and the request log still run.
  reply.hijack();
  reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  if (req.method === 'HEAD') {
    reply.raw.end();
    return;
  }
  try {
    await storage.sendTo(media.storageKey, reply.raw, bytes);
  } catch (err) {
    req.log.error({ err, key: media.storageKey }, 'reading a lesson file failed mid-response');
  }
}
