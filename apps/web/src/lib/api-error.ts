import type { ErrorCode } from '@app/core';

export type ApiErrorCode = ErrorCode | 'NETWORK';

/** Every failed API call throws this; `message` is the server's user-facing text, shown as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The message to show for any error, with a fallback for errors that carry none of ours. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
