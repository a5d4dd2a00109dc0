import { ApiError } from '@/lib/api';

/** The forced password change form's frame (components/forced-password-change.tsx). */
export const FORCED_CHANGE_ID = 'choose-new-password';

/**
 * A toast's options for a failed request: a refusal because the user must first choose a new
 * password gets an action that takes them to the form (the session is re-read on that refusal, so
 * every page shows the form at once: app/layouts/root-layout.tsx). Any other error gets none.
 */
export function passwordChangeAction(error: unknown): { action?: { label: string; onClick: () => void } } {
  if (!(error instanceof ApiError) || error.code !== 'PASSWORD_CHANGE_REQUIRED') return {};
  return {
    action: {
      label: 'Choose a new password',
      onClick: () => document.querySelector<HTMLInputElement>(`#${FORCED_CHANGE_ID} input`)?.focus(),
    },
  };
}
