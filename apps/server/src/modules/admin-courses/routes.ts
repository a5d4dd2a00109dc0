import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCourseStatusInput, adminCoursesQuery, adminCoursesResponse, courseStatusResponse, messageResponse, uuid } from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { changeCourseStatus, listAdminCourses, removeCourse } from './service.js';

/** Admins and subadmins read (the platform's 'read', asked by the access hook); only admins change, and the course policy decides each change. */
const readsPlatform = { access: { platform: 'read' } } as const;
const administers = { access: { can: 'administer' } } as const;
const tags = ['admin'];
const idParams = z.object({ id: uuid });

export default async function adminCourseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/courses',
    {
      config: readsPlatform,
      schema: { summary: 'List all courses', tags, querystring: adminCoursesQuery, response: { 200: adminCoursesResponse } },
    },
    (req) => listAdminCourses(app.deps, currentUser(req), req.query),
  );

  r.patch(
    '/api/admin/courses/:id/status',
    {
      config: administers,
      schema: {
        summary: 'Change any course’s status',
        tags,
        params: idParams,
        body: adminCourseStatusInput,
        errors: [404, 409],
        response: { 200: courseStatusResponse },
      },
    },
    (req) => changeCourseStatus(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.delete(
    '/api/admin/courses/:id',
    {
      config: administers,
      schema: { summary: 'Remove a course', tags, params: idParams, errors: [404, 409], response: { 200: messageResponse } },
    },
    (req) => removeCourse(app.deps, actingUser(req), req.params.id),
  );
}
