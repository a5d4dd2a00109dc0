import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse } from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { listAuditEvents } from './list.js';

/** Admins and subadmins read the log (the platform's 'read-audit', asked by the access hook); there is no route that writes it. */
const readsPlatform = { access: { platform: 'read-audit' } } as const;

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit',
    {
      config: readsPlatform,
      schema: { summary: 'Read the audit log', tags: ['admin'], querystring: auditQuery, response: { 200: auditResponse } },
    },
    (req) => listAuditEvents(app.deps, currentUser(req), req.query),
  );
}
