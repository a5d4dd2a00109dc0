import { studentsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './keys';
import { studentsSearch, type StudentsParams } from './students-params';

export async function getStudents(params: StudentsParams, signal?: AbortSignal) {
  return studentsResponse.parse(await api<unknown>(`/api/instructor/students${studentsSearch(params)}`, { signal }));
}

export const studentsQueryOptions = (params: StudentsParams) =>
  queryOptions({
    queryKey: studentsKeys.list(params),
    queryFn: ({ signal }) => getStudents(params, signal),
    // Learners progress all the time: every opening asks again; the rows shown stay while the next page loads.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export function useStudents(params: StudentsParams) {
  return useQuery(studentsQueryOptions(params));
}
