import { messageResponse, type WaiveAssignmentInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assignmentKeys } from './keys';

export type WaiveAssignment = { id: string; input: WaiveAssignmentInput };

/** Excuses one learner from an assignment, with the reason (admins). */
export async function waiveAssignment({ id, input }: WaiveAssignment) {
  return messageResponse.parse(
    await api<unknown>(`/api/learner-assignments/${encodeURIComponent(id)}/waive`, { method: 'POST', body: input }),
  );
}

export function useWaiveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiveAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.reports() }),
  });
}
