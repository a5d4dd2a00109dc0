import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoriesQuery,
  adminCategoriesResponse,
  adminSettingsResponse,
  categorySaveResponse,
  createCategoryInput,
  featuredCourseInput,
  featuredCourseResponse,
  messageResponse,
  renameCategoryInput,
  uuid,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { createCategory, deleteCategory, listCategories, renameCategory } from './categories.js';
import { adminSettings, setFeaturedCourse } from './featured.js';

/** Admins and subadmins read; changes are the admins': each route declares its platform action, which the access hook asks once. */
const readsPlatform = { access: { platform: 'read' } } as const;
const changesSettings = { access: { platform: 'change-settings' } } as const;
const managesCategories = { access: { platform: 'manage-categories' } } as const;
const tags = ['admin'];
const idParams = z.object({ id: uuid });

export default async function adminSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The settings read the home's hero through the catalogue's cache, beside the services' deps.
  const catalogue = { ...app.deps, cache: app.catalogueCache };

  r.get(
    '/api/admin/settings',
    { config: readsPlatform, schema: { summary: 'Get the site settings', tags, response: { 200: adminSettingsResponse } } },
    () => adminSettings(catalogue),
  );

  r.put(
    '/api/admin/settings/featured-course',
    {
      config: changesSettings,
      schema: {
        summary: 'Choose the featured course',
        tags,
        body: featuredCourseInput,
        errors: [409],
        response: { 200: featuredCourseResponse },
      },
    },
    (req) => setFeaturedCourse(catalogue, actingUser(req), req.body),
  );

  r.get(
    '/api/admin/categories',
    {
      config: readsPlatform,
      schema: {
        summary: 'List the categories with their courses',
        tags,
        querystring: adminCategoriesQuery,
        response: { 200: adminCategoriesResponse },
      },
    },
    (req) => listCategories(app.deps, currentUser(req), req.query),
  );

  r.post(
    '/api/admin/categories',
    {
      config: managesCategories,
      schema: { summary: 'Create a category', tags, body: createCategoryInput, errors: [409], response: { 201: categorySaveResponse } },
    },
    async (req, reply) => reply.code(201).send(await createCategory(app.deps, actingUser(req), req.body.name)),
  );

  r.patch(
    '/api/admin/categories/:id',
    {
      config: managesCategories,
      schema: {
        summary: 'Rename a category',
        tags,
        params: idParams,
        body: renameCategoryInput,
        errors: [404, 409],
        response: { 200: categorySaveResponse },
      },
    },
    (req) => renameCategory(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.delete(
    '/api/admin/categories/:id',
    {
      config: managesCategories,
      schema: { summary: 'Delete a category', tags, params: idParams, errors: [404, 409], response: { 200: messageResponse } },
    },
    (req) => deleteCategory(app.deps, actingUser(req), req.params.id),
  );
}
