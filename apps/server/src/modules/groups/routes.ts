import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addGroupMembersInput,
  addGroupMembersResponse,
  adminGroupsQuery,
  adminGroupsResponse,
  createGroupInput,
  GROUP_OPTIONS_LIMIT,
  groupMembersQuery,
  groupMembersResponse,
  groupOptionsResponse,
  groupSaveResponse,
  messageResponse,
  renameGroupInput,
  uuid,
} from '@app/core';
import { actingUser, currentUser } from '../../auth/route-access.js';
import { createGroup, deleteGroup, listGroups, renameGroup } from './groups.js';
import { addMembers, listMembers, removeMember } from './members.js';
import { groupOptions } from './options.js';

/** Admins and subadmins read; changes are the admins'. */
const readsPlatform = { access: { platform: 'read' } } as const;
const managesGroups = { access: { platform: 'manage-groups' } } as const;
/** Instructors, admins and subadmins: the group select of the students lists and analytics. */
const filtersByGroup = { access: { platform: 'filter-by-group' } } as const;
const tags = ['groups'];
const idParams = z.object({ id: uuid });

export default async function groupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/groups',
    {
      config: readsPlatform,
      schema: {
        summary: 'List the groups with their member counts',
        tags,
        querystring: adminGroupsQuery,
        response: { 200: adminGroupsResponse },
      },
    },
    (req) => listGroups(app.deps, currentUser(req), req.query),
  );

  r.post(
    '/api/admin/groups',
    {
      config: managesGroups,
      schema: { summary: 'Create a group', tags, body: createGroupInput, errors: [409], response: { 201: groupSaveResponse } },
    },
    async (req, reply) => reply.code(201).send(await createGroup(app.deps, actingUser(req), req.body.name)),
  );

  r.patch(
    '/api/admin/groups/:id',
    {
      config: managesGroups,
      schema: {
        summary: 'Rename a group',
        tags,
        params: idParams,
        body: renameGroupInput,
        errors: [404, 409],
        response: { 200: groupSaveResponse },
      },
    },
    (req) => renameGroup(app.deps, actingUser(req), req.params.id, req.body),
  );

  r.delete(
    '/api/admin/groups/:id',
    {
      config: managesGroups,
      schema: {
        summary: 'Delete a group',
        description: 'Its memberships go with it; its members keep their accounts, enrollments and progress.',
        tags,
        params: idParams,
        errors: [404],
        response: { 200: messageResponse },
      },
    },
    (req) => deleteGroup(app.deps, actingUser(req), req.params.id),
  );

  r.get(
    '/api/admin/groups/:id/members',
    {
      config: readsPlatform,
      schema: {
        summary: 'List a group’s members',
        tags,
        params: idParams,
        querystring: groupMembersQuery,
        errors: [404],
        response: { 200: groupMembersResponse },
      },
    },
    (req) => listMembers(app.deps, currentUser(req), req.params.id, req.query),
  );

  r.post(
    '/api/admin/groups/:id/members',
    {
      config: managesGroups,
      schema: {
        summary: 'Add members by Staff ID',
        description: 'Accounts already in the group are left as they are; Staff IDs of no account are named in `unknown`.',
        tags,
        params: idParams,
        body: addGroupMembersInput,
        errors: [404],
        response: { 200: addGroupMembersResponse },
      },
    },
    (req) => addMembers(app.deps, actingUser(req), req.params.id, req.body.staffIds),
  );

  r.delete(
    '/api/admin/groups/:id/members/:userId',
    {
      config: managesGroups,
      schema: {
        summary: 'Remove a member from a group',
        tags,
        params: z.object({ id: uuid, userId: uuid }),
        errors: [404],
        response: { 200: messageResponse },
      },
    },
    (req) => removeMember(app.deps, actingUser(req), req.params.id, req.params.userId),
  );

  r.get(
    '/api/groups/options',
    {
      config: filtersByGroup,
      schema: {
        summary: 'List the groups to filter learners by',
        description: `Ids and names by name, the first ${GROUP_OPTIONS_LIMIT}, and how many groups there are.`,
        tags,
        response: { 200: groupOptionsResponse },
      },
    },
    () => groupOptions(app.deps),
  );
}
