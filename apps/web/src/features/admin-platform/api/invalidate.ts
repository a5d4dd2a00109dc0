import type { QueryClient } from '@tanstack/react-query';
import { courseKeys } from '@/features/courses';
import { adminPlatformKeys } from './keys';

/**
 * After any admin change (or its refusal, which may mean the screen was stale): every admin
 * platform list (courses, settings, categories and their counts, the audit log) and what learners
 * see of the catalogue. Only the queries on screen are fetched again at once.
 */
export function invalidateAdminPlatform(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPlatformKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  ]);
}
