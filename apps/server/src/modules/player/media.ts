// Sending an opened lesson file: whole, or the byte range the browser asked for (seeking in
// video and audio). The size on disk decides the ranges, so Content-Length always matches what
// is sent.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../../lib/range.js';
import type { OpenedFile } from '../../storage/storage.js';

export async function sendMedia(
  req: FastifyRequest,
  reply: FastifyReply,
  media: { body: OpenedFile; mimeType: string; storageKey: string },
) {
  const { body } = media;
  const range = parseRange(req.headers.range, body.size);
  if (range.kind === 'unsatisfiable') {
    await body.close();
    return reply
      .code(416)
      .header('content-range', `bytes */${body.size}`)
      .send({ error: { code: 'VALIDATION_ERROR', message: 'Range not satisfiable' } });
  }
  const bytes = range.kind === 'partial' ? range : { start: 0, end: body.size - 1 };
  reply
    .code(range.kind === 'partial' ? 206 : 200)
    .header('content-type', media.mimeType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-length', bytes.end - bytes.start + 1);
  if (range.kind === 'partial') reply.header('content-range', `bytes ${range.start}-${range.end}/${body.size}`);
  // The bytes bypass Fastify's stream handling (see storage/send-file.ts); the headers set so
  // far, helmet's included, go out first. onResponse hooks and the request log still run.
  reply.hijack();
  reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  if (req.method === 'HEAD') {
    await body.close();
    reply.raw.end();
    return;
  }
  try {
    await body.sendTo(reply.raw, bytes);
  } catch (err) {
    req.log.error({ err, key: media.storageKey }, 'reading a lesson file failed mid-response');
  }
}
