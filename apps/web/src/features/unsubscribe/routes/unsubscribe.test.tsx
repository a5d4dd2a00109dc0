// The page of an e-mail's unsubscribe link: it reads what the link turns off (a GET that changes
// nothing), asks, and only the button sends the one-click POST; a link that cannot be used says why.
import { MESSAGES } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as UnsubscribePage } from './unsubscribe';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const U = '00000000-0000-4000-8000-000000000001';
const QUERY = `u=${U}&p=courseUpdates&t=123.abc`;

function renderPage(fetchMock: typeof fetch) {
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/unsubscribe?${QUERY}`]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return vi.mocked(fetch);
}
afterEach(() => vi.unstubAllGlobals());

describe('the unsubscribe page', () => {
  it('asks first, and only the button POSTs the one-click form; then confirms', async () => {
    const calls = renderPage(async (_input, init) =>
      init?.method === 'POST'
        ? json(200, { preference: 'courseUpdates', label: 'Course Updates', message: 'Done: Course Updates is off.' })
        : json(200, { status: 'valid', preference: 'courseUpdates', label: 'Course Updates', enabled: true, message: null }),
    );
    const button = await screen.findByRole('button', { name: 'Turn off Course Updates' });
    expect(calls.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Done: Course Updates is off.');
    const post = calls.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe(`/api/email/unsubscribe?${QUERY}`);
    expect(post[1]?.body).toBe('List-Unsubscribe=One-Click');
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('says why an expired link cannot be used, with no button', async () => {
    renderPage(async () =>
      json(200, {
        status: 'expired',
        preference: 'courseUpdates',
        label: 'Course Updates',
        enabled: null,
        message: MESSAGES.unsubscribeExpired,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.unsubscribeExpired);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
