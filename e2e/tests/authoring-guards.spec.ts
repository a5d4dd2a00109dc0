// Course authoring's safety nets: a course page whose course cannot be loaded (an unknown id,
// another instructor's course) sends the instructor back to Course Management with the spec's
// toast; a half-typed Add Lesson or Create Course dialog asks before it is discarded by Escape,
// the close button or Cancel, and keeps what was typed when the instructor keeps editing.
import type { APIRequestContext } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, getJson, login, okJson, test } from './fixtures.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A draft course of the signed-in instructor with one empty section, made through the API. */
async function draftCourse(request: APIRequestContext, title: string) {
  const { categories } = await getJson<{ categories: { id: string }[] }>(request, '/api/categories');
  const { course } = await okJson<{ course: { id: string } }>(
    await request.post('/api/instructor/courses', {
      headers: CSRF,
      data: { title, shortDescription: 'Made by a journey.', description: 'Made by a journey.', categoryId: categories[0]!.id },
    }),
  );
  await okJson(await request.post(`/api/instructor/courses/${course.id}/sections`, { headers: CSRF, data: { title: 'Basics' } }));
  return course.id;
}

test("a course page that cannot be loaded goes back to Course Management with the spec's toast", async ({ page, browser }) => {
  // Another instructor's course: as much "not yours" as an unknown one.
  const other = await browser.newContext();
  await login(other.request, { staffId: 'INS-002', password: 'ins-002-demo' });
  const foreign = await draftCourse(other.request, `E2E Not Yours ${Date.now().toString(36)}`);
  await other.close();

  await login(page, DEMO.instructor);
  // Every toast a page shows, noted by the page itself from its first moment (the toast comes as the
  // page loads, and a loaded machine may spend its 4 s between two of Playwright's looks).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('[data-sonner-toast]')))
        if (!seen.includes(el.textContent ?? '')) seen.push(el.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const toasts = () => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);
  for (const [path, toast] of [
    [`/instructor/courses/${UNKNOWN}`, 'Failed to fetch course details'],
    [`/instructor/courses/${foreign}`, 'Failed to fetch course details'],
    [`/instructor/courses/${foreign}/edit`, 'Failed to fetch course details'],
    [`/instructor/courses/not-an-id/edit`, 'Failed to fetch course details'],
    [`/instructor/courses/${foreign}/students`, 'Failed to fetch course students'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/instructor\/courses$/);
    await expect.poll(async () => (await toasts()).some((t) => t.includes(toast)), { message: `'${toast}' toast` }).toBe(true);
    await expect(page.getByRole('heading', { name: 'Course Management', level: 1 })).toBeVisible();
  }
  // The failed page was replaced in the history: Back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/students$/);
});

test('a half-typed lesson or course dialog asks before it is discarded', async ({ page }) => {
  test.slow();
  await login(page, DEMO.instructor);
  const courseId = await draftCourse(page.request, `E2E Guards ${Date.now().toString(36)}`);
  await page.goto(`/instructor/courses/${courseId}?tab=curriculum`);
  const addLesson = page.getByRole('button', { name: 'Add Lesson' }).first();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  const confirm = page.getByRole('alertdialog', { name: 'Discard your changes?' });

  // Nothing typed: Escape closes at once.
  await addLesson.click();
  await expect(dialog.getByLabel('Lesson title')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(confirm).toHaveCount(0);

  // Typed: Escape asks; keeping on keeps what was typed.
  await addLesson.click();
  await dialog.getByLabel('Lesson title').fill('Half a lesson');
  await dialog.getByLabel('Description (optional)').fill('Some words');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Lesson title')).toHaveValue('Half a lesson');

  // The close button and Cancel ask too; discarding closes, and the next dialog starts empty.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Description (optional)')).toHaveValue('Some words');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await addLesson.click();
  await expect(dialog.getByLabel('Lesson title')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Create Course: the same.
  await page.goto('/instructor/courses');
  await page.getByRole('button', { name: 'Create Course' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Course' });
  await create.getByLabel('Title', { exact: true }).fill('A course I was writing');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(create.getByLabel('Title', { exact: true })).toHaveValue('A course I was writing');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await expect(create).toBeHidden();
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`Edit Course at ${width} px: Save always in reach, text areas that grow, and unsaved changes asked about`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await login(page, DEMO.instructor);
    const courseId = await draftCourse(page.request, `E2E Form ${width} ${Date.now().toString(36)}`);
    await page.goto(`/instructor/courses/${courseId}/edit`);
    const save = page.getByRole('button', { name: 'Save Changes' });
    // At the top of a long form, Save is already on screen (the bar sticks to the bottom of the view).
    await expect(save).toBeInViewport();
    const description = page.getByLabel('Full description');
    const before = (await description.boundingBox())!.height;
    await description.fill(Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of what the course covers.`).join('\n'));
    const after = (await description.boundingBox())!.height;
    expect(after).toBeGreaterThan(before + 100);
    await expect(save).toBeInViewport();
    // Price and duration on one row, at every width.
    const price = (await page.getByLabel('Price (USD)').boundingBox())!;
    const duration = (await page.getByLabel('Duration (hours)').boundingBox())!;
    expect(Math.abs(price.y - duration.y)).toBeLessThan(2);

    // Leaving with the change asks; keeping on keeps it.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(description).toHaveValue(/Line 30/);
    await page.getByRole('link', { name: 'Back to the course' }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    // Saving from the bar saves, and goes back to the course.
    await save.click();
    await expect(page).toHaveURL(new RegExp(`/instructor/courses/${courseId}$`));
    await expectAccessible(page);
  });
}
