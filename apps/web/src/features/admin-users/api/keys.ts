import type { UsersParams } from './users-params';

/** Query keys of the admin's users and figures. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: () => ['admin-users', 'list'] as const,
  list: (params: UsersParams) => ['admin-users', 'list', params] as const,
  stats: () => ['admin-users', 'stats'] as const,
};
