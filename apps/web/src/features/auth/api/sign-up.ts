import { messageResponse, type SignUpInput } from '@app/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function signUp(input: SignUpInput) {
  return messageResponse.parse(await api<unknown>('/api/auth/sign-up', { method: 'POST', body: input }));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
