import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuid } from '@app/core';
import { fileResponse } from '../../http/openapi.js';
import { sendMedia } from '../player/media.js';
import { masterPlaylist, streamFile } from './service.js';

const tags = ['player'];
const PLAYLIST = 'application/vnd.apple.mpegurl';

export default async function streamingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The entry of a lesson's stream: asked of whoever may open the lesson (visitors too, for a
  // free lesson of a published course), each time the player opens it.
  r.get(
    '/api/lessons/:id/stream/master.m3u8',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a lesson’s HLS master playlist',
        description:
          'The renditions of the lesson’s streaming copy, every address signed for this lesson and valid a while (docs/video.md). `rendition=lowest`: the lowest alone (the preview clip).',
        tags,
        params: z.object({ id: uuid }),
        querystring: z.object({ rendition: z.literal('lowest').optional() }),
        errors: [403, 404],
        openapi: { responses: { 200: fileResponse('The master playlist.', [PLAYLIST]) } },
      },
    },
    async (req, reply) => {
      const body = await masterPlaylist(app.deps, req.user, req.params.id, req.query.rendition === 'lowest');
      return reply.type(PLAYLIST).header('cache-control', 'private, no-store').send(body);
    },
  );

  // What the master's signed links lead to: no session, the signature is the permission. A
  // rendition's playlist and segments are in its folder; the poster and storyboard beside them.
  const fileSchema = <P extends z.ZodType>(summary: string, params: P) => ({
    config: { access: 'public' as const },
    schema: {
      summary,
      description: 'A file of the lesson’s stream, by a signed link from its master playlist or its lesson (docs/video.md).',
      tags,
      params,
      querystring: z.object({
        e: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 40),
        s: z.string().min(1).max(64),
      }),
      errors: [403, 404] as const,
      openapi: {
        responses: {
          200: fileResponse('The file.', [PLAYLIST, 'video/mp2t', 'image/jpeg', 'image/png', 'text/vtt']),
          302: {
            description: 'From an object store: a short-lived link to the file.',
            headers: { Location: { description: 'The presigned link.', schema: { type: 'string' } } },
          },
        },
      },
    },
  });
  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    p: { lessonId: string; runId: string },
    path: string,
    q: { e: number; s: string },
  ) => {
    const file = await streamFile(app.deps, { lessonId: p.lessonId, runId: p.runId, expires: q.e }, q.s, path);
    if (file.kind === 'text') return reply.type(file.contentType).header('cache-control', 'private, no-store').send(file.body);
    return sendMedia(req, reply, app.deps.storage, file, { proxy: app.config.storage.proxyMedia });
  };
  const fileName = z.string().min(1).max(48);
  r.get(
    '/api/stream/:lessonId/:runId/:file',
    fileSchema('Get a stream’s poster or storyboard', z.object({ lessonId: uuid, runId: uuid, file: fileName })),
    (req, reply) => send(req, reply, req.params, req.params.file, req.query),
  );
  r.get(
    '/api/stream/:lessonId/:runId/:rendition/:file',
    fileSchema(
      'Get a rendition’s playlist or segment',
      z.object({ lessonId: uuid, runId: uuid, rendition: z.string().regex(/^\d{1,2}$/), file: fileName }),
    ),
    (req, reply) => send(req, reply, req.params, `${req.params.rendition}/${req.params.file}`, req.query),
  );
}
