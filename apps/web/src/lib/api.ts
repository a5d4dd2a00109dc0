import { errorResponse, MESSAGES } from '@app/core';
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

/**
 * JSON fetch against our own API. Mutations carry the CSRF header the server requires.
 * A 401 (or a forced password change) from any call but the session check means the session
 * changed under us: the session query is refetched and the guards take it from there.
 */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const isMutation = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(isMutation ? { 'content-type': 'application/json', 'x-requested-with': 'fetch' } : {}),
      },
      // Fastify refuses an empty body declared as JSON, so mutations always send an object.
      body: isMutation ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }

  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data as T;

  const parsed = errorResponse.safeParse(data);
  const error = parsed.success
    ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(response.status, 'INTERNAL', MESSAGES.internal);

  const sessionChanged = error.status === 401 || error.code === 'PASSWORD_CHANGE_REQUIRED';
  if (sessionChanged && !SESSION_NEUTRAL.some((p) => path.startsWith(p))) {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }
  throw error;
}
