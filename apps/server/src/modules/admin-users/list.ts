// The users list (User Management, Role Management): a page of accounts with the screen's search
// and role filter, by name. Two statements at once, whatever the number of accounts: the page and
// the counts.
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersQuery, type AdminUsersResponse } from '@app/core';
import type { Db } from '../../db/client.js';
import { presentAdminUser } from './presenter.js';
import { usersCounts, usersPage, usersWhere } from './queries.js';

export async function listUsers(db: Db, q: AdminUsersQuery): Promise<AdminUsersResponse> {
  const where = usersWhere(q);
  const [rows, counts] = await Promise.all([usersPage(db, where, q.page), usersCounts(db, where)]);
  return {
    users: rows.map(presentAdminUser),
    total: counts.total,
    page: q.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    adminCount: counts.admins,
  };
}
