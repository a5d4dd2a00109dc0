// One width of a public picture (storage/image-variants.ts, storage/picture.ts): the WebP copy of
// that width, or the original when it has none (stored before variants existed, or not an image
// we resize). Lists name only the widths a picture has; the fallback serves an old link.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, uuid } from '@app/core';
import { notFound } from '../../lib/errors.js';
import { STORED_WIDTHS } from '../../storage/image-variants.js';
import { PUBLIC_FILE_RESPONSES } from './routes.js';
import { IMMUTABLE, sendPublicFile } from './service.js';

const params = z.object({ id: uuid, width: z.coerce.number().pipe(z.union(STORED_WIDTHS.map((w) => z.literal(w)))) });

/** The original in place of a width: a day, since a copy of that width may be made for it later. */
const FALLBACK = 'public, max-age=86400';

export default async function fileVariantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage, config: app.config.storage };
  const schema = {
    summary: 'Get a picture at a width',
    tags: ['files'],
    params,
    openapi: { responses: PUBLIC_FILE_RESPONSES },
    errors: [404],
  } as const;
  r.get('/api/files/:id/w/:width', { config: { access: 'public' }, schema }, async (req, reply) => {
    const { rows } = await app.db.execute<{ id: string; storage_key: string; mime_type: string; is_variant: boolean }>(sql`
      select f.id, f.storage_key, f.mime_type, v.variant_file_id is not null as is_variant
      from files o
      left join file_variants v on v.file_id = o.id and v.width = ${req.params.width}
      join files f on f.id = coalesce(v.variant_file_id, o.id)
      where o.id = ${req.params.id} and o.is_public`);
    const file = rows[0];
    if (!file) throw notFound(MESSAGES.fileNotFound);
    return sendPublicFile(
      deps,
      reply,
      { id: file.id, storageKey: file.storage_key, mimeType: file.mime_type },
      file.is_variant ? IMMUTABLE : FALLBACK,
    );
  });
}
