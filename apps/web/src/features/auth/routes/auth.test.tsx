// The sign-in page in the ways the server offers (GET /api/auth/methods): the organisation's
// "Sign in with {label}" link above the Staff ID form (a full page navigation to the server's start,
// with where to come back to); the form out of the way behind "Administrator sign-in" when Staff ID
// passwords are off; no Sign Up tab when sign-up is closed; the callback's ?sso=<failure> said once
// and taken out of the address. Until the methods are known (or if they fail) the form is there.
// The server is a fake `fetch`; react-query, the router and the forms are the real ones.
import { MESSAGES, type SignInMethodsResponse } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AuthPage } from './auth';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const METHODS: SignInMethodsResponse = { passwordForm: true, localPasswords: true, ldap: false, oidc: null, signUp: true };

const fetchMock = vi.fn<typeof fetch>();

/** The server answers GET /api/auth/methods with `answer` (a promise that never settles: still loading). */
function methodsAnswer(answer: () => Promise<Response>) {
  fetchMock.mockImplementation((input) => {
    if (String(input) === '/api/auth/methods') return answer();
    return Promise.resolve(json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
  });
}
const serverOffers = (methods: Partial<SignInMethodsResponse>) =>
  methodsAnswer(() => Promise.resolve(json(200, { ...METHODS, ...methods })));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(entry: string | { pathname: string; search?: string; state?: unknown } = '/auth') {
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: AuthPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const ssoLink = (label: string) => screen.findByRole('link', { name: `Sign in with ${label}` });
const staffIdField = () => screen.queryByLabelText('Staff ID');
/** Whether `a` comes before `b` in the page. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the sign-in page', () => {
  it('offers the organisation’s sign-in above the Staff ID form, as a link to the server’s start', async () => {
    serverOffers({ oidc: { label: 'Acme SSO' } });
    renderPage();

    const link = await ssoLink('Acme SSO');
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start');
    const field = staffIdField();
    expect(field).toBeTruthy();
    const divider = screen.getByText('or use your Staff ID');
    expect(before(link, divider) && before(divider, field!)).toBe(true);
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.getByText('Sign in with Acme SSO or your Staff ID to continue learning.')).toBeTruthy();
  });

  it('sends the page that asked for a session along as returnTo, and nothing that is not ours', async () => {
    serverOffers({ oidc: { label: 'Acme' } });
    renderPage({ pathname: '/auth', state: { from: '/course/abc?lesson=2#notes' } });
    expect((await ssoLink('Acme')).getAttribute('href')).toBe(
      `/api/auth/oidc/start?returnTo=${encodeURIComponent('/course/abc?lesson=2#notes')}`,
    );
  });

  it('ignores a return path that is not one of ours', async () => {
    serverOffers({ oidc: { label: 'Acme' } });
    renderPage({ pathname: '/auth', state: { from: '//evil.example/x' } });
    expect((await ssoLink('Acme')).getAttribute('href')).toBe('/api/auth/oidc/start');
  });

  it('has no SSO button when no provider is set up: the Staff ID form with Sign In and Sign Up', async () => {
    serverOffers({ oidc: null });
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('Sign in with your Staff ID to continue learning.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
    expect(screen.queryByText('or use your Staff ID')).toBeNull();
    expect(staffIdField()).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeTruthy();
  });

  it('keeps the Staff ID form behind “Administrator sign-in” when Staff ID passwords are off, and reveals it', async () => {
    serverOffers({ passwordForm: false, localPasswords: false, oidc: { label: 'Acme' }, signUp: false });
    const { user } = renderPage();

    await ssoLink('Acme');
    expect(staffIdField()).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByText('or use your Staff ID')).toBeNull();
    const disclosure = screen.getByRole('button', { name: 'Administrator sign-in' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');

    await user.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    const field = staffIdField();
    expect(field).toBeTruthy();
    expect(document.getElementById(disclosure.getAttribute('aria-controls')!)?.contains(field)).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();

    await user.click(disclosure);
    expect(staffIdField()).toBeNull();
  });

  it('has no Sign Up tab when sign-up is closed: just the sign-in form', async () => {
    serverOffers({ signUp: false });
    renderPage();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Sign Up' })).toBeNull());
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(staffIdField()).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('says why the organisation’s sign-in failed, and takes ?sso= out of the address without forgetting it', async () => {
    serverOffers({ oidc: { label: 'Acme' } });
    const { router } = renderPage({ pathname: '/auth', search: '?sso=denied&keep=1', state: { from: '/my-courses' } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.oidcDenied);
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
    // The navigation's state (where signing in goes back to) survives the clean-up.
    expect(router.state.location.state).toEqual({ from: '/my-courses' });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.oidcDenied);
    expect((await ssoLink('Acme')).getAttribute('href')).toContain('returnTo=%2Fmy-courses');
  });

  it.each([
    ['unavailable', MESSAGES.oidcUnavailable],
    ['no-staff-id', MESSAGES.oidcNoStaffId],
    ['taken', MESSAGES.directoryAccountTaken],
    ['something-new', MESSAGES.oidcFailed],
    ['constructor', MESSAGES.oidcFailed],
  ])('reads ?sso=%s as its message (an unknown one as a failed sign-in)', async (code, message) => {
    serverOffers({ oidc: { label: 'Acme' } });
    const { router } = renderPage(`/auth?sso=${code}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows no failure without ?sso=', async () => {
    serverOffers({ oidc: { label: 'Acme' } });
    renderPage();
    await ssoLink('Acme');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the Staff ID form while the methods load, without an SSO button', async () => {
    methodsAnswer(() => new Promise<Response>(() => undefined));
    renderPage();
    expect(await screen.findByLabelText('Staff ID')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Administrator sign-in' })).toBeNull();
  });

  it('falls back to the Staff ID form when the methods cannot be read', async () => {
    methodsAnswer(() => Promise.resolve(json(500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } })));
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/methods', expect.anything()));
    // Let the failed answer settle: the page must still be the form then.
    await new Promise((r) => setTimeout(r, 50));
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!;
    expect(within(form).getByLabelText('Staff ID')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
  });
});
