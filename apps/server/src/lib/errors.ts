// Errors that carry their HTTP status and the API's error code. Services throw these;
// the error handler in app.ts turns them into `{ error: { code, message } }`.
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
export const enrollmentInactive = () => new HttpError(403, 'ENROLLMENT_INACTIVE', MESSAGES.enrollmentInactive);
/** Seconds a client should wait before retrying while the database or storage is down. */
export const RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable, { 'retry-after': String(RETRY_AFTER_SECONDS) });
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
