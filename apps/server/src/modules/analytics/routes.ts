import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsQuery, analyticsResponse, courseAnalyticsQuery, courseAnalyticsResponse, uuid } from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { analytics, courseAnalytics } from './service.js';

/** Instructors for their own courses, admins and subadmins for every course. */
const monitors = { access: { can: 'monitor' } } as const;
const tags = ['analytics'];

export default async function analyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/instructor/analytics',
    {
      config: monitors,
      schema: { summary: 'Get your analytics', tags, querystring: analyticsQuery, errors: [404], response: { 200: analyticsResponse } },
    },
    (req) => analytics(app.deps, currentUser(req), req.query),
  );

  r.get(
    '/api/instructor/analytics/courses/:id',
    {
      config: monitors,
      schema: {
        summary: 'Get a course’s analytics',
        tags,
        params: z.object({ id: uuid }),
        querystring: courseAnalyticsQuery,
        errors: [404],
        response: { 200: courseAnalyticsResponse },
      },
    },
    (req) => courseAnalytics(app.deps, currentUser(req), req.params.id, req.query),
  );
}
