import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminInstructorsQuery, adminInstructorsResponse, adminReviewsQuery, adminReviewsResponse } from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { listInstructors } from './instructors.js';
import { listReviews } from './reviews.js';

/** Admins and subadmins: the platform's 'read', asked by the access hook once; the services trust it. */
const readsPlatform = { access: { platform: 'read' } } as const;
const tags = ['admin'];

export default async function adminListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/instructors',
    {
      config: readsPlatform,
      schema: { summary: 'List the instructors', tags, querystring: adminInstructorsQuery, response: { 200: adminInstructorsResponse } },
    },
    (req) => listInstructors(app.deps, currentUser(req), req.query),
  );

  r.get(
    '/api/admin/reviews',
    {
      config: readsPlatform,
      schema: { summary: 'List the reviews', tags, querystring: adminReviewsQuery, response: { 200: adminReviewsResponse } },
    },
    (req) => listReviews(app.deps, currentUser(req), req.query),
  );
}
