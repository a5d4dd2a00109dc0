import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicFile, publicFileHeaders } from './service.js';

export default async function fileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/files/:id',
    { config: { access: 'public' }, schema: { tags: ['files'], params: z.object({ id: z.uuid('Not a valid id') }) } },
    async (req, reply) => {
      const file = await publicFile({ db: app.db, storage: app.storage }, req.params.id);
      return reply.headers(publicFileHeaders(file)).send(app.storage.read(file.storageKey));
    },
  );
}
