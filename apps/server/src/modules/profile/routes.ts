import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, profileUpdateInput, sessionUser } from '@app/core';
import { z } from 'zod';
import { currentUser } from '../../auth/access.js';
import { sessionUserColumns } from '../../auth/sessions.js';
import { presentSessionUser } from '../../auth/user.js';
import { files, users } from '../../db/schema.js';
import { readUploadedFile } from '../../http/upload.js';
import { badRequest } from '../../lib/errors.js';
import { IMAGE_TYPES, publicFileUrl, saveFile } from '../../storage/save-file.js';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export default async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/profile', { schema: { tags: ['profile'], response: { 200: z.object({ profile: sessionUser }) } } }, async (req) => ({
    profile: presentSessionUser(currentUser(req)),
  }));

  r.patch(
    '/api/profile',
    { schema: { tags: ['profile'], body: profileUpdateInput, response: { 200: z.object({ profile: sessionUser, message: z.string() }) } } },
    async (req) => {
      const user = currentUser(req);
      // Specialization belongs to instructors only; their form is the only one that sends it.
      if (user.role !== 'instructor' && req.body.specialization !== undefined) throw badRequest(MESSAGES.specializationInstructorsOnly);
      const [updated] = await app.db
        .update(users)
        .set({ ...req.body, updatedAt: app.now() })
        .where(eq(users.id, user.id))
        .returning(sessionUserColumns);
      return { profile: presentSessionUser(updated!), message: MESSAGES.profileUpdated };
    },
  );

  // Avatar upload: one image (JPG, PNG, GIF or WebP by its bytes) of at most 5 MB, stored
  // publicly; the previous uploaded avatar is removed.
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
      const { bytes, filename } = await readUploadedFile(req, {
        field: 'avatar',
        maxBytes: AVATAR_MAX_BYTES,
        missingMessage: 'Send the image in a field named avatar.',
        tooLargeMessage: MESSAGES.avatarTooLarge,
      });
      if (bytes.length === 0) throw badRequest(MESSAGES.avatarInvalid);
      const file = await saveFile(app.db, app.storage, {
        bytes,
        originalName: filename,
        kind: 'avatar',
        isPublic: true,
        allowedTypes: IMAGE_TYPES,
        invalidTypeMessage: MESSAGES.avatarInvalid,
        uploadedBy: user.id,
      });
      const [updated] = await app.db
        .update(users)
        .set({ avatarUrl: publicFileUrl(file.id), updatedAt: app.now() })
        .where(eq(users.id, user.id))
        .returning(sessionUserColumns);
      const previous = user.avatarUrl?.match(/^\/api\/files\/([\w-]+)$/)?.[1];
      if (previous) {
        const [old] = await app.db
          .delete(files)
          // Only an avatar of theirs: an avatar URL typed in by hand may name one of their lesson files.
          .where(and(eq(files.id, previous), eq(files.uploadedBy, user.id), eq(files.kind, 'avatar')))
          .returning();
        if (old) await app.storage.remove(old.storageKey);
      }
      return { profile: presentSessionUser(updated!), message: MESSAGES.profileUpdated };
    },
  );
}
