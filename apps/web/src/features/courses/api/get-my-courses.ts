import { myCoursesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { myKeys } from './keys';

export async function getMyCourses(signal?: AbortSignal) {
  return myCoursesResponse.parse(await api<unknown>('/api/me/courses', { signal }));
}

export const myCoursesQueryOptions = () => queryOptions({ queryKey: myKeys.courses(), queryFn: ({ signal }) => getMyCourses(signal) });

export function useMyCourses() {
  return useQuery(myCoursesQueryOptions());
}
