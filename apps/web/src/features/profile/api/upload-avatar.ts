import { sessionUser, type SessionResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';
import { profileQueryKey } from './get-profile';

const uploadAvatarResponse = z.object({ profile: sessionUser, message: z.string() });

/** Sends the picture as multipart/form-data in the field `avatar`; the server checks type and size. */
export async function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return uploadAvatarResponse.parse(await api<unknown>('/api/profile/avatar', { method: 'POST', body }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The header's avatar comes from the session.
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) => (old?.user ? { ...old, user: profile } : old));
    },
  });
}
