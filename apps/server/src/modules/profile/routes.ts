import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateInput, sessionUser } from '@app/core';
import { z } from 'zod';
import { currentUser } from '../../auth/access.js';
import { sessionUserColumns } from '../../auth/sessions.js';
import { presentSessionUser } from '../../auth/user.js';
import { users } from '../../db/schema.js';

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
      const patch = { ...req.body };
      // Specialization belongs to instructors only.
      if (user.role !== 'instructor') delete patch.specialization;
      const [updated] = await app.db
        .update(users)
        .set({ ...patch, updatedAt: app.now() })
        .where(eq(users.id, user.id))
        .returning(sessionUserColumns);
      return { profile: presentSessionUser(updated!), message: 'Profile updated' };
    },
  );
}
