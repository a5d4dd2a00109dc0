// Pictures that fit: course images offer their responsive copies (srcset and sizes) and the
// browser takes a copy, not the original; the hero shows the text-free backdrop, not the poster
// with its printed title; the price and Preview sit clear of the picture's art; toasts stay clear
// of the header's menus. At desktop width and on a 390 px phone.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, expectNoSideScroll, getJson, login, test } from './fixtures.js';

interface Picture {
  src: string;
  srcSet: string | null;
}
interface Card {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  thumbnailSrcSet: string | null;
  backdrop: Picture | null;
}

/** The URLs a srcset names. */
const candidates = (srcSet: string) => srcSet.split(', ').map((c) => c.split(' ')[0]!);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
}

/**
 * Each of these courses' cards (among `cards`, found by its title) shows a responsive copy with
 * the slot's sizes, and its price and Preview are off the picture. The suite's other journeys
 * publish courses of their own, without pictures, which may come first on a shared server: the
 * test names the demo courses it looks at.
 */
async function expectCardsFit(cards: Locator, courses: Card[]) {
  expect(courses.length, 'courses with responsive copies to look at').toBeGreaterThan(0);
  for (const course of courses) {
    expect(course.thumbnailSrcSet, `${course.title} has responsive copies`).toMatch(/ 320w/);
    const card = cards.filter({ has: cards.page().getByRole('heading', { name: course.title, exact: true }) }).first();
    const img = card.locator('img');
    // A picture below the fold is asked for once it comes near the viewport.
    await card.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('srcset', course.thumbnailSrcSet!);
    await expect(img).toHaveAttribute('srcset', /\/api\/files\/[0-9a-f-]+\/w\/320 320w/);
    await expect(img).toHaveAttribute('sizes', /\S/);
    // Loaded, and from the srcset: a copy of a width, never the original.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/api\/files\/[0-9a-f-]+\/w\/\d+$/);
    const picture = await box(img);
    const price = card.getByTestId('course-price');
    const preview = card.getByRole('button', { name: /^Preview: / });
    await expect(price).toBeVisible();
    await expect(preview).toBeVisible();
    expect(overlap(await box(price), picture), 'the price badge covers the picture').toBe(0);
    expect(overlap(await box(preview), picture), 'the Preview button covers the picture').toBe(0);
  }
}

/**
 * The catalogue dearest first: the demo's priciest courses, every one with a poster, ahead of
 * anything a journey publishes (those cost at most 42). Returns the first `count` of them.
 */
async function openDearestCourses(page: Page, count: number): Promise<Card[]> {
  const { courses } = await getJson<{ courses: Card[] }>(page.request, '/api/courses?sort=price_high');
  await page.goto('/courses?sort=price_high');
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  return courses.slice(0, count);
}

