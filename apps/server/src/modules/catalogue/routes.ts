import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueQuery, cataloguePage, categoriesResponse, coursePreview as coursePreviewSchema, homeResponse, uuid } from '@app/core';
import { coursePreview } from './detail.js';
import { cataloguePageJson, categoriesJson, courseDetailJson, courseDetailResponse, homeJson } from './service.js';

const idParams = z.object({ id: uuid });
/** Cached responses are JSON text already checked against their schema (service.ts): sent as is. */
const sendJson = (reply: FastifyReply, json: Buffer | string) => reply.type('application/json; charset=utf-8').send(json);

export default async function catalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { access: 'public' as const };
  const deps = { ...app.deps, cache: app.catalogueCache };

  r.get(
    '/api/courses',
    {
      config: pub,
      schema: { summary: 'Search the catalogue', tags: ['catalogue'], querystring: catalogueQuery, response: { 200: cataloguePage } },
    },
    async (req, reply) => sendJson(reply, await cataloguePageJson(deps, req.query)),
  );

  r.get(
    '/api/categories',
    { config: pub, schema: { summary: 'List the categories', tags: ['catalogue'], response: { 200: categoriesResponse } } },
    async (_req, reply) => sendJson(reply, await categoriesJson(deps)),
  );

  r.get(
    '/api/home',
    { config: pub, schema: { summary: 'Get the home page', tags: ['catalogue'], response: { 200: homeResponse } } },
    async (_req, reply) => sendJson(reply, await homeJson(deps)),
  );

  r.get(
    '/api/courses/:id',
    {
      config: pub,
      schema: { summary: 'Get a course', tags: ['catalogue'], params: idParams, errors: [404], response: { 200: courseDetailResponse } },
    },
    async (req, reply) => sendJson(reply, await courseDetailJson(deps, req.params.id, req.user?.id ?? null)),
  );

  r.get(
    '/api/courses/:id/preview',
    {
      config: pub,
      schema: {
        summary: 'Preview a course',
        tags: ['catalogue'],
        params: idParams,
        errors: [404],
        response: { 200: coursePreviewSchema },
      },
    },
    (req) => coursePreview(app.deps, req.params.id),
  );
}
