// Groups (departments, issue 29): admins create, rename and delete them and say who is in them;
// subadmins read them. A user may be in any number of groups. Deleting a group takes nothing from
// its members: their accounts, enrollments and progress stay (docs/admin.md, "Groups").
//
//   GET    /api/admin/groups?q&page                      adminGroupsQuery -> adminGroupsResponse (admins, subadmins)
//   POST   /api/admin/groups                             createGroupInput -> 201 groupSaveResponse (admins; 409 name taken)
//   PATCH  /api/admin/groups/{id}                        renameGroupInput -> groupSaveResponse (admins; 409 name taken or stale)
//   DELETE /api/admin/groups/{id}                        messageResponse (admins)
//   GET    /api/admin/groups/{id}/members?q&page         groupMembersQuery -> groupMembersResponse (admins, subadmins)
//   POST   /api/admin/groups/{id}/members                addGroupMembersInput -> addGroupMembersResponse (admins)
//   DELETE /api/admin/groups/{id}/members/{userId}       messageResponse (admins; 404 not a member)
//   GET    /api/groups/options                           groupOptionsResponse (instructors, admins, subadmins: the group filter)
import { z } from 'zod';
import { DIRECTORIES, ROLES } from '../enums.js';
import { adminPage, adminSearch } from './admin-courses.js';
import { requiredText, staffId, textInput } from './fields.js';

export const GROUP_NAME_MAX = 80;
export const ADMIN_GROUPS_PAGE_SIZE = 50;
export const GROUP_MEMBERS_PAGE_SIZE = 50;
/** Staff IDs added in one request (a pasted list). */
export const GROUP_ADD_MAX = 500;

export const groupName = requiredText('Group name', GROUP_NAME_MAX);

export const adminGroupsQuery = z.strictObject({ q: adminSearch(), page: adminPage });
export type AdminGroupsQueryInput = z.input<typeof adminGroupsQuery>;

export const adminGroupRow = z.object({
  id: z.uuid(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminGroupRow = z.infer<typeof adminGroupRow>;

export const adminGroupsResponse = z.object({
  groups: z.array(adminGroupRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminGroupsResponse = z.infer<typeof adminGroupsResponse>;

export const createGroupInput = z.strictObject({ name: groupName });
export type CreateGroupInput = z.input<typeof createGroupInput>;

export const renameGroupInput = z.strictObject({
  name: groupName,
  /** The name the form showed: a group renamed since is refused (409) instead of overwritten. */
  currentName: textInput('currentName', 'currentName is required').max(GROUP_NAME_MAX * 2),
});
export type RenameGroupInput = z.input<typeof renameGroupInput>;

/** A group name is unique whatever its letter case. */
export const groupNameTakenMessage = (name: string) => `A group named "${name}" already exists. Choose another name.`;

export const groupSaveResponse = z.object({ group: adminGroupRow, message: z.string() });
export type GroupSaveResponse = z.infer<typeof groupSaveResponse>;

export const groupMembersQuery = z.strictObject({ q: adminSearch(), page: adminPage });
export type GroupMembersQueryInput = z.input<typeof groupMembersQuery>;

export const groupMemberRow = z.object({
  id: z.uuid(),
  staffId: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  addedAt: z.string(),
  /** The directory that keeps this membership in step at each sign-in; null: added here (an admin, an import). */
  managedBy: z.enum(DIRECTORIES).nullable(),
});
export type GroupMemberRow = z.infer<typeof groupMemberRow>;

export const groupMembersResponse = z.object({
  group: adminGroupRow,
  members: z.array(groupMemberRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GroupMembersResponse = z.infer<typeof groupMembersResponse>;

export const addGroupMembersInput = z.strictObject({
  staffIds: z.array(staffId).min(1, 'Enter at least one Staff ID').max(GROUP_ADD_MAX, `Add at most ${GROUP_ADD_MAX} Staff IDs at a time`),
});
export type AddGroupMembersInput = z.input<typeof addGroupMembersInput>;

export const addGroupMembersResponse = z.object({
  group: adminGroupRow,
  /** How many were added by this request. */
  added: z.number().int(),
  /** Staff IDs already in the group (nothing changed for them). */
  alreadyMembers: z.array(z.string()),
  /** Staff IDs of no account: nothing was added for them. */
  unknown: z.array(z.string()),
  message: z.string(),
});
export type AddGroupMembersResponse = z.infer<typeof addGroupMembersResponse>;

/** What adding members did, in a sentence. */
export function membersAddedMessage(added: number, alreadyMembers: number, unknown: number): string {
  const parts = [`Added ${added === 1 ? '1 member' : `${added} members`}`];
  if (alreadyMembers > 0) parts.push(`${alreadyMembers} already in the group`);
  if (unknown > 0) parts.push(`${unknown} Staff ${unknown === 1 ? 'ID' : 'IDs'} not found`);
  return `${parts.join('; ')}.`;
}

// Group filter (issue 29, item 4): the students lists, their export and the analytics narrowed to
// the learners of one group; whoever monitors learners reads the groups' names to pick one
// (canPlatform 'filter-by-group').
//
//   GET    /api/groups/options                           groupOptionsResponse (instructors, admins, subadmins)

/** The options the group select lists at most (by name); `total` says when there are more. */
export const GROUP_OPTIONS_LIMIT = 500;

export const groupOption = z.object({ id: z.uuid(), name: z.string() });
export type GroupOption = z.infer<typeof groupOption>;

export const groupOptionsResponse = z.object({
  /** The first GROUP_OPTIONS_LIMIT groups by name, whatever its case. */
  groups: z.array(groupOption),
  /** How many groups there are. */
  total: z.number().int(),
});
export type GroupOptionsResponse = z.infer<typeof groupOptionsResponse>;

export const GROUP_FILTER_INVALID = 'Group must be one of the groups listed (a group id)';

/**
 * The `group` filter of the students list, its export and the analytics: a group id. A malformed
 * one is a 400; an id of no group (deleted since the link was made) matches no learner.
 */
export const groupFilter = z.uuid(GROUP_FILTER_INVALID).optional();
