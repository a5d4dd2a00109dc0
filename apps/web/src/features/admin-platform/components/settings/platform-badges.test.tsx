// System Settings' Platform card: how people sign in is the server's real state (GET /api/auth/methods),
// not a fixed badge; the other facts stay as the spec has them. The server is a fake `fetch`.
import type { SignInMethodsResponse } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformBadges } from './platform-badges';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function renderBadges(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) =>
      Promise.resolve(String(input) === '/api/auth/methods' ? answer : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlatformBadges />
    </QueryClientProvider>,
  );
}

/** The badge of the row named `label`. */
const badgeOf = async (label: string) => {
  const row = (await screen.findByText(label)).closest('li')!;
  return row.querySelector('[data-slot="badge"]')?.textContent;
};

describe('PlatformBadges', () => {
  it('reports sign-in as set up with Staff ID passwords for everyone, no directory, open sign-up', async () => {
    renderBadges(
      json(200, { passwordForm: true, localPasswords: true, ldap: false, oidc: null, signUp: true } satisfies SignInMethodsResponse),
    );
    expect(await screen.findByText('No OpenID provider is set up.')).toBeTruthy();
    expect(await badgeOf('Staff ID passwords')).toBe('Enabled');
    expect(await badgeOf('LDAP directory')).toBe('Disabled');
    expect(await badgeOf('OpenID Connect')).toBe('Disabled');
    expect(await badgeOf('Sign-up')).toBe('Open');
    expect(screen.queryByText('Staff ID authentication')).toBeNull();
    // The spec's other facts are still there.
    expect(await badgeOf('Email verification')).toBe('Disabled');
    expect(await badgeOf('Auto approval')).toBe('Manual Review');
    expect(await badgeOf('Course reviews')).toBe('Enabled');
  });

  it('reports directory sign-in: break-glass admins only, LDAP, the provider with its label, sign-up closed', async () => {
    renderBadges(
      json(200, {
        passwordForm: true,
        localPasswords: false,
        ldap: true,
        oidc: { label: 'Acme SSO' },
        signUp: false,
      } satisfies SignInMethodsResponse),
    );
    expect(await screen.findByText('The sign-in page offers “Sign in with Acme SSO”.')).toBeTruthy();
    expect(await badgeOf('Staff ID passwords')).toBe('Break-glass admins only');
    expect(await badgeOf('LDAP directory')).toBe('Enabled');
    expect(await badgeOf('OpenID Connect')).toBe('Enabled');
    expect(await badgeOf('Sign-up')).toBe('Closed');
  });

  it('says when the sign-in methods cannot be read, and keeps the other facts', async () => {
    renderBadges(json(500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }));
    const section = screen.getByRole('region', { name: 'Platform' });
    expect(await within(section).findByText('Could not load how people sign in')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await badgeOf('Course reviews')).toBe('Enabled');
  });
});
