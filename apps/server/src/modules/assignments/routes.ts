import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignCourseInput,
  assignCourseResponse,
  courseAssignmentsResponse,
  messageResponse,
  myAssignmentsResponse,
  uuid,
  waiveAssignmentInput,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { assignCourse } from './assign.js';
import { courseAssignments } from './course-list.js';
import { myAssignments } from './mine.js';
import { waiveAssignment } from './waive.js';

const tags = ['assignments'];
const idParams = z.object({ id: uuid });

export default async function assignmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/courses/:id/assignments',
    {
      // Whoever teaches; which course is the policy's question (canCourse 'assign'), asked by the service.
      config: { access: { can: 'teach' } },
      schema: {
        summary: 'Assign a course to people and groups',
        description:
          'The people named are assigned at once; each group by a background job, whose later members are assigned as they join. Only a published course can be assigned.',
        tags,
        params: idParams,
        body: assignCourseInput,
        errors: [404],
        response: { 202: assignCourseResponse },
      },
    },
    async (req, reply) => reply.code(202).send(await assignCourse(app.deps, actingUser(req), req.params.id, req.body)),
  );

  r.get(
    '/api/courses/:id/assignments',
    {
      config: { access: { can: 'monitor' } },
      schema: {
        summary: 'List a course’s assignments',
        tags,
        params: idParams,
        errors: [404],
        response: { 200: courseAssignmentsResponse },
      },
    },
    (req) => courseAssignments(app.deps, currentUser(req), req.params.id),
  );

  r.get('/api/me/assignments', { schema: { summary: 'List my assigned courses', tags, response: { 200: myAssignmentsResponse } } }, (req) =>
    myAssignments(app.deps, currentUser(req).id),
  );

  r.post(
    '/api/learner-assignments/:id/waive',
    {
      config: { access: { platform: 'waive-assignments' } },
      schema: {
        summary: 'Waive a learner’s assignment',
        tags,
        params: idParams,
        body: waiveAssignmentInput,
        errors: [404, 409],
        response: { 200: messageResponse },
      },
    },
    (req) => waiveAssignment(app.deps, actingUser(req), req.params.id, req.body.reason),
  );
}
