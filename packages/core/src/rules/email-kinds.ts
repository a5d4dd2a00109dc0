// The e-mails LearnFlix sends (issue 30, docs/notifications.md "E-mail") and which Settings toggle
// governs each. Every e-mail needs 'emailNotifications' on as well; the one-click unsubscribe of a
// message turns off the toggle named here, and nothing else.
import type { NotificationPreferenceKey } from './notification-kinds.js';

export const EMAIL_KINDS = [
  'assigned',
  'reminder',
  'overdue',
  'recertification_due',
  'answer_graded',
  'certificate_issued',
  'digest',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_PREFERENCE_OF: Record<EmailKind, NotificationPreferenceKey> = {
  assigned: 'courseUpdates',
  reminder: 'courseUpdates',
  overdue: 'courseUpdates',
  recertification_due: 'courseUpdates',
  certificate_issued: 'courseUpdates',
  answer_graded: 'newMessages',
  digest: 'emailNotifications',
};
