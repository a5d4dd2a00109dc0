import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { complianceCoursesResponse, complianceExportQuery, complianceQuery, complianceResponse } from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { sendCsv } from '../../http/csv-reply.js';
import { fileResponse } from '../../http/openapi.js';
import { complianceCourses } from './courses.js';
import { complianceCsv } from './export.js';
import { complianceReport } from './report.js';

/** Admins and subadmins read every course's; instructors their own (core complianceScope). */
const readsCompliance = { access: { can: 'monitor' } } as const;
const tags = ['compliance'];

export default async function complianceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/compliance',
    {
      config: readsCompliance,
      schema: {
        summary: 'Read the compliance report',
        tags,
        querystring: complianceQuery,
        errors: [404],
        response: { 200: complianceResponse },
      },
    },
    (req) => complianceReport(app.deps, currentUser(req), req.query),
  );

  r.get(
    '/api/compliance/export.csv',
    {
      config: readsCompliance,
      schema: {
        summary: 'Export the compliance report as CSV',
        tags,
        querystring: complianceExportQuery,
        produces: ['text/csv'],
        openapi: { responses: { 200: fileResponse('The report’s rows, every page, as a CSV file to download.', ['text/csv']) } },
        // 503 also when every export connection is busy.
        errors: [404],
      },
    },
    async (req, reply) => sendCsv(reply, await complianceCsv(app.deps, app.exportPool, currentUser(req), req.query)),
  );

  r.get(
    '/api/compliance/courses',
    {
      config: readsCompliance,
      schema: { summary: 'List the courses with assignments', tags, response: { 200: complianceCoursesResponse } },
    },
    (req) => complianceCourses(app.deps, currentUser(req)),
  );
}
