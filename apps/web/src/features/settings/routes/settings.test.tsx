// Settings' password card: an account with a password of its own here changes it in the form (a
// local account, or a directory account that also has a local one); a directory account made at its
// first sign-in has none, and is told its password is the directory's instead of seeing a form.
// The session is put in react-query's cache; the other cards' calls answer from a fake `fetch`.
import { MESSAGES, type SessionResponse, type SessionUser } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/session-key';
import { Component as SettingsPage } from './settings';
import { sessionUser } from '@/test/session-user';

const USER = sessionUser({ id: '00000000-0000-4000-8000-000000000001', createdAt: '2026-05-01T00:00:00.000Z' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        String(input) === '/api/me/notification-preferences'
          ? json(200, {
              courseUpdates: true,
              newMessages: true,
              emailNotifications: false,
              marketingEmails: false,
              emailDigest: false,
              emailEnabled: false,
            })
          : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderSettings(user: SessionUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData<SessionResponse>(sessionQueryKey, { user, expired: false });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/settings']}>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Settings, the password', () => {
  it('tells a directory account without a password here that the directory keeps it, with no form', () => {
    renderSettings({ ...USER, directory: 'oidc', hasLocalPassword: false });
    expect(screen.getByText(MESSAGES.passwordKeptByDirectory)).toBeTruthy();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
    expect(screen.queryByText('Change Password')).toBeNull();
  });

  it('keeps the form for a directory account that has a local password too (a linked local account)', () => {
    renderSettings({ ...USER, directory: 'ldap', hasLocalPassword: true });
    expect(screen.getByText('Change Password')).toBeTruthy();
    expect(screen.getByLabelText('Current Password')).toBeTruthy();
    expect(screen.getByLabelText('New Password')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.passwordKeptByDirectory)).toBeNull();
  });

  it('keeps the form for a local account', () => {
    renderSettings(USER);
    expect(screen.getByLabelText('Current Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.passwordKeptByDirectory)).toBeNull();
  });
});

describe('Settings, the daily digest switch', () => {
  const prefs = (emailEnabled: boolean) => ({
    courseUpdates: true,
    newMessages: true,
    emailNotifications: true,
    marketingEmails: false,
    emailDigest: false,
    emailEnabled,
  });
  const answering = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(json(200, body))),
    );

  it('is usable when the server sends e-mail', async () => {
    answering(prefs(true));
    renderSettings(USER);
    const digest = await screen.findByRole('switch', { name: 'Daily digest e-mail' });
    expect((digest as HTMLButtonElement).disabled).toBe(false);
  });

  it('is disabled, and says why, when the server sends no e-mail', async () => {
    answering(prefs(false));
    renderSettings(USER);
    const digest = await screen.findByRole('switch', { name: 'Daily digest e-mail' });
    expect((digest as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Only with e-mail, which LearnFlix does not send yet.')).toBeTruthy();
  });
});
