// E-mail (issue 30, docs/notifications.md "E-mail"): what an outbox row holds kind by kind, and the
// one-click unsubscribe link's query and what the web page is told of it. An e-mail's `data` uses
// the in-app notification's shapes, so one event is described once.
import { z } from 'zod';
import type { EmailKind } from '../rules/email-kinds.js';
import { isTimeZone } from '../rules/assignments.js';
import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from '../rules/notification-kinds.js';
import { notificationData } from './notifications.js';
import { textInput, uuid } from './fields.js';

/**
 * 'answer_graded' covers both grading notifications: `result` 'answer' (one answer graded while
 * others wait) or 'quiz' (the grade that settled the attempt, with its result).
 */
const answerGraded = z.discriminatedUnion('result', [
  notificationData.answer_graded.extend({ result: z.literal('answer') }),
  notificationData.quiz_graded.extend({ result: z.literal('quiz') }),
]);

/** The facts of one e-mail, kind by kind (digest: the messages it gathers, oldest first). */
const single = {
  assigned: notificationData.course_assigned,
  reminder: notificationData.assignment_due,
  overdue: notificationData.assignment_overdue,
  recertification_due: notificationData.recertification_due,
  certificate_issued: notificationData.certificate_issued,
  answer_graded: answerGraded,
} as const;
type SingleKind = keyof typeof single;

const held = <K extends SingleKind>(kind: K) => z.object({ kind: z.literal(kind), data: single[kind] });
const heldMessage = z.discriminatedUnion('kind', [
  held('assigned'),
  held('reminder'),
  held('overdue'),
  held('recertification_due'),
  held('certificate_issued'),
  held('answer_graded'),
]);

export const emailData = {
  ...single,
  /** The learner's day: the date (in their time zone) and the held messages, oldest first. */
  digest: z.object({ date: z.string(), messages: z.array(heldMessage) }),
} satisfies Record<EmailKind, z.ZodType>;

export type EmailData = { [K in EmailKind]: z.infer<(typeof emailData)[K]> };
export type HeldEmail = z.infer<typeof heldMessage>;

/** The Settings labels of the toggles, as the unsubscribe page names what it turns off. */
export const PREFERENCE_LABELS: Record<NotificationPreferenceKey, string> = {
  emailNotifications: 'Email Notifications',
  courseUpdates: 'Course Updates',
  newMessages: 'New Messages',
  marketingEmails: 'Marketing Emails',
};

/** `?u=&p=&t=` of an unsubscribe link: the user, the toggle to turn off, the signed token. */
export const unsubscribeQuery = z.strictObject({
  u: uuid,
  p: z.enum(NOTIFICATION_PREFERENCE_KEYS, { error: 'The unsubscribe link names no setting' }),
  t: textInput('The unsubscribe token').min(1, 'The unsubscribe token is required').max(200, 'The unsubscribe token is too long'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

/** What the unsubscribe page is told of its link (GET, which changes nothing). */
export const unsubscribeInfo = z.object({
  status: z.enum(['valid', 'expired', 'invalid']),
  preference: z.enum(NOTIFICATION_PREFERENCE_KEYS),
  /** The toggle's name in Settings. */
  label: z.string(),
  /** Whether the toggle is on now (false: already off); null unless the link is valid. */
  enabled: z.boolean().nullable(),
  /** Why the link cannot be used (expired or invalid); null when it can. */
  message: z.string().nullable(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfo>;

/** The answer of the one-click POST: the toggle is off now. */
export const unsubscribeResult = z.object({ preference: z.enum(NOTIFICATION_PREFERENCE_KEYS), label: z.string(), message: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResult>;
export const unsubscribedMessage = (label: string) => `Done: ${label} is off. You can turn it back on in Settings.`;

/** PUT /api/me/time-zone: the browser's IANA zone, the user's "today" for due dates and e-mails. */
export const timeZoneInput = z.strictObject({
  timeZone: textInput('Time zone')
    .min(1, 'Time zone is required')
    .max(64, 'Time zone must be at most 64 characters')
    .refine(isTimeZone, 'Time zone must be an IANA time zone, such as Europe/Paris'),
});
export const timeZoneResponse = z.object({ timeZone: z.string() });
