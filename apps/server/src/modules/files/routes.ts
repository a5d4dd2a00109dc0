import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

export default async function fileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public files: thumbnails, avatars and site assets. Private lesson files are served by the
  // player's routes, which check that the caller may open the lesson.
  r.get(
    '/api/files/:id',
    { config: { access: 'public' }, schema: { tags: ['files'], params: z.object({ id: z.uuid('Not a valid id') }) } },
    async (req, reply) => {
      const [file] = await app.db.select().from(files).where(eq(files.id, req.params.id));
      if (!file || !file.isPublic) throw notFound('File not found');
      // A row whose bytes have gone is our fault, not the caller's: a logged 500, before any
      // header of the file is set. The size on disk is the Content-Length that will be sent.
      const size = await app.storage.size(file.storageKey);
      if (size === null) throw new Error(`Stored file ${file.id} is missing (${file.storageKey})`);
      reply
        .header('content-type', file.mimeType)
        .header('content-length', size)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      // SVG can carry script; served as a sandboxed document it cannot run any.
      if (file.mimeType === 'image/svg+xml')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(app.storage.read(file.storageKey));
    },
  );
}
