import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueQuery,
  cataloguePage,
  categoriesResponse,
  courseDetail as courseDetailSchema,
  coursePreview as coursePreviewSchema,
  homeResponse,
  uuid,
} from '@app/core';
import { courseDetail, coursePreview } from './detail.js';
import { homeRows, listCatalogue, listCategories } from './queries.js';

const idParams = z.object({ id: uuid });

export default async function catalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { access: 'public' as const };

  r.get(
    '/api/courses',
    { config: pub, schema: { tags: ['catalogue'], querystring: catalogueQuery, response: { 200: cataloguePage } } },
    (req) => listCatalogue(app.db, req.query),
  );

  r.get('/api/categories', { config: pub, schema: { tags: ['catalogue'], response: { 200: categoriesResponse } } }, async () => ({
    categories: await listCategories(app.db),
  }));

  r.get('/api/home', { config: pub, schema: { tags: ['catalogue'], response: { 200: homeResponse } } }, () => homeRows(app.db));

  r.get(
    '/api/courses/:id',
    { config: pub, schema: { tags: ['catalogue'], params: idParams, response: { 200: z.object({ course: courseDetailSchema }) } } },
    async (req) => ({ course: await courseDetail(app.db, req.params.id, req.user?.id ?? null) }),
  );

  r.get(
    '/api/courses/:id/preview',
    { config: pub, schema: { tags: ['catalogue'], params: idParams, response: { 200: coursePreviewSchema } } },
    (req) => coursePreview(app.db, req.params.id),
  );
}
