import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUsersQuery,
  adminUsersResponse,
  createdUserResponse,
  createUserInput,
  passwordResetResponse,
  roleChangeInput,
  roleChangeResponse,
  userDeleteInput,
  userDeleteResponse,
  uuid,
} from '@app/core';
import { actingUser } from '../../auth/route-access.js';
import { createUser } from './create.js';
import { deleteUser } from './delete.js';
import { listUsers } from './list.js';
import { resetPassword } from './reset-password.js';
import { changeRole } from './role.js';

/** Admins and subadmins read the accounts (core policies: canPlatform 'read'); only admins change them. */
const readers = { access: { platform: 'read' } } as const;
const admins = { access: { can: 'administer' } } as const;
const tags = ['admin'];
const idParams = z.object({ id: uuid });

export default async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/users',
    { config: readers, schema: { summary: 'List the users', tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse } } },
    (req) => listUsers(app.deps, req.query),
  );

  r.post(
    '/api/admin/users',
    {
      config: admins,
      schema: { summary: 'Create a user', tags, body: createUserInput, errors: [409], response: { 201: createdUserResponse } },
    },
    async (req, reply) => reply.code(201).send(await createUser(app.deps, actingUser(req), req.body)),
  );

  r.patch(
    '/api/admin/users/:id/role',
    {
      config: admins,
      schema: {
        summary: 'Change a user’s role',
        tags,
        params: idParams,
        body: roleChangeInput,
        errors: [404, 409],
        response: { 200: roleChangeResponse },
      },
    },
    (req) => changeRole(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/admin/users/:id/reset-password',
    {
      config: admins,
      schema: { summary: 'Reset a user’s password', tags, params: idParams, errors: [404], response: { 200: passwordResetResponse } },
    },
    (req) => resetPassword(app.deps, actingUser(req), req.params.id),
  );

  r.delete(
    '/api/admin/users/:id',
    {
      config: admins,
      schema: {
        summary: 'Delete a user',
        tags,
        params: idParams,
        body: userDeleteInput,
        errors: [404, 409],
        response: { 200: userDeleteResponse },
      },
    },
    (req) => deleteUser(app.deps, actingUser(req), req.params.id, req.body),
  );
}
