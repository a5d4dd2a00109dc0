import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsResponse } from '@app/core';
import { adminStats } from './service.js';

/** Admins and subadmins (core policies: canPlatform 'read' is the 'read:platform' ability). */
const readsPlatform = { access: { can: 'read:platform' } } as const;

export default async function adminStatsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/stats',
    { config: readsPlatform, schema: { summary: 'Get the platform figures', tags: ['admin'], response: { 200: adminStatsResponse } } },
    () => adminStats(app.db),
  );
}
