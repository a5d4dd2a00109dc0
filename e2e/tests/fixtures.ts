// Shared helpers for the journeys: demo accounts, a login() that uses the API (not the form),
// and an accessibility check run on every page a test visits.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO = {
  student: { staffId: 'STU-001', password: 'student123', name: 'Amara Okafor' },
  instructor: { staffId: 'INS-001', password: 'instructor123', name: 'Daniel Reyes' },
  admin: { staffId: 'ADM-001', password: 'admin12345', name: 'Grace Lindqvist' },
  subadmin: { staffId: 'SUB-001', password: 'subadmin123', name: 'Kenji Watanabe' },
} as const;

/** Signs in through the API so the browser holds a real session cookie. */
export async function login(page: Page, who: { staffId: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { staffId: who.staffId, password: who.password },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(res.status(), await res.text()).toBe(200);
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

export const uniqueStaffId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

export const test = base;
export { expect };
