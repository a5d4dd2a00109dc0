import { instructorCourseListResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

export interface CourseListQuery {
  /** Words of the title; '' for every course. */
  q: string;
  page: number;
}

/** /instructor/courses: one page of the caller's courses (an admin's: all), newest first. */
export async function getInstructorCourses({ q, page }: CourseListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  return instructorCourseListResponse.parse(await api<unknown>(`${authoringPaths.courses}?${params}`, { signal }));
}

export const instructorCoursesQueryOptions = (query: CourseListQuery) =>
  queryOptions({
    queryKey: authoringCourseKeys.list(query),
    queryFn: ({ signal }) => getInstructorCourses(query, signal),
    // The table keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useInstructorCourses(query: CourseListQuery) {
  return useQuery(instructorCoursesQueryOptions(query));
}
