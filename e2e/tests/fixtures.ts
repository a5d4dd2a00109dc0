// Shared helpers for the journeys: demo accounts, a login() and freshStudent() that use the API
// (not the form), JSON reads that fail on an error status, and an accessibility check run on every
// page a test visits.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

export const DEMO = {
  student: { staffId: 'STU-001', password: 'student123', name: 'Amara Okafor' },
  instructor: { staffId: 'INS-001', password: 'instructor123', name: 'Daniel Reyes' },
  admin: { staffId: 'ADM-001', password: 'admin12345', name: 'Grace Lindqvist' },
  subadmin: { staffId: 'SUB-001', password: 'subadmin123', name: 'Kenji Watanabe' },
} as const;

/** The header the server asks of a state-changing request without a JSON body (its CSRF guard). */
export const CSRF = { 'x-requested-with': 'fetch' };

/** A page (whose browser context shares the session cookie) or a bare API client. */
type Client = Page | APIRequestContext;
const requestOf = (client: Client): APIRequestContext => ('request' in client ? client.request : client);

/** Fails on an error status (with the URL and the body in the message); otherwise the body, parsed. */
export async function okJson<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** GETs a JSON path, failing the test on an error status. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  return okJson<T>(await request.get(path));
}

/** Signs in through the API, so the page's browser (or the API client) holds a real session cookie. */
export async function login(client: Client, who: { staffId: string; password: string }) {
  const res = await requestOf(client).post('/api/auth/sign-in', {
    data: { staffId: who.staffId, password: who.password },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
}

export const uniqueStaffId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A new student account (so tests share nothing, and demo passwords and avatars stay as they are), signed in. */
export async function freshStudent(client: Client, fullName: string) {
  const staffId = uniqueStaffId('E2S');
  const password = 'fresh-password-1';
  const res = await requestOf(client).post('/api/auth/sign-up', { data: { fullName, staffId, password, role: 'student' }, headers: CSRF });
  expect(res.status(), await res.text()).toBe(201);
  await login(client, { staffId, password });
  return { staffId, password };
}

/** Fails the test on any WCAG 2 A/AA violation on the current page. */
export async function expectAccessible(page: Page) {
  // Entrance animations fade content in: contrast measured mid-fade is not what anyone reads.
  // Wait for the finite ones to end (spinners and skeleton pulses run forever and are left be).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Fails when the page scrolls sideways. clientWidth, not innerWidth: a mobile browser zooms out to show overflow. */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

export const test = base;
export { expect };
