import { enrollmentStatusResponse, type EnrollmentStatusInput, type StudentDetailResponse, type StudentsResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './keys';

export async function setEnrollmentStatus({ enrollmentId, status }: { enrollmentId: string } & EnrollmentStatusInput) {
  return enrollmentStatusResponse.parse(
    await api<unknown>(`/api/instructor/enrollments/${encodeURIComponent(enrollmentId)}/status`, { method: 'PATCH', body: { status } }),
  );
}

/**
 * Deactivates or restores an enrollment. The row and the open detail show the server's answer at
 * once; the lists are then refetched (a status filter may no longer hold the row).
 */
export function useSetEnrollmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEnrollmentStatus,
    onSuccess: async ({ enrollment }) => {
      const patch = <T extends { enrollmentId: string }>(row: T): T =>
        row.enrollmentId === enrollment.id ? { ...row, status: enrollment.status, progressPercentage: enrollment.progressPercentage } : row;
      queryClient.setQueriesData<StudentsResponse>({ queryKey: studentsKeys.lists() }, (old) =>
        old ? { ...old, students: old.students.map(patch) } : old,
      );
      queryClient.setQueryData<StudentDetailResponse>(studentsKeys.detail(enrollment.id), (old) =>
        old ? { ...old, student: patch(old.student) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: studentsKeys.lists() });
    },
  });
}
