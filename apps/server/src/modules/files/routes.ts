import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse, type DocResponse } from '../../http/openapi.js';
import { publicFile, sendPublicFile } from './service.js';

/** What sendPublicFile answers, for the document. */
export const PUBLIC_FILE_RESPONSES: Record<number, DocResponse> = {
  200: fileResponse('The file’s bytes, of its stored type (a picture, usually).', ['image/*', 'application/octet-stream']),
  302: {
    description: 'With PUBLIC_FILES_BASE_URL set: the file’s address on the CDN.',
    headers: { Location: { description: 'The file on the CDN.', schema: { type: 'string' } } },
  },
};

export default async function fileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/files/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a public file',
        tags: ['files'],
        params: z.object({ id: z.uuid('Not a valid id') }),
        openapi: { responses: PUBLIC_FILE_RESPONSES },
        errors: [404],
      },
    },
    async (req, reply) => sendPublicFile(app.deps, app.config.storage, reply, await publicFile(app.deps, req.params.id)),
  );
}
