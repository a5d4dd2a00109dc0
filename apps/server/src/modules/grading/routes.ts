import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evaluationInput, evaluationResponse, gradingListResponse, gradingQuery, uuid } from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { evaluateAnswer, gradingList } from './service.js';

const graders = { can: 'teach' } as const;
const tags = ['grading'];

export default async function gradingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/instructor/subjective-answers',
    {
      config: { access: graders },
      schema: { summary: 'List answers to grade', tags, querystring: gradingQuery, response: { 200: gradingListResponse } },
    },
    async (req) => gradingList(app.deps, currentUser(req), req.query),
  );

  r.post(
    '/api/instructor/subjective-answers/:id/evaluation',
    {
      config: { access: graders },
      schema: {
        summary: 'Grade an answer',
        tags,
        params: z.object({ id: uuid }),
        body: evaluationInput,
        errors: [404, 409],
        response: { 200: evaluationResponse },
      },
    },
    async (req) => evaluateAnswer(app.deps, actingUser(req), req.params.id, req.body),
  );
}
