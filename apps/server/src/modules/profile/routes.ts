import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, profileUpdateInput, sessionUser } from '@app/core';
import { z } from 'zod';
import { currentUser } from '../../auth/access.js';
import { presentSessionUser } from '../../auth/user.js';
import { openUploadedFile } from '../../http/upload.js';
import { badRequest } from '../../lib/errors.js';
import { AVATAR_MAX_BYTES, updateProfile, uploadAvatar } from './service.js';

export default async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage, now: app.now };

  r.get('/api/profile', { schema: { tags: ['profile'], response: { 200: z.object({ profile: sessionUser }) } } }, async (req) => ({
    profile: presentSessionUser(currentUser(req)),
  }));

  r.patch(
    '/api/profile',
    { schema: { tags: ['profile'], body: profileUpdateInput, response: { 200: z.object({ profile: sessionUser, message: z.string() }) } } },
    async (req) => {
      const updated = await updateProfile(deps, currentUser(req), req.body);
      return { profile: presentSessionUser(updated), message: MESSAGES.profileUpdated };
    },
  );

  // Avatar upload: one image (JPG, PNG, GIF or WebP by its bytes) of at most 5 MB, streamed to
  // storage and stored publicly; the previous uploaded avatar is removed.
  r.post(
    '/api/profile/avatar',
    {
      schema: {
        tags: ['profile'],
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ profile: sessionUser, message: z.string() }) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      if (!req.isMultipart()) throw badRequest('Send the image as multipart/form-data in a field named avatar.');
      const image = await openUploadedFile(req, {
        field: 'avatar',
        maxBytes: AVATAR_MAX_BYTES,
        missingMessage: 'Send the image in a field named avatar.',
      });
      const updated = await uploadAvatar(deps, user, image);
      return { profile: presentSessionUser(updated), message: MESSAGES.profileUpdated };
    },
  );
}
