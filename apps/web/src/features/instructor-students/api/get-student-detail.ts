import { studentDetailResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './keys';

export async function getStudentDetail(enrollmentId: string, signal?: AbortSignal) {
  return studentDetailResponse.parse(await api<unknown>(`/api/instructor/enrollments/${encodeURIComponent(enrollmentId)}`, { signal }));
}

export const studentDetailQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: studentsKeys.detail(enrollmentId),
    queryFn: ({ signal }) => getStudentDetail(enrollmentId, signal),
    staleTime: 5_000,
  });

/** One learner's lessons and attempts in one course: the detail panel, asked for while it is open. */
export function useStudentDetail(enrollmentId: string | null) {
  return useQuery({ ...studentDetailQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== null });
}