/** The first toast after `action`, measured in the page once it has settled, against the header's menu buttons. */
async function expectToastClear(page: Page, menus: Locator[], action: () => Promise<unknown>) {
  await page.evaluate(() => {
    const w = window as unknown as { toastRect?: { x: number; y: number; width: number; height: number } | null };
    w.toastRect = null;
    const settle = (toast: Element, last = '', still = 0) =>
      requestAnimationFrame(() => {
        const { x, y, width, height } = toast.getBoundingClientRect();
        const now = JSON.stringify({ x, y, width, height });
        if (now === last && still >= 3) w.toastRect = { x, y, width, height };
        else settle(toast, now, now === last ? still + 1 : 0);
      });
    const observer = new MutationObserver(() => {
      const toast = document.querySelector('[data-sonner-toast]');
      if (!toast) return;
      observer.disconnect();
      settle(toast);
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  await action();
  const measured = () => page.evaluate(() => (window as unknown as { toastRect?: Box | null }).toastRect ?? null);
  await expect.poll(measured, { message: 'a toast appears and settles' }).not.toBeNull();
  const toast = (await measured())!;
  for (const [i, menu] of menus.entries()) expect(overlap(toast, await box(menu)), `the toast covers header menu ${i + 1}`).toBe(0);
  const header = await box(page.getByRole('banner'));
  expect(toast.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
}

/**
 * The landing page showing the carousel's first demo course (one of the seed's posters, with its
 * backdrop copies: journeys publish courses of their own, which may be newer), held there: the
 * carousel moves on every 6 s, which a loaded machine can spend between two steps, so the page runs
 * on the test's clock, paused (as in catalogue.spec.ts); page.clock.resume() lets it run again.
 */
async function showDemoSlide(page: Page): Promise<Card> {
  const { featured } = await getJson<{ featured: Card[] }>(page.request, '/api/home');
  const at = featured.findIndex((c) => c.backdrop?.srcSet?.includes(' 1920w'));
  expect(at, 'a demo course among the featured ones').toBeGreaterThanOrEqual(0);
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured courses' });
  await expect(carousel).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  // The first slide's picture is the page's largest: fetched at once and first. The others wait
  // until they come up (the clock's jump above may have shown the second): never all of them.
  // The newest course leads; a journey's course may be newer than the demo's and have no picture.
  const first = carousel.locator('[aria-roledescription="slide"]').first().locator('img');
  if (featured[0]!.backdrop) {
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
  } else await expect(first).toHaveCount(0);
  if (featured.length > 2) expect(await carousel.locator('img').count()).toBeLessThanOrEqual(2);
  await carousel.getByRole('button', { name: new RegExp(`^Show course ${at + 1} of`) }).click();
  return featured[at]!;
}

test.describe('at desktop width', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero shows the text-free backdrop; the rows offer responsive copies with price and Preview off the picture', async ({
    page,
  }) => {
    const first = await showDemoSlide(page);
    // The demo's posters print their title; the hero's backdrop is the same art without it.
    expect(first.backdrop?.srcSet).toMatch(/ 960w, .* 1920w$/);
    for (const url of candidates(first.thumbnailSrcSet!)) expect(candidates(first.backdrop!.srcSet!)).not.toContain(url);
    const slide = page.getByRole('region', { name: 'Featured courses' }).getByRole('group');
    await expect(slide.getByRole('heading', { name: first.title })).toBeVisible();
    const hero = slide.locator('img').first();
    await expect(hero).toHaveAttribute('srcset', first.backdrop!.srcSet!);
    await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/w\/(960|1920)$/);
    expect(candidates(first.backdrop!.srcSet!)).toContain(new URL(await hero.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname);
    await page.clock.resume();

    const { trending } = await getJson<{ trending: Card[] }>(page.request, '/api/home');
    const cards = page.getByRole('region', { name: 'Trending Now' }).locator('article');
    await expect(cards.first()).toBeVisible();
    const pictured = trending.filter((c) => c.thumbnailSrcSet).slice(0, 3);
    // Cards below the first screen load lazily.
    await expect(
      cards.filter({ has: page.getByRole('heading', { name: pictured[0]!.title, exact: true }) }).locator('img'),
    ).toHaveAttribute('loading', 'lazy');
    await expectCardsFit(cards, pictured);
    await expectAccessible(page);
  });

  test('the catalogue and the course page take copies that fit their slots', async ({ page }) => {
    const courses = await openDearestCourses(page, 5);
    const cards = page.getByRole('main').locator('article');
    // The first picture is the page's largest: fetched at once and first.
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expectCardsFit(cards, courses);
    // Five columns of about 250 px: the 320 px copy.
    expect(
      await cards
        .first()
        .locator('img')
        .evaluate((el: HTMLImageElement) => el.currentSrc),
    ).toMatch(/\/w\/320$/);

    const title = (await cards.first().getByRole('heading').innerText()).trim();
    await cards.first().getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const side = page.getByRole('complementary', { name: 'Enrollment' }).locator('img');
    await expect(side).toHaveAttribute('srcset', /\/w\/640 640w/);
    await expect.poll(() => side.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/w\/(640|1280)$/);
    await expectAccessible(page);
  });

  test('a toast does not cover the user menu', async ({ page }) => {
    // Delete Account only explains who can delete an account: a toast, and nothing changes.
    await login(page, DEMO.student);
    await page.goto('/settings');
    const menu = page.getByRole('banner').getByRole('button', { name: new RegExp(DEMO.student.name) });
    await expect(menu).toBeVisible();
    await expectToastClear(page, [menu], () => page.getByRole('button', { name: 'Delete Account' }).click());
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  test('the catalogue is a list of small pictures, with price and Preview beside them', async ({ page }) => {
    const courses = await openDearestCourses(page, 4);
    const cards = page.getByRole('main').locator('article');
    await expectCardsFit(cards, courses);
    // A 104 px slot at 3 device pixels per px: the 320 px copy, a quarter of the desktop bytes.
    for (let i = 0; i < 4; i++)
      expect(
        await cards
          .nth(i)
          .locator('img')
          .evaluate((el: HTMLImageElement) => el.currentSrc),
      ).toMatch(/\/w\/320$/);
    const picture = await box(cards.first().locator('img'));
    expect(picture.width).toBeLessThanOrEqual(110);
    await expectNoSideScroll(page);
    await expectAccessible(page);
  });

  test('the hero shows the backdrop, and a toast clears both header menus', async ({ page }) => {
    const course = await showDemoSlide(page);
    const slide = page.getByRole('region', { name: 'Featured courses' }).getByRole('group');
    await expect(slide.getByRole('heading', { name: course.title })).toBeVisible();
    await expect(slide.locator('img').first()).toHaveAttribute('srcset', course.backdrop!.srcSet!);
    await page.clock.resume();
    await expectNoSideScroll(page);

    await login(page, DEMO.student);
    await page.goto('/settings');
    const banner = page.getByRole('banner');
    const menus = [banner.getByRole('button', { name: new RegExp(DEMO.student.name) }), banner.getByRole('button', { name: 'Open menu' })];
    for (const menu of menus) await expect(menu).toBeVisible();
    await expectToastClear(page, menus, () => page.getByRole('button', { name: 'Delete Account' }).click());
  });
});
