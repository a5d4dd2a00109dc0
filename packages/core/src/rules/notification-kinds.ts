// Notification kinds and which Settings toggle governs each, without zod: the server's SQL, the
// Settings screen and the texts read these.

export const NOTIFICATION_KINDS = [
  'answer_graded',
  'quiz_graded',
  'certificate_issued',
  'enrollment_deactivated',
  'enrollment_restored',
  'new_lessons',
  'grading_needed',
  'new_enrollment',
  'course_assigned',
  'assignment_due',
  'assignment_overdue',
  'recertification_due',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PREFERENCE_KEYS = ['emailNotifications', 'courseUpdates', 'newMessages', 'marketingEmails'] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];

/** The spec's defaults (public-and-student.md section 9), for a user who never saved a choice. */
export const NOTIFICATION_PREFERENCE_DEFAULTS: Record<NotificationPreferenceKey, boolean> = {
  emailNotifications: true,
  courseUpdates: true,
  newMessages: true,
  marketingEmails: false,
};

/**
 * Which toggle lets each kind through (docs/notifications.md, "Which Settings toggle governs which notification"). 'Course Updates': what
 * happens in a course (new lessons for its learners, new learners for its instructor). 'New
 * Messages': what an instructor or a learner addressed to you (a grade with its feedback, written
 * answers waiting for your grade). Null: always delivered, because it changes what the user can
 * open or has earned (a certificate, an enrollment made inactive or restored). E-mail and marketing
 * govern no in-app notification: the product sends neither yet, and the choice is kept for then.
 */
export const NOTIFICATION_PREFERENCE_OF: Record<NotificationKind, NotificationPreferenceKey | null> = {
  answer_graded: 'newMessages',
  quiz_graded: 'newMessages',
  grading_needed: 'newMessages',
  new_lessons: 'courseUpdates',
  new_enrollment: 'courseUpdates',
  certificate_issued: null,
  enrollment_deactivated: null,
  enrollment_restored: null,
  // Assigned training (issue 30) is required of the learner: its notices always reach the app.
  course_assigned: null,
  assignment_due: null,
  assignment_overdue: null,
  recertification_due: null,
};
