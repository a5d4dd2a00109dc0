import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, profileUpdateInput, sessionUser } from '@app/core';
import { z } from 'zod';
import { multipartFileBody } from '../../http/openapi.js';
import { currentUser } from '../../auth/route-access.js';
import { presentSessionUser, type AuthUser } from '../../auth/user.js';
import { openUploadedFile } from '../../http/upload.js';
import { badRequest } from '../../lib/errors.js';
import { AVATAR_MAX_BYTES, updateProfile, uploadAvatar } from './service.js';

const tags = ['profile'];
const profileChanged = z.object({ profile: sessionUser, message: z.string() });
const presentChange = (user: AuthUser, message: string = MESSAGES.profileUpdated) => ({ profile: presentSessionUser(user), message });

/** The avatar form's one image, as a stream (its type and size are checked while it is stored). */
function avatarPart(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest(MESSAGES.avatarNotMultipart);
  return openUploadedFile(req, { field: 'avatar', maxBytes: AVATAR_MAX_BYTES, missingMessage: 'Send the image in a field named avatar.' });
}

export default async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile',
    { schema: { summary: 'Get your profile', tags, response: { 200: z.object({ profile: sessionUser }) } } },
    async (req) => ({
      profile: presentSessionUser(currentUser(req)),
    }),
  );

  r.patch(
    '/api/profile',
    { schema: { summary: 'Update your profile', tags, body: profileUpdateInput, response: { 200: profileChanged } } },
    async (req) => presentChange(await updateProfile(app.deps, currentUser(req), req.body)),
  );

  // Avatar upload: one image (JPG, PNG, GIF or WebP by its bytes) of at most 5 MB, streamed to
  // storage and stored publicly; the previous uploaded avatar is removed.
  r.post(
    '/api/profile/avatar',
    {
      schema: {
        summary: 'Upload your profile picture',
        tags,
        consumes: ['multipart/form-data'],
        openapi: multipartFileBody('avatar'),
        errors: [413, 415, 507],
        response: { 200: profileChanged },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return presentChange(await uploadAvatar(app.deps, user, await avatarPart(req)), MESSAGES.avatarUpdated);
    },
  );
}
