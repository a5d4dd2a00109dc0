import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeLessonResponse, lessonContent, playerResponse, positionInput, uuid } from '@app/core';
import { currentUser } from '../../auth/access.js';
import { sendMedia } from './media.js';
import { completeLesson } from './lesson-progress.js';
import { lessonForCaller, lessonMedia, playerView, savePosition } from './service.js';

const idParams = z.object({ id: uuid });
const tags = ['player'];

export default async function playerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/courses/:id/player', { schema: { tags, params: idParams, response: { 200: playerResponse } } }, (req) =>
    playerView(app.db, currentUser(req), req.params.id),
  );

  r.get('/api/lessons/:id', { schema: { tags, params: idParams, response: { 200: lessonContent } } }, (req) =>
    lessonForCaller(app.db, currentUser(req), req.params.id),
  );

  // Lesson files are private: only callers who may open the lesson get bytes, or a link to them.
  // Free lessons of published courses are open to everyone (the preview dialog plays them).
  r.get('/api/lessons/:id/media', { config: { access: 'public' }, schema: { tags, params: idParams } }, async (req, reply) =>
    sendMedia(req, reply, app.storage, await lessonMedia(app.db, req.user, req.params.id), { proxy: app.config.storage.proxyMedia }),
  );

  r.post('/api/lessons/:id/complete', { schema: { tags, params: idParams, response: { 200: completeLessonResponse } } }, (req) =>
    completeLesson(app.db, currentUser(req), req.params.id, app.now()),
  );

  r.put(
    '/api/lessons/:id/position',
    { schema: { tags, params: idParams, body: positionInput, response: { 200: z.object({ positionSeconds: z.number().int() }) } } },
    (req) => savePosition(app.db, currentUser(req), req.params.id, req.body.seconds, app.now()),
  );
}
