import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTION_FILE_MAX_BYTES,
  MESSAGES,
  captionLanguage,
  captionLanguageInput,
  captionSaveResponse,
  captionUploadQuery,
  lessonCaptionsResponse,
  uuid,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { fileResponse, multipartFileBody } from '../../http/openapi.js';
import { openUploadedFile } from '../../http/upload.js';
import { badRequest, payloadTooLarge } from '../../lib/errors.js';
import { captionFile, deleteCaptions, lessonCaptionList, saveCaptions, setCaptionLanguage } from './service.js';

const tags = ['captions'];
const staff = { access: { can: 'teach' } } as const;
const lessonParams = z.object({ id: uuid });
const trackParams = z.object({ id: uuid, language: captionLanguage });

/** The uploaded caption file, whole: at most 1 MB, so it is read into memory and checked there. */
async function captionBytes(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(MESSAGES.captionFileMissing);
  const { file } = await openUploadedFile(req, {
    field: 'file',
    maxBytes: CAPTION_FILE_MAX_BYTES,
    missingMessage: MESSAGES.captionFileMissing,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > CAPTION_FILE_MAX_BYTES) {
      file.resume();
      throw payloadTooLarge(MESSAGES.captionFileTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export default async function captionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/instructor/lessons/:id/captions',
    {
      config: staff,
      schema: { summary: 'List a lesson’s captions', tags, params: lessonParams, errors: [404], response: { 200: lessonCaptionsResponse } },
    },
    (req) => lessonCaptionList(app.deps, currentUser(req), req.params.id),
  );

  r.put(
    '/api/instructor/lessons/:id/captions/:language',
    {
      config: staff,
      schema: {
        summary: 'Upload a lesson’s captions in a language',
        description: 'A WebVTT or SRT file (UTF-8, at most 1 MB) in the multipart field `file`; replaces the captions in that language.',
        tags,
        params: trackParams,
        querystring: captionUploadQuery,
        errors: [404, 413],
        openapi: multipartFileBody('file'),
        response: { 200: captionSaveResponse },
      },
    },
    async (req) =>
      saveCaptions(app.deps, actingUser(req), req.params.id, {
        language: req.params.language,
        label: req.query.label,
        bytes: await captionBytes(req),
      }),
  );

  r.delete(
    '/api/instructor/lessons/:id/captions/:language',
    {
      config: staff,
      schema: {
        summary: 'Delete a lesson’s captions in a language',
        tags,
        params: trackParams,
        errors: [404],
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => deleteCaptions(app.deps, actingUser(req), req.params.id, req.params.language),
  );

  r.get(
    '/api/lessons/:id/captions/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a lesson’s captions',
        description: 'The WebVTT of one language (`{language}.vtt`), to whoever may open the lesson.',
        tags,
        params: z.object({ id: uuid, file: z.string().regex(/^[a-zA-Z0-9-]{2,35}\.vtt$/) }),
        errors: [403, 404],
        openapi: { responses: { 200: fileResponse('The captions.', ['text/vtt']) } },
      },
    },
    async (req, reply) => {
      const language = captionLanguage.safeParse(req.params.file.slice(0, -'.vtt'.length));
      if (!language.success) throw badRequest(MESSAGES.captionNotFound);
      const vtt = await captionFile(app.deps, req.user, req.params.id, language.data);
      return reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, no-cache').send(vtt);
    },
  );

  r.put(
    '/api/profile/caption-language',
    {
      schema: {
        summary: 'Remember your caption language',
        description: 'The captions you turn on (a language), or off (null), for every lesson.',
        tags,
        body: captionLanguageInput,
        response: { 200: captionLanguageInput },
      },
    },
    (req) => setCaptionLanguage(app.deps, currentUser(req), req.body.language),
  );
}
