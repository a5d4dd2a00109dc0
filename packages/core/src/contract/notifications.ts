// In-app notifications (issue 18): what is stored for a recipient, what the API answers, and the
// notification preferences of Settings. Each kind carries the facts of its event as structured
// data (titles as they were then); the texts and the link are made from them by core's
// `describeNotification`, so the words can change without touching stored rows.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../rules/notification-kinds.js';
import { uuid } from './fields.js';

const course = { courseId: z.uuid(), courseTitle: z.string() };
const quiz = { ...course, quizId: z.uuid(), quizTitle: z.string(), lessonId: z.uuid().nullable(), attemptId: z.uuid() };

/** The stored facts of each kind: the writers' SQL builds these objects, and a test parses every one. */
export const notificationData = {
  /** One written answer graded while others of the attempt still wait. */
  answer_graded: z.object({ ...quiz, points: z.number(), maxPoints: z.number(), pendingCount: z.number().int() }),
  /** The last answer of an attempt graded: the attempt's result. */
  quiz_graded: z.object({ ...quiz, percentage: z.number(), passingScore: z.number().int(), passed: z.boolean() }),
  certificate_issued: z.object({ ...course, code: z.string() }),
  enrollment_deactivated: z.object(course),
  enrollment_restored: z.object(course),
  /** Lessons that learners can now open: one added to a shown section, or a section shown. */
  new_lessons: z.object({
    ...course,
    lessonId: z.uuid().nullable(),
    lessonTitle: z.string().nullable(),
    sectionTitle: z.string().nullable(),
    count: z.number().int(),
  }),
  /** For the course's instructor: a submitted attempt with written answers to grade. */
  grading_needed: z.object({ ...quiz, learnerName: z.string(), pendingCount: z.number().int() }),
  new_enrollment: z.object({ ...course, learnerName: z.string() }),
  /** Assigned training (issue 30): the course, its due date, and (a reminder) how many days are left. */
  course_assigned: z.object({ ...course, dueOn: z.string() }),
  assignment_due: z.object({ ...course, dueOn: z.string(), daysBefore: z.number().int() }),
  assignment_overdue: z.object({ ...course, dueOn: z.string() }),
  /** A recertification's cycle opened: the course is due again by `dueOn` (the certificate's expiry). */
  recertification_due: z.object({ ...course, dueOn: z.string() }),
} as const;
export type NotificationData = { [K in keyof typeof notificationData]: z.infer<(typeof notificationData)[K]> };

/** A stored notification's kind with its data, checked together. */
const stored = <K extends keyof typeof notificationData>(kind: K) => z.object({ kind: z.literal(kind), data: notificationData[kind] });
export const storedNotification = z.discriminatedUnion('kind', [
  stored('answer_graded'),
  stored('quiz_graded'),
  stored('certificate_issued'),
  stored('enrollment_deactivated'),
  stored('enrollment_restored'),
  stored('new_lessons'),
  stored('grading_needed'),
  stored('new_enrollment'),
  stored('course_assigned'),
  stored('assignment_due'),
  stored('assignment_overdue'),
  stored('recertification_due'),
]);
export type StoredNotification = z.infer<typeof storedNotification>;

export const notificationItem = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the web app (a path). */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuery = z.strictObject({
  /** The last notification of the previous page: the next page is older than it. */
  before: uuid.optional(),
});

export const notificationsResponse = z.object({
  notifications: z.array(notificationItem),
  /** Pass as `before` for the next (older) page; null on the last one. */
  nextCursor: z.uuid().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const unreadCountResponse = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const markAllReadInput = z.strictObject({
  /**
   * The newest notification the reader has seen: those after it (arrived meanwhile) stay unread.
   * Without it, everything is marked.
   */
  upTo: uuid.optional(),
});

/**
 * The toggles of Settings, stored on the server (spec defaults: e-mail, course updates and messages
 * on, marketing off), and the daily digest e-mail (issue 30, off by default). `emailDigest` may be
 * left out, keeping what is stored: a page loaded before it existed still saves the four.
 */
export const notificationPreferences = z.strictObject({
  emailNotifications: z.boolean({ error: 'Email Notifications must be on or off' }),
  courseUpdates: z.boolean({ error: 'Course Updates must be on or off' }),
  newMessages: z.boolean({ error: 'New Messages must be on or off' }),
  marketingEmails: z.boolean({ error: 'Marketing Emails must be on or off' }),
  emailDigest: z.boolean({ error: 'Daily digest e-mail must be on or off' }).optional(),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferences>;

/** What is stored, with whether this server sends e-mail at all (SMTP_URL): the e-mail switches say so. */
export const notificationPreferencesResponse = notificationPreferences.extend({
  emailDigest: z.boolean(),
  emailEnabled: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesResponse>;
