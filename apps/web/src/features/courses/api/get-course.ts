import type { CourseDetail } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

// Not parsed with the zod contract: the course page's first call (see get-courses.ts); the server
// validates it against `courseDetail`.
export async function getCourse(id: string, signal?: AbortSignal) {
  return (await api<{ course: CourseDetail }>(`/api/courses/${encodeURIComponent(id)}`, { signal })).course;
}

export const courseQueryOptions = (id: string) =>
  queryOptions({ queryKey: courseKeys.detail(id), queryFn: ({ signal }) => getCourse(id, signal) });

export function useCourse(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...courseQueryOptions(id), enabled });
}
