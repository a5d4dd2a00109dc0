// A CSV download's answer: the stream of a cursor (db/csv-stream.ts) as an attachment, never cached.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const sendCsv = (reply: FastifyReply, csv: { filename: string; stream: Readable }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('cache-control', 'no-store')
    .send(csv.stream);
