// The admin's users (instructor-and-admin.md sections 2, 5, 6: User Management, Role Management,
// Create User) and the once-shown passwords of created and reset accounts.
//   GET    /api/admin/users                     adminUsersQuery -> adminUsersResponse (admins, subadmins)
//   POST   /api/admin/users                     createUserInput -> createdUserResponse (201)
//   PATCH  /api/admin/users/{id}/role           roleChangeInput -> roleChangeResponse
//   POST   /api/admin/users/{id}/reset-password (empty)         -> passwordResetResponse
//   DELETE /api/admin/users/{id}                userDeleteInput -> userDeleteResponse
import { z } from 'zod';
import { ROLES } from '../enums.js';
import { SEARCH_MAX } from '../catalogue-constants.js';
import { MESSAGES } from '../messages.js';
import { CREATABLE_ROLES } from '../rules/accounts.js';
import { fullName, optionalText, staffId, textInput, uuid } from './fields.js';

export const ADMIN_USERS_PAGE_SIZE = 20;
/** A million accounts' worth of pages; a larger number is a typing error, not a page. */
export const ADMIN_USERS_PAGE_MAX = 50_000;
export const SPECIALIZATION_MAX = 120;

const roleError = { error: `Role must be one of ${ROLES.join(', ')}` };

/** Search (name, e-mail or staff ID contains it; a role's name also finds that role), role filter and page. */
export const adminUsersQuery = z.strictObject({
  q: textInput('Search')
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  role: z.enum(ROLES, roleError).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(ADMIN_USERS_PAGE_MAX, 'Page is too large')
    .default(1),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

/** One account as the admin screens show it: never a password or its hash. */
export const adminUserRow = z.object({
  id: z.uuid(),
  staffId: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  specialization: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Created or reset by an admin (or imported) and not signed in with a password of their own yet. */
  passwordChangePending: z.boolean(),
  /** Courses they are the instructor of, whatever their status: these need a new instructor before the user leaves teaching. */
  courseCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersResponse = z.object({
  users: z.array(adminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Admins on the platform (the last one can be neither demoted nor deleted). */
  adminCount: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/** Create User: staff ID, full name, a role, and a specialization for instructors only. */
export const createUserInput = z
  .strictObject({
    staffId,
    fullName,
    role: z.enum(CREATABLE_ROLES, { error: 'Role must be student, instructor or admin' }),
    specialization: optionalText('Specialization', SPECIALIZATION_MAX).optional(),
  })
  .refine((v) => v.role === 'instructor' || !v.specialization, {
    message: MESSAGES.specializationInstructorsOnly,
    path: ['specialization'],
  });
export type CreateUserInput = z.input<typeof createUserInput>;

/** A password shown to the admin once, in this response only: it is stored hashed and never again readable. */
const oncePassword = z.string();

export const createdUserResponse = z.object({ message: z.string(), user: adminUserRow, initialPassword: oncePassword });
export type CreatedUserResponse = z.infer<typeof createdUserResponse>;

/** Names the instructor who takes over the user's courses, when they leave teaching. */
const handover = { transferCoursesTo: uuid.optional() };

/**
 * A new role, sent with the role the admin saw: a role changed by someone else meanwhile is a 409,
 * never silently overwritten.
 */
export const roleChangeInput = z.strictObject({
  role: z.enum(ROLES, roleError),
  expectedRole: z.enum(ROLES, { error: 'Send the role the user had when you loaded the list' }),
  ...handover,
});
export type RoleChangeInput = z.infer<typeof roleChangeInput>;

export const roleChangeResponse = z.object({ message: z.string(), user: adminUserRow, transferredCourses: z.number().int() });
export type RoleChangeResponse = z.infer<typeof roleChangeResponse>;

export const passwordResetResponse = z.object({ message: z.string(), user: adminUserRow, temporaryPassword: oncePassword });
export type PasswordResetResponse = z.infer<typeof passwordResetResponse>;

/** A request without a body (Fastify reads it as null) deletes a user who teaches nothing. */
export const userDeleteInput = z
  .strictObject(handover)
  .nullish()
  .transform((v) => v ?? {});
export type UserDeleteInput = z.input<typeof userDeleteInput>;

export const userDeleteResponse = z.object({ message: z.string(), transferredCourses: z.number().int() });
export type UserDeleteResponse = z.infer<typeof userDeleteResponse>;
