// Sign Out: after the app's own sign-out (leave, forget the user and the cache, say so), a user who
// signed in through the OpenID provider goes on to the provider's sign-out (the server's
// `logoutUrl`), so that session ends too; anyone else stays in the app.
// The server is a fake `fetch`; the full page navigation (goToAddress) is a spy: jsdom cannot leave.
import type { SessionResponse } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/session-key';
import { goToAddress } from '../go-to-address';
import { useSignOut } from './sign-out';

vi.mock('../go-to-address', () => ({ goToAddress: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const LOGOUT = 'https://id.example.com/logout?id_token_hint=abc&post_logout_redirect_uri=https%3A%2F%2Flms.example.com%2F';

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(goToAddress).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function signOutWith(answer: Response) {
  fetchMock.mockImplementation((input, init) =>
    Promise.resolve(
      String(input) === '/api/auth/sign-out' && init?.method === 'POST'
        ? answer
        : json(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: { id: 'u' } as SessionResponse['user'], expired: false });
  client.setQueryData(['courses', 'mine'], ['a course']);
  const steps: string[] = [];
  vi.mocked(goToAddress).mockImplementation((url) => steps.push(`go ${url}`));
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () =>
      useSignOut({
        leave: () => void steps.push('leave'),
        onSignedOut: () => {
          // The app's own sign-out is done by then: no user, nothing cached for them.
          steps.push(
            `signed out: ${client.getQueryData<SessionResponse>(sessionQueryKey)?.user ?? 'nobody'}, ${client.getQueryData(['courses', 'mine']) ?? 'nothing'}`,
          );
        },
      }),
    { wrapper },
  );
  act(() => result.current.mutate());
  return { result, steps };
}

describe('useSignOut', () => {
  it('goes on to the provider’s sign-out last, when the server names one', async () => {
    const { result, steps } = signOutWith(json(200, { message: 'Signed out', logoutUrl: LOGOUT }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(steps).toEqual(['leave', 'signed out: nobody, nothing', `go ${LOGOUT}`]);
    expect(goToAddress).toHaveBeenCalledTimes(1);
  });

  it('stays in the app when the server names none (a local or LDAP session)', async () => {
    const { result, steps } = signOutWith(json(200, { message: 'Signed out', logoutUrl: null }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(steps).toEqual(['leave', 'signed out: nobody, nothing']);
    expect(goToAddress).not.toHaveBeenCalled();
  });

  it('goes nowhere when the sign-out fails', async () => {
    const { result, steps } = signOutWith(json(500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(steps).toEqual([]);
    expect(goToAddress).not.toHaveBeenCalled();
  });
});
