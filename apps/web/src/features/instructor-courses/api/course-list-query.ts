import type { CourseListQuery } from './get-courses';

/** The course list's search and page, as /instructor/courses?q=&page= names them. */
export function courseListQuery(params: URLSearchParams): CourseListQuery {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}
