// The one error shape of the API: `{ error: { code, message } }`.
// Messages are the product's user-facing texts (spec section 8); the web app shows them as they are.
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'NOT_FOUND',
  'NOT_ENROLLED',
  'ENROLLMENT_INACTIVE',
  'LESSON_LOCKED',
  'ATTEMPT_LIMIT',
  'ATTEMPT_CLOSED',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'STORAGE_FULL',
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** The request's id, as on the server's log lines and the x-request-id header: what to quote in a report. */
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

// The texts live in a module of their own, without zod: pages that only show a message load no schema.
export { attemptLimitMessage, MESSAGES } from '../messages.js';
