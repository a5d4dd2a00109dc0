import { ApiError, errorMessage } from '@/lib/api';

/**
 * What to tell the user when an account action fails: the server's own message when it gave a
 * specific one, the spec's text for the action (`fallback`) when it only reported an internal error.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'INTERNAL') return fallback;
  return errorMessage(error, fallback);
}
