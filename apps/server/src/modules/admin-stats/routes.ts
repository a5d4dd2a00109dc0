import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsResponse } from '@app/core';
import { adminStats } from './service.js';

/** Admins and subadmins: the platform's 'read', asked by the access hook. */
const readsPlatform = { access: { platform: 'read' } } as const;

export default async function adminStatsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/stats',
    { config: readsPlatform, schema: { summary: 'Get the platform figures', tags: ['admin'], response: { 200: adminStatsResponse } } },
    () => adminStats(app.deps),
  );
}
