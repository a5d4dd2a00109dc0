import { adminCoursesResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminPaths, adminPlatformKeys } from './keys';
import { listSearch, type ListQuery } from '@/lib/list-query';

export type AdminCoursesListQuery = ListQuery & { status: string };

export async function getAdminCourses(query: AdminCoursesListQuery, signal?: AbortSignal) {
  const search = listSearch({ q: query.q.trim(), status: query.status === 'all' ? '' : query.status, page: query.page });
  return adminCoursesResponse.parse(await api<unknown>(`${adminPaths.courses}${search}`, { signal }));
}

export const adminCoursesQueryOptions = (query: AdminCoursesListQuery) =>
  queryOptions({
    queryKey: adminPlatformKeys.courseList(query),
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    // The rows stay while the next page, search or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminCourses(query: AdminCoursesListQuery, enabled = true) {
  return useQuery({ ...adminCoursesQueryOptions(query), enabled });
}
