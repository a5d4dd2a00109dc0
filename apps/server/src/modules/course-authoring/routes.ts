import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartFileBody } from '../../http/openapi.js';
import {
  courseOverviewResponse,
  courseReviewsQuery,
  courseReviewsResponse,
  courseSaveResponse,
  courseStatusInput,
  courseStatusResponse,
  createCourseInput,
  editableCourseResponse,
  instructorCourseListQuery,
  instructorCourseListResponse,
  instructorDashboardResponse,
  MESSAGES,
  messageResponse,
  THUMBNAIL_MAX_BYTES,
  thumbnailUploadResponse,
  updateCourseInput,
  uuid,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { openUploadedFile } from '../../http/upload.js';
import { badRequest } from '../../lib/errors.js';
import { deleteCourse } from './delete.js';
import { createCourse, setCourseStatus, updateCourse } from './save.js';
import { courseForEditing, courseOverview, courseReviews, instructorDashboard, listCourses } from './service.js';
import { uploadThumbnail } from './thumbnail.js';

const idParams = z.object({ id: uuid });
const staff = { access: { can: 'teach' } } as const;
/** A description of 20,000 characters and 2 x 50 lines of 500, in multi-byte text, fit. */
const COURSE_BODY_LIMIT = 512 * 1024;

/** The form's one image, as a stream (its type and size are checked while it is stored). */
function thumbnailPart(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest(MESSAGES.thumbnailNotMultipart);
  return openUploadedFile(req, {
    field: 'thumbnail',
    maxBytes: THUMBNAIL_MAX_BYTES,
    missingMessage: 'Send the image in a field named thumbnail.',
  });
}

export default async function courseAuthoringRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['course-authoring'];

  r.get(
    '/api/instructor/dashboard',
    { config: staff, schema: { summary: 'Get the instructor dashboard', tags, response: { 200: instructorDashboardResponse } } },
    (req) => instructorDashboard(app.deps, currentUser(req)),
  );

  r.get(
    '/api/instructor/courses',
    {
      config: staff,
      schema: {
        summary: 'List the courses you teach',
        tags,
        querystring: instructorCourseListQuery,
        response: { 200: instructorCourseListResponse },
      },
    },
    (req) => listCourses(app.deps, currentUser(req), req.query),
  );

  r.post(
    '/api/instructor/courses',
    {
      config: staff,
      bodyLimit: COURSE_BODY_LIMIT,
      schema: { summary: 'Create a course', tags, body: createCourseInput, response: { 201: courseSaveResponse } },
    },
    async (req, reply) => reply.code(201).send(await createCourse(app.deps, currentUser(req), req.body)),
  );

  r.get(
    '/api/instructor/courses/:id',
    {
      config: staff,
      schema: { summary: 'Get a course to edit', tags, params: idParams, errors: [404], response: { 200: editableCourseResponse } },
    },
    async (req) => ({ course: await courseForEditing(app.deps, currentUser(req), req.params.id) }),
  );

  r.put(
    '/api/instructor/courses/:id',
    {
      config: staff,
      bodyLimit: COURSE_BODY_LIMIT,
      schema: {
        summary: 'Save a course',
        tags,
        params: idParams,
        body: updateCourseInput,
        errors: [404, 409],
        response: { 200: courseSaveResponse },
      },
    },
    (req) => updateCourse(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.patch(
    '/api/instructor/courses/:id/status',
    {
      config: staff,
      schema: {
        summary: 'Change a course’s status',
        tags,
        params: idParams,
        body: courseStatusInput,
        errors: [404, 409],
        response: { 200: courseStatusResponse },
      },
    },
    (req) => setCourseStatus(app.deps, actingUser(req), req.params.id, req.body.status),
  );

  r.delete(
    '/api/instructor/courses/:id',
    {
      config: staff,
      schema: { summary: 'Delete a course', tags, params: idParams, errors: [404, 409], response: { 200: messageResponse } },
    },
    (req) => deleteCourse(app.deps, actingUser(req), req.params.id),
  );

  r.get(
    '/api/instructor/courses/:id/overview',
    {
      config: staff,
      schema: { summary: 'Get a course’s overview', tags, params: idParams, errors: [404], response: { 200: courseOverviewResponse } },
    },
    (req) => courseOverview(app.deps, currentUser(req), req.params.id),
  );

  r.get(
    '/api/instructor/courses/:id/reviews',
    {
      config: staff,
      schema: {
        summary: 'List a course’s reviews',
        tags,
        params: idParams,
        querystring: courseReviewsQuery,
        errors: [404],
        response: { 200: courseReviewsResponse },
      },
    },
    (req) => courseReviews(app.deps, currentUser(req), req.params.id, req.query),
  );

  r.post(
    '/api/instructor/thumbnails',
    {
      config: staff,
      schema: {
        summary: 'Upload a course thumbnail',
        tags,
        consumes: ['multipart/form-data'],
        openapi: multipartFileBody('thumbnail'),
        errors: [413, 415, 507],
        response: { 201: thumbnailUploadResponse },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      return reply.code(201).send(await uploadThumbnail(app.deps, user, await thumbnailPart(req)));
    },
  );
}
