// The SQL of the admin's users: the list's page and counts, and one account as the admin screens
// show it. A page is found on the narrow (name, id) index entries first (users_name_id_idx, or
// users_role_name_id_idx under a role filter: index-only scans, so a deep page skips index entries,
// not table rows), then only its 20 rows are read whole with their course counts.
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_USERS_PAGE_SIZE, roleNamedBy, type AdminUsersQuery, type Role } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { users } from '../../db/schema.js';
import { pictureUrl } from '../../storage/file-url.js';

/** What the admin screens show of an account (presenter.ts picks from it): never its password hash. */
export const adminUserColumns = {
  id: users.id,
  staffId: users.staffId,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  specialization: users.specialization,
  avatarUrl: pictureUrl(users.avatarFileId, users.avatarUrl),
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  /** Every course they are the instructor of (courses_instructor_idx), whatever its status. */
  // Spelled out: Drizzle leaves a column unqualified when it selects from one table, and "id" would
  // then be the course's own.
  courseCount: sql<number>`(select count(*)::int from courses owned where owned.instructor_id = users.id)`.mapWith(Number),
};

/**
 * The list's filters: the role select, and the search in names, e-mails and staff IDs ("contains",
 * one trigram index per column); a search that names a role ("admin") also finds that role's users.
 */
export function usersWhere(q: Pick<AdminUsersQuery, 'q' | 'role'>): SQL | undefined {
  const pattern = q.q ? likePattern(q.q) : undefined;
  const named = roleNamedBy(q.q);
  const search = pattern
    ? or(
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
        ilike(users.staffId, pattern),
        named ? eq(users.role, named) : undefined,
      )
    : undefined;
  return and(q.role ? eq(users.role, q.role) : undefined, search);
}

/** One page of the matching accounts, by name then id. */
export function usersPage(db: DbOrTx, where: SQL | undefined, page: number) {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(users.fullName, users.id)
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
    .as('page');
  return db.select(adminUserColumns).from(ids).innerJoin(users, eq(users.id, ids.id)).orderBy(users.fullName, users.id);
}

/** How many accounts match, and how many admins there are, in one statement. */
export async function usersCounts(db: DbOrTx, where: SQL | undefined): Promise<{ total: number; admins: number }> {
  const [row] = await db
    .select({
      total: count(),
      admins: sql<number>`(select count(*)::int from ${users} where ${users.role} = 'admin')`.mapWith(Number),
    })
    .from(users)
    .where(where);
  return { total: row?.total ?? 0, admins: row?.admins ?? 0 };
}

/** One account, its row locked against any other change until the transaction ends. */
export async function lockedUser(tx: DbOrTx, id: string) {
  const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for('update', { of: users });
  return row;
}

/** One account as it stands (after a change, for the answer). */
export async function adminUser(tx: DbOrTx, id: string) {
  const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id));
  return row;
}

export type AdminUserData = NonNullable<Awaited<ReturnType<typeof adminUser>>>;

/**
 * Locks the admins' rows, in id order so that two such transactions never deadlock, and returns
 * their ids. Every change of accounts takes these locks first, so changes that could each leave an
 * admin (two admins demoting each other at once) run one after the other. The first statement
 * waits for a change in flight; the second reads the admins as that change left them (each
 * statement sees what committed before it started) and locks one it made.
 */
export async function lockAdmins(tx: DbOrTx): Promise<string[]> {
  const lock = () => tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('no key update');
  await lock();
  return (await lock()).map((r) => r.id);
}

/** The account named to take over courses, if it exists (its role decides whether it may). */
export async function findUserRole(tx: DbOrTx, id: string): Promise<{ id: string; role: Role; fullName: string } | undefined> {
  const [row] = await tx.select({ id: users.id, role: users.role, fullName: users.fullName }).from(users).where(eq(users.id, id));
  return row;
}
