// Shared helpers for the journeys: demo accounts, a login() and freshStudent() that use the API
// (not the form), JSON reads that fail on an error status, an accessibility check run on every
// page a test visits, and waits on conditions (media ready, brief states such as toasts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';

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
  let summary: string[] = [];
  // A scan takes seconds on a loaded machine, and a toast may start fading out meanwhile: text
  // measured mid-fade is not what anyone reads. A scan that found something while something moved
  // is run again on a still page; a violation on a still page fails the test.
  for (let scan = 1; scan <= 3; scan++) {
    await untilStill(page);
    await page.evaluate(watchMovement);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (summary.length === 0 || !(await page.evaluate(() => (window as Moving).movedSinceWatch))) break;
  }
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

type Moving = Window & { movedSinceWatch?: boolean; movementWatched?: boolean };

/** Entrance animations fade content in: waits for the finite ones to end (spinners and skeleton pulses run forever and are left be). */
async function untilStill(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** From now on, notes in the page whether a transition or a finite animation starts. */
function watchMovement() {
  const w = window as Moving;
  w.movedSinceWatch = false;
  if (w.movementWatched) return;
  w.movementWatched = true;
  const moved = (e: Event) => {
    if (e instanceof AnimationEvent && getComputedStyle(e.target as Element).animationIterationCount.includes('infinite')) return;
    w.movedSinceWatch = true;
  };
  for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, moved, true);
}

/** Fails when the page scrolls sideways. clientWidth, not innerWidth: a mobile browser zooms out to show overflow. */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Waits until a lesson's <video> or <audio> has its metadata (duration, seekable range), which the
 * `loadedmetadata` event announces: seeking or playing before then acts on an element that knows
 * nothing yet. A media error shows as the received value.
 */
export async function expectMediaReady(media: Locator) {
  await expect(media).toBeAttached();
  // A streamed audio lesson keeps its <audio> hidden behind the player's own controls (docs/video.md).
  if ((await media.evaluate((el) => el.tagName)) === 'VIDEO') await expect(media).toBeVisible();
  await expect
    .poll(() => media.evaluate((el: HTMLMediaElement) => (el.error ? `error ${el.error.code}: ${el.error.message}` : el.readyState)), {
      message: 'the media element has its metadata',
    })
    .toBeGreaterThanOrEqual(HAVE_METADATA);
}
const HAVE_METADATA = 1;

/**
 * Runs `action`, then waits until an element matching `selector` whose text contains `text` has
 * appeared, if only for a moment. For states brief by design (a toast lives 4 s, 'Starting
 * course...' one second), which a loaded machine can spend entirely between two of Playwright's
 * looks: the page notes them itself as they appear. Elements that matched before the action (an
 * earlier toast with the same text) do not count.
 */
export async function expectGlimpse(page: Page, selector: string, text: string, action: () => Promise<unknown>) {
  const key = `glimpse-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, selector, text }) => {
      const seen = window as unknown as Record<string, boolean>;
      const matching = () => Array.from(document.querySelectorAll(selector)).filter((el) => el.textContent?.includes(text));
      const before = new Set(matching());
      seen[key] = false;
      const observer = new MutationObserver(() => {
        if (!matching().some((el) => !before.has(el))) return;
        seen[key] = true;
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    },
    { key, selector, text },
  );
  await action();
  await expect
    .poll(() => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key], key), {
      message: `'${text}' (${selector}) appears`,
    })
    .toBe(true);
}

/** Runs `action`, then waits for a toast (sonner's) with this text: see expectGlimpse. */
export const expectToast = (page: Page, text: string, action: () => Promise<unknown>) =>
  expectGlimpse(page, '[data-sonner-toast]', text, action);

export const test = base;
export { expect };
