import { myAssignmentsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { myKeys } from './keys';

/** The courses assigned to the signed-in learner, overdue and expired first (the server orders them by core's compareAssigned). */
export async function getMyAssignments(signal?: AbortSignal) {
  return myAssignmentsResponse.parse(await api<unknown>('/api/me/assignments', { signal }));
}

export const myAssignmentsQueryOptions = () =>
  queryOptions({ queryKey: myKeys.assignments(), queryFn: ({ signal }) => getMyAssignments(signal) });

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}
