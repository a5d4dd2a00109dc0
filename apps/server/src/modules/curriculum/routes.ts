import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authoringCurriculum,
  curriculumChangeResponse,
  lessonInput,
  lessonResponse,
  lessonSaveResponse,
  streamingRetryResponse,
  reorderCurriculumInput,
  sectionInput,
  sectionSaveResponse,
  updateSectionInput,
  uuid,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { addLesson, deleteLesson, updateLesson } from './lessons.js';
import { retryLessonStreaming } from './lesson-streaming.js';
import { reorderCurriculum } from './reorder.js';
import { addSection, deleteSection, updateSection } from './sections.js';
import { curriculumTree, lessonForEditing } from './tree.js';

const idParams = z.object({ id: uuid });
const staff = { access: { can: 'teach' } } as const;
/** A lesson's text may be 200,000 characters of multi-byte text. */
const LESSON_BODY_LIMIT = 1024 * 1024;
/** A reorder of 200 sections and 10,000 lessons: ids of ~40 bytes each in JSON. */
const REORDER_BODY_LIMIT = 1024 * 1024;

export default async function curriculumRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['curriculum'];

  r.get(
    '/api/instructor/courses/:id/curriculum',
    {
      config: staff,
      schema: { summary: 'Get a course’s curriculum', tags, params: idParams, errors: [404], response: { 200: authoringCurriculum } },
    },
    (req) => curriculumTree(app.deps, currentUser(req), req.params.id),
  );

  r.put(
    '/api/instructor/courses/:id/curriculum/order',
    {
      config: staff,
      bodyLimit: REORDER_BODY_LIMIT,
      schema: {
        summary: 'Reorder a course’s curriculum',
        tags,
        params: idParams,
        body: reorderCurriculumInput,
        errors: [404, 409],
        response: { 200: curriculumChangeResponse },
      },
    },
    (req) => reorderCurriculum(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/instructor/courses/:id/sections',
    {
      config: staff,
      schema: {
        summary: 'Add a section',
        tags,
        params: idParams,
        body: sectionInput,
        errors: [404, 409],
        response: { 201: sectionSaveResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await addSection(app.deps, actingUser(req), req.params.id, req.body)),
  );

  r.patch(
    '/api/instructor/sections/:id',
    {
      config: staff,
      schema: {
        summary: 'Update a section',
        tags,
        params: idParams,
        body: updateSectionInput,
        errors: [404, 409],
        response: { 200: sectionSaveResponse },
      },
    },
    (req) => updateSection(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.delete(
    '/api/instructor/sections/:id',
    {
      config: staff,
      schema: { summary: 'Delete a section', tags, params: idParams, errors: [404, 409], response: { 200: curriculumChangeResponse } },
    },
    (req) => deleteSection(app.deps, actingUser(req), req.params.id),
  );

  r.post(
    '/api/instructor/lessons',
    {
      config: staff,
      bodyLimit: LESSON_BODY_LIMIT,
      schema: { summary: 'Add a lesson', tags, body: lessonInput, errors: [404, 409], response: { 201: lessonSaveResponse } },
    },
    async (req, reply) => reply.code(201).send(await addLesson(app.deps, actingUser(req), req.body)),
  );

  r.get(
    '/api/instructor/lessons/:id',
    {
      config: staff,
      schema: { summary: 'Get a lesson to edit', tags, params: idParams, errors: [404], response: { 200: lessonResponse } },
    },
    async (req) => ({
      lesson: await lessonForEditing(app.deps, currentUser(req), req.params.id),
    }),
  );

  r.post(
    '/api/instructor/lessons/:id/streaming/retry',
    {
      config: staff,
      schema: {
        summary: 'Retry a lesson file’s processing',
        description: 'Queues the streaming copies of a lesson file whose processing failed again (docs/video.md).',
        tags,
        params: idParams,
        errors: [404, 409],
        response: { 200: streamingRetryResponse },
      },
    },
    (req) => retryLessonStreaming(app.deps, actingUser(req), req.params.id),
  );

  r.put(
    '/api/instructor/lessons/:id',
    {
      config: staff,
      bodyLimit: LESSON_BODY_LIMIT,
      schema: {
        summary: 'Save a lesson',
        tags,
        params: idParams,
        body: lessonInput,
        errors: [404, 409],
        response: { 200: lessonSaveResponse },
      },
    },
    (req) => updateLesson(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.delete(
    '/api/instructor/lessons/:id',
    {
      config: staff,
      schema: { summary: 'Delete a lesson', tags, params: idParams, errors: [404, 409], response: { 200: curriculumChangeResponse } },
    },
    (req) => deleteLesson(app.deps, actingUser(req), req.params.id),
  );
}
