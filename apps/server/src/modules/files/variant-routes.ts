// One width of a public picture (storage/image-variants.ts, storage/picture.ts): the WebP copy of
// that width, or the original when it has none (stored before variants existed, or not an image
// we resize). Lists name only the widths a picture has; the fallback serves an old link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuid } from '@app/core';
import { STORED_WIDTHS } from '../../storage/image-variants.js';
import { PUBLIC_FILE_RESPONSES } from './routes.js';
import { IMMUTABLE, publicFileAtWidth, sendPublicFile } from './service.js';

const params = z.object({ id: uuid, width: z.coerce.number().pipe(z.union(STORED_WIDTHS.map((w) => z.literal(w)))) });

/** The original in place of a width: a day, since a copy of that width may be made for it later. */
const FALLBACK = 'public, max-age=86400';

export default async function fileVariantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: 'Get a picture at a width',
    tags: ['files'],
    params,
    openapi: { responses: PUBLIC_FILE_RESPONSES },
    errors: [404],
  } as const;
  r.get('/api/files/:id/w/:width', { config: { access: 'public' }, schema }, async (req, reply) => {
    const file = await publicFileAtWidth(app.deps, req.params.id, req.params.width);
    return sendPublicFile(app.deps, app.config.storage, reply, file, file.isVariant ? IMMUTABLE : FALLBACK);
  });
}
