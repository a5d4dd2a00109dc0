import { createdUserResponse, type CreateUserInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAccounts } from './invalidate';

/** Creates an account; the answer holds its first password, shown once. */
export async function createUser(input: CreateUserInput) {
  return createdUserResponse.parse(await api<unknown>('/api/admin/users', { method: 'POST', body: input }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAccounts(queryClient) });
}
