// A learner's pages on a 390 px phone: the course rows scroll sideways (snapping, by touch and by
// keyboard, with visible focus) instead of stacking every card; no public or learner page is wider
// than the screen; the preview dialog's curriculum keeps its locks and durations in view; the
// player's quiz titles wrap between words.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, expectNoSideScroll, getJson, login, test } from './fixtures.js';

test.use({ viewport: { width: 390, height: 844 } });

interface Card {
  id: string;
  title: string;
}

/** Where each row's cards sit, and how its list scrolls. */
const rowGeometry = (list: Locator) =>
  list.evaluate((ul) => ({
    scrollWidth: ul.scrollWidth,
    clientWidth: ul.clientWidth,
    snap: getComputedStyle(ul).scrollSnapType,
    tops: Array.from(ul.children, (li) => Math.round(li.getBoundingClientRect().top)),
  }));

test('the landing page rows scroll sideways on a phone, reachable by keyboard with visible focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  // The category rows render after Trending Now: wait for them too.
  await expect(page.getByRole('link', { name: 'See all' }).first()).toBeVisible();

  // The course rows: regions whose list holds course cards (not the hero's facts).
  const rows = page.getByRole('region').filter({ has: page.getByRole('list').getByRole('listitem').getByRole('article') });
  const count = await rows.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const geometry = await rowGeometry(rows.nth(i).getByRole('list').first());
    // One line of cards, snapping sideways; more of them than the screen shows when there are several.
    expect(new Set(geometry.tops).size).toBe(1);
    expect(geometry.snap).toContain('x');
    if (geometry.tops.length > 1) expect(geometry.scrollWidth).toBeGreaterThan(geometry.clientWidth);
  }
  await expectNoSideScroll(page);
  // Eight rows of one line each: a few screens, where stacked cards made some 15,000 px.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8000);

  // By keyboard: tabbing through a row scrolls it, and the focused card shows its ring.
  const trending = page.getByRole('region', { name: 'Trending Now' });
  // The row's own list (each card holds a list of its facts too).
  const list = trending.getByRole('list').first();
  await expect(list.locator(':scope > li')).toHaveCount(8);
  await list.getByRole('link').first().focus();
  // Each card is two stops (its title link, then its Preview button): six Tabs reach the fourth card's link.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const rect = el.getBoundingClientRect();
    const card = el.closest('article')!;
    return {
      inRow: Boolean(el.closest('ul')?.closest('section')?.textContent?.includes('Trending Now')),
      tag: el.tagName,
      left: rect.left,
      right: rect.right,
      ring: getComputedStyle(card).boxShadow,
      scrolled: el.closest('ul')!.scrollLeft,
    };
  });
  expect(focused).toMatchObject({ inRow: true, tag: 'A' });
  expect(focused.scrolled).toBeGreaterThan(0);
  expect(focused.left).toBeGreaterThanOrEqual(0);
  expect(focused.right).toBeLessThanOrEqual(390);
  expect(focused.ring).not.toBe('none');
  await expectAccessible(page);

  // A touch swipe moves the row, not the page.
  const before = await list.evaluate((ul) => ul.scrollLeft);
  await list.evaluate((ul) => ul.scrollBy({ left: ul.clientWidth, behavior: 'instant' }));
  await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(before);
  await expectNoSideScroll(page);
});

