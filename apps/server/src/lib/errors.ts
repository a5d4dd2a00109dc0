// Errors that carry their HTTP status and the API's error code. Services throw these;
// the error handler in app.ts turns them into `{ error: { code, message } }`. Every refusal is
// made by a named helper below, with its text from MESSAGES: lint forbids `new HttpError`
// anywhere else (eslint.config.js), so a status and its code are paired once.
import { MESSAGES, type ErrorCode } from '@app/core';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Headers the response must carry (Retry-After on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MESSAGES.badRequest) => new HttpError(400, 'VALIDATION_ERROR', message);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new HttpError(401, 'UNAUTHENTICATED', message);
/** A 401 for a request whose session cookie names no live session any more: it expired or was ended. */
export const sessionExpired = () => new HttpError(401, 'SESSION_EXPIRED', MESSAGES.sessionExpired);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
/** An enrollment an instructor or admin deactivated: only they can restore it. */
export const enrollmentInactive = (message: string = MESSAGES.enrollmentInactive) => new HttpError(403, 'ENROLLMENT_INACTIVE', message);
/** A learner route asked by someone without an active enrollment in the course. */
export const notEnrolled = () => new HttpError(403, 'NOT_ENROLLED', MESSAGES.notEnrolled);
/** A lesson (or the course assessment) whose earlier lessons are not done yet. */
export const lessonLocked = (message: string = MESSAGES.lessonLocked) => new HttpError(403, 'LESSON_LOCKED', message);
/** Signed in with a temporary password: nothing but changing it until it is changed. */
export const passwordChangeRequired = () => new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', MESSAGES.passwordChangeRequired);
/** A wrong Staff ID or password, told apart from neither. */
export const invalidCredentials = () => new HttpError(401, 'UNAUTHENTICATED', MESSAGES.invalidCredentials);
/** An attempt that takes no more answers: submitted, or past its deadline. */
export const attemptClosed = (message: string = MESSAGES.attemptClosed) => new HttpError(409, 'ATTEMPT_CLOSED', message);
/** Every attempt a quiz allows is used. */
export const attemptLimit = (message: string) => new HttpError(409, 'ATTEMPT_LIMIT', message);
/** A body or file over its limit. */
export const payloadTooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
/** A file of a type the upload does not take. */
export const unsupportedMediaType = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
/** Something that was there and has expired (a resumable upload): 410. */
export const gone = (message: string) => new HttpError(410, 'NOT_FOUND', message);
/** A request without a header the protocol requires (tus's Tus-Resumable): 412. */
export const preconditionFailed = (message: string = MESSAGES.badRequest) => new HttpError(412, 'VALIDATION_ERROR', message);
/** Seconds a client should wait before retrying while the database or storage is down. */
export const RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = (message: string = MESSAGES.serviceUnavailable, retryAfterSeconds = RETRY_AFTER_SECONDS) =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', message, { 'retry-after': String(retryAfterSeconds) });
/** File storage is full (a disk, a bucket's quota): 507, try again later. */
export const storageFull = () => new HttpError(507, 'STORAGE_FULL', MESSAGES.storageFull, { 'retry-after': String(RETRY_AFTER_SECONDS) });
/** File storage cannot be reached or refuses us: 503, try again shortly. */
export const storageUnavailable = () =>
  new HttpError(503, 'STORAGE_UNAVAILABLE', MESSAGES.storageUnavailable, { 'retry-after': String(RETRY_AFTER_SECONDS) });
export const tooManyRequests = (message: string) => new HttpError(429, 'RATE_LIMITED', message);

/** PostgreSQL unique_violation, for turning a lost race into a clean 409. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const pgErr = e as { code?: string; constraint?: string };
  return pgErr?.code === '23505' && (constraint === undefined || pgErr.constraint === constraint);
}

/** PostgreSQL foreign_key_violation: the row referred to went meanwhile (a deleted account). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  return (e as { code?: string })?.code === '23503';
}
