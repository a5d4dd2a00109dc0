import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerInput, attemptDetail, courseQuizzesResponse, quizOverview, uuid } from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { attemptDetail as loadAttemptDetail, saveAnswer, startAttempt, submitAttempt } from './service.js';
import { courseQuizzes, quizOverview as loadOverview } from './overview.js';

const idParams = z.object({ id: uuid });
const tags = ['quizzes'];

export default async function quizRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/quizzes/:id',
    { schema: { summary: 'Get a quiz', tags, params: idParams, errors: [404], response: { 200: quizOverview } } },
    async (req) => loadOverview(app.deps, currentUser(req), req.params.id),
  );

  r.get(
    '/api/courses/:id/quizzes',
    {
      schema: {
        summary: 'List a course’s quizzes',
        tags,
        params: idParams,
        querystring: z.object({ lessonId: uuid.optional() }),
        errors: [404],
        response: { 200: courseQuizzesResponse },
      },
    },
    async (req) => ({ quizzes: await courseQuizzes(app.deps, currentUser(req), req.params.id, req.query.lessonId) }),
  );

  // 201 for a new attempt; 200 when the running one is resumed (a reload, a second tab).
  r.post(
    '/api/quizzes/:id/attempts',
    {
      schema: {
        summary: 'Start an attempt',
        tags,
        params: idParams,
        errors: [404, 409],
        response: { 200: attemptDetail, 201: attemptDetail },
      },
    },
    async (req, reply) => {
      const { created, detail } = await startAttempt(app.deps, currentUser(req), req.params.id);
      return reply.code(created ? 201 : 200).send(detail);
    },
  );

  r.get(
    '/api/attempts/:id',
    { schema: { summary: 'Get an attempt', tags, params: idParams, errors: [404], response: { 200: attemptDetail } } },
    async (req) => loadAttemptDetail(app.deps, currentUser(req), req.params.id),
  );

  r.put(
    '/api/attempts/:id/answers/:questionId',
    {
      schema: {
        summary: 'Save an answer',
        tags,
        params: z.object({ id: uuid, questionId: uuid }),
        errors: [404, 409],
        body: answerInput,
        response: { 200: z.object({ questionId: z.uuid(), savedAt: z.string() }) },
      },
    },
    async (req) => saveAnswer(app.deps, currentUser(req), req.params.id, req.params.questionId, req.body),
  );

  r.post(
    '/api/attempts/:id/submit',
    { schema: { summary: 'Submit an attempt', tags, params: idParams, errors: [404, 409], response: { 200: attemptDetail } } },
    async (req) => submitAttempt(app.deps, currentUser(req), req.params.id),
  );
}
