import type { QueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@/lib/list-query';

/** Query keys of the groups screens: the list of groups and each group's members. */
export const groupKeys = {
  all: ['admin-groups'] as const,
  lists: () => ['admin-groups', 'list'] as const,
  list: (query: ListQuery) => ['admin-groups', 'list', query] as const,
  members: (id: string) => ['admin-groups', 'members', id] as const,
  memberList: (id: string, query: ListQuery) => ['admin-groups', 'members', id, query] as const,
};

const seg = encodeURIComponent;

export const groupPaths = {
  groups: '/api/admin/groups',
  group: (id: string) => `/api/admin/groups/${seg(id)}`,
  members: (id: string) => `/api/admin/groups/${seg(id)}/members`,
  member: (id: string, userId: string) => `/api/admin/groups/${seg(id)}/members/${seg(userId)}`,
};

/**
 * After any change to groups (or its refusal, which may mean the screen was stale): the list of
 * groups with their member counts and every members list. Only the queries on screen are fetched
 * again at once.
 */
export function invalidateGroups(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: groupKeys.all });
}
