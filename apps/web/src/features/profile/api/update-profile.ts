import { sessionUser, type ProfileUpdateInput, type SessionResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';
import { profileQueryKey } from './get-profile';

const updateProfileResponse = z.object({ profile: sessionUser, message: z.string() });

export async function updateProfile(input: ProfileUpdateInput) {
  return updateProfileResponse.parse(await api<unknown>('/api/profile', { method: 'PATCH', body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The header shows the name and avatar from the session: keep it in step.
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) => (old?.user ? { ...old, user: profile } : old));
    },
  });
}
