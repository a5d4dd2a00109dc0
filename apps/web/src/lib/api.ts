import type { ErrorCode } from '@app/core';
import { ApiError } from './api-error';
import { queryClient } from './query-client';
import { sessionQueryKey } from './session-key';

export { ApiError, errorMessage } from './api-error';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

// Calls whose 401 says nothing about the current session (a wrong password is not an expiry).
const SESSION_NEUTRAL = ['/api/auth/session', '/api/auth/sign-in'];

// This module is on every page's critical path (the landing page included). Nothing here imports a
// value from @app/core's contract modules: they build zod schemas when loaded, and zod alone would
// add ~25 KB gzipped to the first load. Hence the error body is checked by hand and this text is
// MESSAGES.internal, repeated.
const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** The `{ error: { code, message } }` body of a failed call (the contract's errorResponse). */
function readErrorBody(data: unknown): { code: ErrorCode; message: string } | null {
  const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string' || typeof error.code !== 'string') return null;
  return { code: error.code as ErrorCode, message: error.message };
}

/**
 * JSON fetch against our own API. Mutations carry the CSRF header the server requires. A FormData
 * body (a file upload) is sent as multipart/form-data, its content type set by the browser.
 * A 401 (or a forced password change) from any call but the session check means the session
 * changed under us: the session query is refetched and the guards take it from there.
 */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const isMutation = method !== 'GET';
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(isMutation ? { 'x-requested-with': 'fetch' } : {}),
        ...(isMutation && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      // Fastify refuses an empty body declared as JSON, so mutations always send an object.
      body: isForm ? body : isMutation ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }

  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data as T;

  const failure = readErrorBody(data);
  const error = failure
    ? new ApiError(response.status, failure.code, failure.message)
    : new ApiError(response.status, 'INTERNAL', INTERNAL_MESSAGE);

  const sessionChanged = error.status === 401 || error.code === 'PASSWORD_CHANGE_REQUIRED';
  if (sessionChanged && !SESSION_NEUTRAL.some((p) => path.startsWith(p))) {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }
  throw error;
}
