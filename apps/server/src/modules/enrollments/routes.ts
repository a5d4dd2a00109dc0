import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrollResponse,
  enrollmentHistoryQuery,
  enrollmentHistoryResponse,
  MESSAGES,
  myCoursesResponse,
  reviewInput,
  reviewResponse,
  uuid,
} from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { rateCourse } from '../reviews/service.js';
import { enroll, enrollmentHistory, myCourses } from './service.js';

const idParams = z.object({ id: uuid });

export default async function enrollmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/courses/:id/enroll',
    {
      schema: {
        summary: 'Enroll in a course',
        tags: ['enrollment'],
        params: idParams,
        errors: [404, 409],
        response: { 200: enrollResponse, 201: enrollResponse },
      },
    },
    async (req, reply) => {
      const { created, enrollment } = await enroll(app.deps, currentUser(req), req.params.id);
      return reply.code(created ? 201 : 200).send({ enrollment, message: MESSAGES.enrolled });
    },
  );

  r.put(
    '/api/courses/:id/review',
    {
      schema: {
        summary: 'Rate a course',
        tags: ['enrollment'],
        params: idParams,
        body: reviewInput,
        errors: [404],
        response: { 200: reviewResponse },
      },
    },
    (req) => rateCourse(app.deps, currentUser(req).id, req.params.id, req.body.rating),
  );

  r.get(
    '/api/me/courses',
    { schema: { summary: 'List your courses', tags: ['enrollment'], response: { 200: myCoursesResponse } } },
    (req) => myCourses(app.deps, currentUser(req).id),
  );

  r.get(
    '/api/me/enrollment-history',
    {
      schema: {
        summary: 'List your enrollment history',
        tags: ['enrollment'],
        querystring: enrollmentHistoryQuery,
        response: { 200: enrollmentHistoryResponse },
      },
    },
    (req) => enrollmentHistory(app.deps, currentUser(req).id, req.query),
  );
}
