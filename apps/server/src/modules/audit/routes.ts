import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse } from '@app/core';
import { currentUser } from '../../auth/access.js';
import { listAuditEvents } from './list.js';

/** Admins and subadmins read the log (canPlatform 'read-audit', asked by the service); there is no route that writes it. */
const readsPlatform = { access: { can: 'read:platform' } } as const;

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit',
    {
      config: readsPlatform,
      schema: { summary: 'Read the audit log', tags: ['admin'], querystring: auditQuery, response: { 200: auditResponse } },
    },
    (req) => listAuditEvents(app.db, currentUser(req), req.query),
  );
}