/** Visits each page and checks nothing makes it wider than the screen, once its main content is there. */
async function expectPagesFit(page: Page, pages: [path: string, ready: (page: Page) => Locator][]) {
  for (const [path, ready] of pages) {
    await page.goto(path);
    await expect(ready(page), path).toBeVisible();
    await expectNoSideScroll(page);
  }
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

test('no public or learner page is wider than a 390 px phone', async ({ page }) => {
  test.slow();
  const { courses } = await getJson<{ courses: Card[] }>(page.request, '/api/courses?q=Modern%20JavaScript');
  const course = courses.find((c) => c.title === 'Modern JavaScript from Scratch')!;

  // Signed in once to find the learner's pages, then as a visitor first.
  await login(page, DEMO.student);
  const { enrollments } = await getJson<{ enrollments: { course: Card }[] }>(page.request, '/api/me/courses');
  const enrolled = enrollments.find((e) => e.course.title === 'TypeScript in Practice')!.course;
  const { certificateCode } = await getJson<{ certificateCode: string | null }>(page.request, `/api/courses/${course.id}/player`);
  expect(certificateCode, 'the demo student completed Modern JavaScript').toBeTruthy();
  await page.context().clearCookies();

  await expectPagesFit(page, [
    ['/', (p) => p.getByRole('link', { name: 'Get Started' })],
    ['/courses', h1('Explore Our Courses')],
    [`/course-details/${course.id}`, h1(course.title)],
    ['/auth', (p) => p.getByRole('button', { name: 'Sign In' })],
    ['/session-expired', h1('Session Expired')],
    [`/certificates/${certificateCode}`, (p) => p.getByText('Verified certificate')],
    ['/no/such/page', (p) => p.getByRole('heading', { name: '404' })],
  ]);

  await login(page, DEMO.student);
  await expectPagesFit(page, [
    ['/', (p) => p.getByRole('heading', { level: 2, name: 'Continue Learning' })],
    ['/dashboard', (p) => p.getByRole('heading', { level: 2, name: 'Continue Learning' })],
    ['/courses', h1('Explore Our Courses')],
    [`/course-details/${enrolled.id}`, h1(enrolled.title)],
    ['/my-courses', h1('My Courses')],
    ['/enroll-history', h1('Enrollment History')],
    ['/profile', h1(/Profile/)],
    ['/settings', h1('Settings')],
    [`/course/${enrolled.id}`, (p) => p.getByRole('heading', { name: 'Your quizzes' })],
    [
      `/course/${enrolled.id}?lesson=assessment`,
      (p) => p.getByRole('region', { name: 'Course Assessment' }).or(p.getByText('Complete every lesson to unlock the course assessment.')),
    ],
    [`/certificates/${certificateCode}`, (p) => p.getByText('Verified certificate')],
  ]);
});

test("the preview dialog's curriculum fits a phone: every lock and duration in view", async ({ page }) => {
  await page.goto('/courses?q=Modern%20JavaScript');
  await page.getByRole('button', { name: 'Preview: Modern JavaScript from Scratch', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Modern JavaScript from Scratch' });
  const curriculum = dialog.getByRole('region', { name: 'Curriculum' });
  await expect(curriculum.getByText('Section 1: Getting Started')).toBeVisible();
  await expect(curriculum.getByText('Locked').first()).toBeAttached();
  await curriculum.scrollIntoViewIfNeeded();
  const overflow = await dialog.evaluate((d) => {
    const box = d.getBoundingClientRect();
    const region = d.querySelector('[aria-labelledby="preview-curriculum"]')!;
    const outside = Array.from(region.querySelectorAll('svg, span, p'))
      .filter((el) => !el.classList.contains('sr-only'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.right > window.innerWidth);
      })
      .map((el) => el.textContent || el.tagName);
    return { outside, wide: d.scrollWidth - d.clientWidth };
  });
  expect(overflow).toEqual({ outside: [], wide: 0 });
  // The lessons' durations are there to read.
  await expect(curriculum.getByText('10:00').first()).toBeInViewport();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

test("the player's quiz titles wrap between words on a phone", async ({ page }) => {
  await login(page, DEMO.student);
  const { enrollments } = await getJson<{ enrollments: { course: Card }[] }>(page.request, '/api/me/courses');
  const course = enrollments.find((e) => e.course.title === 'TypeScript in Practice')!.course;
  const { quizzes } = await getJson<{ quizzes: { title: string }[] }>(page.request, `/api/courses/${course.id}/quizzes`);
  expect(quizzes.length).toBeGreaterThan(1);
  await page.goto(`/course/${course.id}`);
  const list = page.getByRole('region', { name: 'Your quizzes' });
  for (const { title } of quizzes) {
    const text = list.getByText(title, { exact: true });
    await expect(text).toBeVisible();
    // Every word fits the title's width, so no line break falls inside a word.
    const fit = await text.evaluate((el) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...(el.textContent ?? '').split(/\s+/).map((word) => context.measureText(word).width));
      return { widest, width: el.clientWidth };
    });
    expect(fit.widest, title).toBeLessThanOrEqual(fit.width);
  }
  await expectNoSideScroll(page);
  await expectAccessible(page);
});
