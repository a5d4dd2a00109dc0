// The SQL of the admin's users: the list's page and counts, and one account as the admin screens
// show it. A page is found on narrow rows first (ids in name order: users_name_id_idx, or
// users_role_name_id_idx under a role filter, index-only scans, so a deep page skips index entries,
// not table rows; a search's matches), then only its 20 rows are read whole with their course counts.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
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
 * any case) as one LIKE on `search_text`, the three in lower case in one column (migration 0015):
 * with three letters or digits in a row it goes through that column's trigram index; a shorter
 * search (two letters) can use no index and reads the one column of every row. A search that names
 * a role ("admin") also finds that role's users.
 */
export function usersWhere(q: Pick<AdminUsersQuery, 'q' | 'role'>): SQL | undefined {
  const named = roleNamedBy(q.q);
  const search = q.q ? or(sql`${users.searchText} like lower(${likePattern(q.q)})`, named ? eq(users.role, named) : undefined) : undefined;
  return and(q.role ? eq(users.role, q.role) : undefined, search);
}

/** A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, Z). */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface PageRow extends Record<string, unknown> {
  id: string | null;
  staff_id: string;
  full_name: string;
  email: string | null;
  role: Role;
  specialization: string | null;
  avatar_url: string | null;
  must_change_password: boolean;
  created_at: string;
  course_count: number;
  total: number;
  admins: number;
}

/**
 * One page of the matching accounts (by name, then id) with the number of matches and of admins,
 * in one statement. A search first collects its matches through the trigram indexes (a
 * materialized CTE: the planner would otherwise walk the name index and filter, which reads most of
 * the table when the matches sit late in the alphabet), then counts and sorts those only. Without
 * a search, the page and the count are index-only scans of the (role,) name, id indexes.
 */
export async function findUsers(db: DbOrTx, q: AdminUsersQuery) {
  const where = usersWhere(q);
  const limit = sql.raw(String(ADMIN_USERS_PAGE_SIZE));
  const offset = sql.raw(String((q.page - 1) * ADMIN_USERS_PAGE_SIZE));
  const admins = sql`(select count(*)::int from users where role = 'admin')`;
  const matches = q.q ? sql`with matches as materialized (select id, full_name from users where ${where})` : sql``;
  const total = q.q
    ? sql`(select count(*)::int from matches)`
    : sql`(select count(*)::int from users ${where ? sql`where ${where}` : sql``})`;
  const page = q.q
    ? sql`select id from matches order by full_name, id limit ${limit} offset ${offset}`
    : sql`select id from users ${where ? sql`where ${where}` : sql``} order by full_name, id limit ${limit} offset ${offset}`;
  const { rows } = await db.execute<PageRow>(sql`
    ${matches}
    select c.total, c.admins, u.id, u.staff_id, u.full_name, u.email, u.role, u.specialization,
           ${pictureUrl(sql`u.avatar_file_id`, sql`u.avatar_url`)} as avatar_url, u.must_change_password,
           ${iso(sql`u.created_at`)} as created_at,
           (select count(*)::int from courses owned where owned.instructor_id = u.id) as course_count
      from (select ${total} as total, ${admins} as admins) c
      left join lateral (${page}) p on true
      left join users u on u.id = p.id
     order by u.full_name, u.id`);
  const users: AdminUserData[] = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      staffId: r.staff_id,
      fullName: r.full_name,
      email: r.email,
      role: r.role,
      specialization: r.specialization,
      avatarUrl: r.avatar_url,
      mustChangePassword: r.must_change_password,
      createdAt: new Date(r.created_at),
      courseCount: r.course_count,
    }));
  return { users, total: rows[0]?.total ?? 0, admins: rows[0]?.admins ?? 0 };
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
