import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicFile, sendPublicFile } from './service.js';

export default async function fileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage, config: app.config.storage };

  r.get(
    '/api/files/:id',
    { config: { access: 'public' }, schema: { tags: ['files'], params: z.object({ id: z.uuid('Not a valid id') }) } },
    async (req, reply) => sendPublicFile(deps, reply, await publicFile(app.db, req.params.id)),
  );
}
