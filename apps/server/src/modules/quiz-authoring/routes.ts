import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authoringQuizResponse,
  quizDeleteResponse,
  quizInput,
  quizListQuery,
  quizListResponse,
  quizPublishInput,
  quizPublishResponse,
  quizSaveResponse,
  quizStatisticsResponse,
  quizTargetsResponse,
  uuid,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { saveQuiz } from './save.js';
import { listQuizzes } from './list.js';
import { deleteQuiz, quizForEditing, quizTargets, setPublished } from './service.js';
import { quizStatistics } from './statistics.js';

const idParams = z.object({ id: uuid });
const staff = { access: { can: 'teach' } } as const;
/** 150 questions of 5,000 characters each (multi-byte text included) fit; the default 1 MiB does not. */
const QUIZ_BODY_LIMIT = 4 * 1024 * 1024;

export default async function quizAuthoringRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quiz-authoring'];

  r.get(
    '/api/instructor/quizzes',
    { config: staff, schema: { summary: 'List your quizzes', tags, querystring: quizListQuery, response: { 200: quizListResponse } } },
    (req) => listQuizzes(app.deps, currentUser(req), req.query),
  );

  r.get(
    '/api/instructor/quiz-targets',
    { config: staff, schema: { summary: 'List where a quiz can go', tags, response: { 200: quizTargetsResponse } } },
    (req) => quizTargets(app.deps, currentUser(req)),
  );

  r.get(
    '/api/instructor/quizzes/:id',
    {
      config: staff,
      schema: { summary: 'Get a quiz to edit', tags, params: idParams, errors: [404], response: { 200: authoringQuizResponse } },
    },
    async (req) => ({ quiz: await quizForEditing(app.deps, currentUser(req), req.params.id) }),
  );

  r.post(
    '/api/instructor/quizzes',
    {
      config: staff,
      bodyLimit: QUIZ_BODY_LIMIT,
      schema: { summary: 'Create a quiz', tags, body: quizInput, errors: [404, 409], response: { 201: quizSaveResponse } },
    },
    async (req, reply) => reply.code(201).send(await saveQuiz(app.deps, actingUser(req), null, req.body)),
  );

  r.put(
    '/api/instructor/quizzes/:id',
    {
      config: staff,
      bodyLimit: QUIZ_BODY_LIMIT,
      schema: { summary: 'Save a quiz', tags, params: idParams, body: quizInput, errors: [404, 409], response: { 200: quizSaveResponse } },
    },
    (req) => saveQuiz(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.patch(
    '/api/instructor/quizzes/:id/publish',
    {
      config: staff,
      schema: {
        summary: 'Publish or unpublish a quiz',
        tags,
        params: idParams,
        body: quizPublishInput,
        errors: [404],
        response: { 200: quizPublishResponse },
      },
    },
    (req) => setPublished(app.deps, actingUser(req), req.params.id, req.body.isPublished),
  );

  r.delete(
    '/api/instructor/quizzes/:id',
    { config: staff, schema: { summary: 'Delete a quiz', tags, params: idParams, errors: [404], response: { 200: quizDeleteResponse } } },
    (req) => deleteQuiz(app.deps, actingUser(req), req.params.id),
  );

  r.get(
    '/api/instructor/quizzes/:id/statistics',
    {
      config: staff,
      schema: { summary: 'Get a quiz’s statistics', tags, params: idParams, errors: [404], response: { 200: quizStatisticsResponse } },
    },
    (req) => quizStatistics(app.deps, currentUser(req), req.params.id),
  );
}
