// The users list (User Management, Role Management): a page of accounts with the screen's search
// and role filter, by name. One statement, whatever the number of accounts (queries.ts, findUsers).
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersQuery, type AdminUsersResponse } from '@app/core';
import type { Deps } from '../../deps.js';
import { presentAdminUser } from './presenter.js';
import { findUsers } from './queries.js';

export async function listUsers(deps: Pick<Deps, 'db'>, q: AdminUsersQuery): Promise<AdminUsersResponse> {
  const found = await findUsers(deps.db, q);
  return {
    users: found.users.map(presentAdminUser),
    total: found.total,
    page: q.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    adminCount: found.admins,
  };
}
