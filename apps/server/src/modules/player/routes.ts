import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeLessonResponse, lessonContent, playerResponse, positionInput, uuid } from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { fileResponse } from '../../http/openapi.js';
import { sendMedia } from './media.js';
import { completeLesson } from './lesson-progress.js';
import { lessonForCaller, lessonMedia, playerView, savePosition } from './service.js';

const idParams = z.object({ id: uuid });
const tags = ['player'];

const mediaBytes = ['video/*', 'audio/*', 'application/pdf', 'application/octet-stream'];
/** What sendMedia answers (media.ts). */
const mediaSchema = {
  summary: 'Get a lesson’s media',
  description: 'The lesson’s file, to a caller who may open the lesson (anyone, for a free lesson of a published course).',
  tags,
  params: idParams,
  openapi: {
    headers: {
      type: 'object' as const,
      properties: { Range: { type: 'string', description: 'A byte range, for seeking (`bytes=start-end`).' } },
    },
    responses: {
      200: fileResponse('The whole file.', mediaBytes),
      206: fileResponse('The range asked for.', mediaBytes, {
        'Content-Range': { description: 'The range sent, and the file’s size.', schema: { type: 'string' } },
      }),
      302: {
        description: 'From an object store: a short-lived link to the file, where Range requests go next.',
        headers: { Location: { description: 'The presigned link.', schema: { type: 'string' } } },
      },
    },
  },
  errors: [403, 404, 416],
} as const;

export default async function playerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/courses/:id/player',
    { schema: { summary: 'Open a course in the player', tags, params: idParams, errors: [404], response: { 200: playerResponse } } },
    (req) => playerView(app.deps, currentUser(req), req.params.id),
  );

  r.get(
    '/api/lessons/:id',
    { schema: { summary: 'Open a lesson', tags, params: idParams, errors: [404], response: { 200: lessonContent } } },
    (req) => lessonForCaller(app.deps, currentUser(req), req.params.id),
  );

  // Lesson files are private: only callers who may open the lesson get bytes, or a link to them.
  // Free lessons of published courses are open to everyone (the preview dialog plays them).
  r.get('/api/lessons/:id/media', { config: { access: 'public' }, schema: mediaSchema }, async (req, reply) =>
    sendMedia(req, reply, app.deps.storage, await lessonMedia(app.deps, req.user, req.params.id), { proxy: app.config.storage.proxyMedia }),
  );

  r.post(
    '/api/lessons/:id/complete',
    { schema: { summary: 'Complete a lesson', tags, params: idParams, errors: [404], response: { 200: completeLessonResponse } } },
    (req) => completeLesson(app.deps, currentUser(req), req.params.id),
  );

  r.put(
    '/api/lessons/:id/position',
    {
      schema: {
        summary: 'Save the playback position',
        tags,
        params: idParams,
        body: positionInput,
        errors: [404],
        response: { 200: z.object({ positionSeconds: z.number().int() }) },
      },
    },
    (req) => savePosition(app.deps, currentUser(req), req.params.id, req.body.seconds),
  );
}
