// The one error shape of the API: `{ error: { code, message } }`.
// Messages are the product's user-facing texts (spec section 8); the web app shows them as they are.
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'NOT_FOUND',
  'NOT_ENROLLED',
  'LESSON_LOCKED',
  'ATTEMPT_LIMIT',
  'ATTEMPT_CLOSED',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponse = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const MESSAGES = {
  invalidCredentials: 'Invalid Staff ID or password',
  signedIn: 'Logged in successfully!',
  signedUp: 'Account created successfully! You can now sign in with your Staff ID.',
  staffIdTaken: 'An account with this Staff ID already exists',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unauthenticated: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  adminRequired: 'Admin access required',
  readOnly: 'You are in Read-Only Mode. You can view all data but cannot make changes.',
  passwordChangeRequired: 'You must choose a new password before continuing.',
  passwordUpdated: 'Password updated',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordsDontMatch: "New passwords don't match.",
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordSameAsOld: 'Choose a password different from your current one.',
  profileUpdated: 'Profile updated',
  noUser: 'No user logged in',
  notFound: 'Not found',
  badRequest: 'The request is not valid.',
  internal: 'Something went wrong. Please try again.',
  courseNotFound: 'Course Not Found',
  lessonLocked: 'This lesson is locked. Complete the earlier lessons first.',
  lessonNotFound: 'Content not available',
  lessonCompleted: 'Lesson completed!',
  finishQuizToComplete: 'Finish the quiz to complete this lesson.',
  previewNotRecorded: 'Preview mode: progress is not recorded.',
  certificateNotFound: 'Certificate not found',
  quizNotFound: 'Quiz not found.',
  quizNotAvailable: 'Quiz Not Available',
  noQuestions: 'No Questions Available',
  quizPassed: 'Quiz completed successfully!',
  quizFailed: 'Quiz completed, but did not pass',
  quizPending: 'Quiz submitted. Some answers are waiting for your instructor to grade them.',
  attemptClosed: 'This attempt has already been submitted.',
  deadlinePassed: 'Time is up: the attempt was submitted with the answers saved so far.',
  optionNotInQuestion: 'That option does not belong to this question.',
  questionNotInQuiz: 'That question is not part of this quiz.',
  assessmentLocked: 'Complete every lesson to unlock the course assessment.',
  previewNoAttempts: 'Preview mode: quizzes cannot be taken here.',
  answerWrongKind: 'This question takes a different kind of answer.',
  enrolled: 'Successfully enrolled in the course!',
  alreadyEnrolled: 'You are already enrolled in this course.',
  enrollFailed: 'Failed to enroll in course',
  notEnrolled: 'Not Enrolled',
  enrollFirstToRate: 'Enroll in this course to rate it.',
  ratingSaved: 'Thanks for rating this course!',
  avatarInvalid: 'Please choose a JPG, PNG or GIF image.',
  avatarTooLarge: 'The image is larger than 5MB.',
} as const;

/** The spec's text, with the quiz's own limit. */
export const attemptLimitMessage = (maxAttempts: number) => `You have reached the maximum ${maxAttempts} reattempts for this quiz.`;
