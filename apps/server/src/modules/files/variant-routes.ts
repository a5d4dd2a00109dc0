// One width of a public picture (storage/image-variants.ts, storage/picture.ts): the WebP copy of
// that width, or the original when it has none (stored before variants existed, or not an image
// we resize). Lists name only the widths a picture has; the fallback serves an old link.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuid } from '@app/core';
import { notFound } from '../../lib/errors.js';
import { STORED_WIDTHS } from '../../storage/image-variants.js';

const params = z.object({ id: uuid, width: z.coerce.number().pipe(z.union(STORED_WIDTHS.map((w) => z.literal(w)))) });

export default async function fileVariantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/files/:id/w/:width', { config: { access: 'public' }, schema: { tags: ['files'], params } }, async (req, reply) => {
    const { rows } = await app.db.execute<{ id: string; storage_key: string; mime_type: string }>(sql`
      select f.id, f.storage_key, f.mime_type
      from files o
      left join file_variants v on v.file_id = o.id and v.width = ${req.params.width}
      join files f on f.id = coalesce(v.variant_file_id, o.id)
      where o.id = ${req.params.id} and o.is_public`);
    const file = rows[0];
    if (!file) throw notFound('File not found');
    // Bytes gone from under a row are our fault: a logged 500 before any header of the file.
    const size = await app.storage.size(file.storage_key);
    if (size === null) throw new Error(`Stored file ${file.id} is missing (${file.storage_key})`);
    reply
      .header('content-type', file.mime_type)
      .header('content-length', size)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff');
    // SVG can carry script; served as a sandboxed document it cannot run any (as /api/files/:id).
    if (file.mime_type === 'image/svg+xml')
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.send(app.storage.read(file.storage_key));
  });
}
