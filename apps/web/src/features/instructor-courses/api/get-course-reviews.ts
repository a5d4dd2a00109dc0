import { courseReviewsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** The Reviews tab: one page of the course's ratings, newest first. */
export async function getCourseReviews(courseId: string, page: number, signal?: AbortSignal) {
  return courseReviewsResponse.parse(await api<unknown>(`${authoringPaths.reviews(courseId)}?page=${page}`, { signal }));
}

export const courseReviewsQueryOptions = (courseId: string, page: number) =>
  queryOptions({
    queryKey: authoringCourseKeys.reviews(courseId, page),
    queryFn: ({ signal }) => getCourseReviews(courseId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCourseReviews(courseId: string, page: number, { enabled = true } = {}) {
  return useQuery({ ...courseReviewsQueryOptions(courseId, page), enabled });
}
