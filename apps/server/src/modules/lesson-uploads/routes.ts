// Resumable lesson-file uploads (tus 1.0) at /api/uploads/lesson-files: POST creates an upload,
// HEAD tells how much of it the server has, PATCH sends the next piece, DELETE cancels it; GET
// /:id tells its uploader how it stands and, once finished, the id of the stored file. Our
// hooks run first (session, CSRF, roles, security headers), then these checks, then the tus
// server (tus-server.ts); every refusal is in the one error shape.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NodeRequest } from 'srvx/node';
import { z } from 'zod';
import { LESSON_UPLOADS_PATH, lessonUploadStatus, uuid, type LessonUploadStatus } from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { checkCreation } from './creation.js';
import { tusRefusal } from './refusals.js';
import { ownUpload } from './service.js';
import { createLessonUploadServer, setUploadContext, type UploadRequestContext } from './tus-server.js';
import { createUploadDoc, deleteUploadDoc, headUploadDoc, patchUploadDoc } from './tus-openapi.js';

const access = { can: 'teach' } as const;
const params = z.object({ id: uuid });

export default async function lessonUploadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tus, close } = createLessonUploadServer(app.deps, app.log);
  app.addHook('onClose', close);

  // A PATCH body is the file's next bytes: the tus server reads them from the request as they come.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _body, done) => done(null));

  /** Hands the request to the tus server and its answer to the client (refusals as our errors). */
  async function forward(req: FastifyRequest, reply: FastifyReply, context: Omit<UploadRequestContext, 'user'>) {
    const ctx: UploadRequestContext = { user: currentUser(req), ...context };
    setUploadContext(req.raw, ctx);
    const response = await tus.handleWeb(new NodeRequest({ req: req.raw, res: reply.raw }) as unknown as Request);
    if (ctx.error) throw ctx.error;
    const body = await response.text();
    if (response.status >= 400) throw tusRefusal(response.status, body);
    response.headers.forEach((value, name) => {
      if (!name.startsWith('access-control-') && name !== 'content-length') reply.header(name, value);
    });
    return reply.code(response.status).send(body === '' ? undefined : body);
  }

  r.post(LESSON_UPLOADS_PATH, { config: { access }, schema: createUploadDoc }, async (req, reply) =>
    forward(req, reply, { metadata: await checkCreation(app.deps, currentUser(req), req.headers) }),
  );

  // One route per method, each with its own description in the document.
  for (const [method, doc] of [
    ['HEAD', headUploadDoc],
    ['PATCH', patchUploadDoc],
    ['DELETE', deleteUploadDoc],
  ] as const)
    r.route({
      method,
      url: `${LESSON_UPLOADS_PATH}/:id`,
      // @fastify/swagger leaves HEAD routes out unless asked (Fastify makes one for every GET).
      config: { access, swagger: { exposeHeadRoute: method === 'HEAD' } },
      schema: { ...doc, params },
      handler: async (req, reply) => {
        await ownUpload(app.deps, currentUser(req), req.params.id);
        return forward(req, reply, { uploadId: req.params.id });
      },
    });

  r.get(
    `${LESSON_UPLOADS_PATH}/:id`,
    {
      config: { access },
      exposeHeadRoute: false,
      schema: { summary: 'Get a lesson-file upload', tags: ['uploads'], params, errors: [404], response: { 200: lessonUploadStatus } },
    },
    async (req): Promise<LessonUploadStatus> => {
      const upload = await ownUpload(app.deps, currentUser(req), req.params.id);
      // How much has arrived is the data store's to say (a file's size, or a multipart upload's parts).
      const offset = upload.fileId
        ? upload.size
        : await tus.datastore.getUpload(upload.id).then(
            (u) => u.offset,
            () => 0,
          );
      const { metadata } = upload.upload as { metadata?: { filename?: string } };
      return {
        id: upload.id,
        courseId: upload.courseId,
        lessonId: upload.lessonId,
        filename: metadata?.filename ?? '',
        size: upload.size,
        offset,
        fileId: upload.fileId,
        mimeType: upload.mimeType,
      };
    },
  );
}
