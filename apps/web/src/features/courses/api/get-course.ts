import { courseDetail } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

const courseDetailResponse = z.object({ course: courseDetail });

export async function getCourse(id: string, signal?: AbortSignal) {
  return courseDetailResponse.parse(await api<unknown>(`/api/courses/${encodeURIComponent(id)}`, { signal })).course;
}

export const courseQueryOptions = (id: string) =>
  queryOptions({ queryKey: courseKeys.detail(id), queryFn: ({ signal }) => getCourse(id, signal) });

export function useCourse(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...courseQueryOptions(id), enabled });
}
