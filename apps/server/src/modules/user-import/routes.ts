import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importPreviewResponse, importResponse, importRowsQuery, importRowsResponse, uuid } from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { fileResponse, multipartFileBody } from '../../http/openapi.js';
import { failedRowsCsv } from './failed-csv.js';
import { getImport, listImportRows, previewImport } from './preview.js';
import { startImport } from './start.js';
import { readImportFile } from './upload.js';

/**
 * Admins only (the platform's 'import-users', asked by the access hook; the services trust it), refused
 * before a byte of an upload is read. Subadmins read no import: a row's staff ID is the initial
 * password of an account that has not signed in yet.
 */
const importsUsers = { access: { platform: 'import-users' } } as const;
const tags = ['admin'];
const idParams = z.object({ id: uuid });

export default async function userImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The preview: the file parsed and every row classified and stored; nothing written to users.
  r.post(
    '/api/admin/imports',
    {
      config: importsUsers,
      schema: {
        summary: 'Preview a user import',
        tags,
        consumes: ['multipart/form-data'],
        openapi: multipartFileBody('file'),
        errors: [413, 415],
        response: { 201: importPreviewResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await previewImport(app.deps, currentUser(req), await readImportFile(req))),
  );

  r.get(
    '/api/admin/imports/:id',
    {
      config: importsUsers,
      schema: { summary: 'Get a user import', tags, params: idParams, errors: [404], response: { 200: importResponse } },
    },
    (req) => getImport(app.deps, currentUser(req), req.params.id),
  );

  r.get(
    '/api/admin/imports/:id/rows',
    {
      config: importsUsers,
      schema: {
        summary: 'List a user import’s rows',
        tags,
        params: idParams,
        querystring: importRowsQuery,
        errors: [404],
        response: { 200: importRowsResponse },
      },
    },
    (req) => listImportRows(app.deps, currentUser(req), req.params.id, req.query),
  );

  // Queues the background job and answers at once (202); the page then polls the import.
  r.post(
    '/api/admin/imports/:id/start',
    {
      config: importsUsers,
      schema: { summary: 'Start a user import', tags, params: idParams, errors: [404, 409], response: { 202: importResponse } },
    },
    async (req, reply) => reply.code(202).send(await startImport(app.deps, actingUser(req), req.params.id)),
  );

  r.get(
    '/api/admin/imports/:id/failed-rows',
    {
      config: importsUsers,
      schema: {
        summary: 'Download a user import’s failed rows',
        tags,
        params: idParams,
        produces: ['text/csv'],
        openapi: {
          responses: { 200: fileResponse('The rows that failed, with why, as a CSV file to fix and import again.', ['text/csv']) },
        },
        errors: [404],
      },
    },
    async (req, reply) => {
      const csv = await failedRowsCsv(app.deps, currentUser(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', 'no-store')
        .send(csv.stream);
    },
  );
}
