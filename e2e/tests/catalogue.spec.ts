// Visitors: the landing page, the catalogue (filters, sort and search in the address), course
// details, the preview dialog, and Start Course leading to sign-in. Titles come from the API, not
// from the seed's text, so the journeys survive changes to the demo data.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, getJson, test } from './fixtures.js';

interface Card {
  id: string;
  title: string;
  level: string;
  category: { id: string; name: string } | null;
}

async function catalogue(request: APIRequestContext, query = ''): Promise<{ courses: Card[]; total: number }> {
  return getJson(request, `/api/courses${query}`);
}

test('the landing page shows the featured carousel and the course rows', async ({ page }) => {
  // The carousel moves on by itself every 6 s, which a loaded machine can spend between two steps:
  // the page runs on the test's clock, paused once the page is in, so slides move only when told.
  await page.clock.install();
  // What the page itself was sent: journeys running beside this one enroll and publish, which can
  // reorder the featured courses between a fetch of our own and the page's.
  const homeSent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/home' && r.ok());
  await page.goto('/');
  const home = (await (await homeSent).json()) as { featured: Card[]; rows: { category: { name: string } }[] };
  expect(home.featured.length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: home.rows[0]!.category.name, exact: true })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Featured courses' });
  await expect(carousel).toBeVisible();
  // A minute ahead, which the page's clock cannot have reached yet (pausing in its past is an error).
  // The jump runs what fell due meanwhile, the carousel's next step among them: the first slide is chosen after.
  await page.clock.pauseAt(Date.now() + 60_000);
  const count = home.featured.length;
  if (count > 1) await carousel.getByRole('button', { name: /^Show course 1 of/ }).click();

  // Only the current slide is exposed; the others are hidden from assistive technology.
  const slide = carousel.getByRole('group');
  await expect(slide).toHaveCount(1);
  await expect(slide.getByText(`${home.featured[0]!.category?.name ?? 'Uncategorized'} · Featured Course`)).toBeVisible();
  await expect(slide.getByRole('heading', { name: home.featured[0]!.title })).toBeVisible();

  if (count > 1) {
    // The arrows move the carousel by hand...
    await carousel.getByRole('button', { name: 'Next course' }).click();
    await expect(slide.getByRole('heading', { name: home.featured[1]!.title })).toBeVisible();
    // ...and 6 s later it moves on by itself.
    await page.clock.runFor(6_000);
    await expect(slide.getByRole('heading', { name: home.featured[2 % count]!.title })).toBeVisible();
  }
  // The accessibility scan runs on timers of its own: the clock flows again.
  await page.clock.resume();
  await expectAccessible(page);
});

test('a visitor filters, sorts and searches the catalogue, all in the address', async ({ page }) => {
  const all = await catalogue(page.request);
  const beginner = await catalogue(page.request, '?level=beginner');
  expect(all.total).toBeGreaterThan(beginner.total);

  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Explore Our Courses' })).toBeVisible();
  await expect(page.getByText(`${all.total} courses found`)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Level').selectOption('beginner');
  await expect(page).toHaveURL(/[?&]level=beginner/);
  await expect(page.getByText(`${beginner.total} course${beginner.total === 1 ? '' : 's'} found`)).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=price_low/);
  const cheapest = (await catalogue(page.request, '?level=beginner&sort=price_low')).courses[0]!;
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(cheapest.title);

  // Search: a word of a real title; the box writes to the address.
  const target = beginner.courses[0]!;
  const word = target.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  await page.getByLabel('Search', { exact: true }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
  await expect(page.getByRole('link', { name: target.title })).toBeVisible();

  // The back button returns to the previous filters.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]level=beginner/);
  await expect(page).not.toHaveURL(/sort=price_low/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');

  // A category from the list.
  const category = all.courses.find((c) => c.category)!.category!;
  await page.getByLabel('Category').selectOption({ label: category.name });
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.id}`));
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL(/\/courses$/);

  // A search that finds nothing.
  await page.goto('/courses?q=zzzz-no-such-course');
  await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
});

test('a bad filter in the address shows the server message inline', async ({ page }) => {
  await page.goto('/courses?level=expert');
  await expect(page.getByText('Level must be beginner, intermediate or advanced')).toBeVisible();
  await expectAccessible(page);
});

test('a page past the end of the catalogue goes to the last page', async ({ page }) => {
  const all = await catalogue(page.request);
  await page.goto('/courses?page=999');
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page.getByText(`${all.total} courses found`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No courses found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the catalogue search box is filled from the address (the header search leads there)', async ({ page }) => {
  await page.goto('/courses?q=design');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('design');
});

test('course details, the preview dialog and Start Course for a visitor', async ({ page }) => {
  const { courses } = await catalogue(page.request);
  const course = courses[0]!;

  await page.goto('/courses');
  // The preview dialog opens from the card and closes with Escape.
  await page.getByRole('button', { name: `Preview: ${course.title}` }).click();
  const dialog = page.getByRole('dialog', { name: course.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'About this course' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start Course' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The card itself leads to the detail page.
  await page.getByRole('link', { name: course.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/course-details/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText('One-time payment')).toBeVisible();
  await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start Course' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('Start Course in the preview dialog sends a visitor to sign in', async ({ page }) => {
  const { courses } = await catalogue(page.request);
  await page.goto('/courses');
  await page.getByRole('button', { name: `Preview: ${courses[1]!.title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start Course' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown course shows Course Not Found', async ({ page }) => {
  await page.goto('/course-details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the catalogue while it loads: a status with course placeholders, accessible', async ({ page }) => {
  // Hold the catalogue request until the loading state has been checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/courses(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/courses');
  const loading = page.getByRole('status', { name: 'Loading courses' });
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
