import { featuredCourseResponse, type FeaturedCourseInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAdminPlatform } from './invalidate';
import { adminPaths, adminPlatformKeys } from './keys';

export async function setFeaturedCourse(body: FeaturedCourseInput) {
  return featuredCourseResponse.parse(await api<unknown>(adminPaths.featuredCourse, { method: 'PUT', body }));
}

/** Features a course (or clears the choice); the settings show the server's answer at once. */
export function useSetFeaturedCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeaturedCourse,
    onSuccess: ({ message: _message, ...settings }) => queryClient.setQueryData(adminPlatformKeys.settings(), settings),
    onSettled: () => invalidateAdminPlatform(queryClient),
  });
}
