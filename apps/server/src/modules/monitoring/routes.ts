import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrollmentStatusInput,
  enrollmentStatusResponse,
  monitoredCoursesQuery,
  monitoredCoursesResponse,
  studentDetailResponse,
  studentsExportQuery,
  studentsQuery,
  studentsResponse,
  uuid,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { sendCsv } from '../../http/csv-reply.js';
import { fileResponse } from '../../http/openapi.js';
import { monitoredCourses } from './courses.js';
import { studentDetail } from './detail.js';
import { studentsCsv } from './export.js';
import { setEnrollmentStatus } from './status.js';
import { listStudents } from './students.js';

/** Instructors for their own courses, admins for every course; subadmins read (their writes are refused by the access hook). */
const monitors = { access: { can: 'monitor' } } as const;
const tags = ['monitoring'];
const idParams = z.object({ id: uuid });

export default async function monitoringRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/instructor/monitoring/courses',
    {
      config: monitors,
      schema: {
        summary: 'List the courses you monitor',
        tags,
        querystring: monitoredCoursesQuery,
        response: { 200: monitoredCoursesResponse },
      },
    },
    (req) => monitoredCourses(app.deps, currentUser(req), req.query),
  );

  r.get(
    '/api/instructor/students',
    {
      config: monitors,
      schema: { summary: 'List students', tags, querystring: studentsQuery, errors: [404], response: { 200: studentsResponse } },
    },
    (req) => listStudents(app.deps, currentUser(req), req.query),
  );

  // The list's rows with its filters, all pages, as a CSV file streamed from the database.
  r.get(
    '/api/instructor/students/export',
    {
      config: monitors,
      schema: {
        summary: 'Export students as CSV',
        tags,
        querystring: studentsExportQuery,
        produces: ['text/csv'],
        openapi: { responses: { 200: fileResponse('The list’s rows, every page, as a CSV file to download.', ['text/csv']) } },
        // 503 also when every export connection is busy.
        errors: [404],
      },
    },
    async (req, reply) => sendCsv(reply, await studentsCsv(app.deps, app.exportPool, currentUser(req), req.query)),
  );

  r.get(
    '/api/instructor/enrollments/:id',
    {
      config: monitors,
      schema: { summary: 'Get a student’s enrollment', tags, params: idParams, errors: [404], response: { 200: studentDetailResponse } },
    },
    (req) => studentDetail(app.deps, currentUser(req), req.params.id),
  );

  r.patch(
    '/api/instructor/enrollments/:id/status',
    {
      config: monitors,
      schema: {
        summary: 'Activate or deactivate an enrollment',
        tags,
        params: idParams,
        body: enrollmentStatusInput,
        errors: [404],
        response: { 200: enrollmentStatusResponse },
      },
    },
    (req) => setEnrollmentStatus(app.deps, actingUser(req), req.params.id, req.body),
  );
}
