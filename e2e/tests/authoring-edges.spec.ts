// Course authoring when things go wrong, and on a phone: a save from a stale form (another tab
// changed the course) keeps what was typed; a reorder after another tab's change is refused and
// rolled back; a course with learners is offered Archive, never Delete, on every list and its page; the
// deletion confirmations; a lesson upload cut off by a reload resumes where it stopped; every
// instructor page fits a 390 px screen.
import { copyFileSync, truncateSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectNoSideScroll, expectToast, getJson, login, okJson, test } from './fixtures.js';

interface Curriculum {
  version: string;
  sections: { id: string; title: string; lessons: { id: string; title: string; file: { size: number } | null }[] }[];
}

/** A draft course of the signed-in instructor with one section of two text lessons, made through the API. */
async function draftCourse(request: APIRequestContext, title: string) {
  const { categories } = await getJson<{ categories: { id: string }[] }>(request, '/api/categories');
  const { course } = await okJson<{ course: { id: string } }>(
    await request.post('/api/instructor/courses', {
      headers: CSRF,
      data: { title, shortDescription: 'Made by a journey.', description: 'Made by a journey.', categoryId: categories[0]!.id },
    }),
  );
  const { section } = await okJson<{ section: { id: string } }>(
    await request.post(`/api/instructor/courses/${course.id}/sections`, { headers: CSRF, data: { title: 'Basics' } }),
  );
  for (const lesson of ['First steps', 'Second steps'])
    await okJson(
      await request.post('/api/instructor/lessons', {
        headers: CSRF,
        data: { sectionId: section.id, title: lesson, contentType: 'text', content: `# ${lesson}\n\nText.` },
      }),
    );
  return { courseId: course.id, sectionId: section.id };
}

const curriculumOf = (request: APIRequestContext, courseId: string) =>
  getJson<Curriculum>(request, `/api/instructor/courses/${courseId}/curriculum`);

test('refusals keep what was typed: a stale edit, a reorder after another tab changed the curriculum, a course with learners', async ({
  page,
}) => {
  test.slow();
  await login(page, DEMO.instructor);
  const title = `E2E Refusals ${Date.now().toString(36)}`;
  const { courseId } = await draftCourse(page.request, title);

  // The edit page is open; another tab saves the course meanwhile.
  await page.goto(`/instructor/courses/${courseId}/edit`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} (typed here)`);
  const { course } = await getJson<{ course: Record<string, unknown> & { version: string } }>(
    page.request,
    `/api/instructor/courses/${courseId}`,
  );
  const { id: _id, thumbnailSrc: _s, instructorId: _i, createdAt: _c, updatedAt: _u, ...fields } = course;
  await okJson(await page.request.put(`/api/instructor/courses/${courseId}`, { headers: CSRF, data: { ...fields, price: 42 } }));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'This course was changed in another tab — reload' });
  await expect(conflict).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} (typed here)`);
  await expectAccessible(page);
  await conflict.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Price (USD)')).toHaveValue('42');

  // The curriculum is open; another tab adds a section, so this tab's reorder is stale: refused, rolled back.
  await page.goto(`/instructor/courses/${courseId}?tab=curriculum`);
  await expect(page.getByRole('button', { name: 'Move lesson First steps' })).toBeVisible();
  await okJson(
    await page.request.post(`/api/instructor/courses/${courseId}/sections`, { headers: CSRF, data: { title: 'From the other tab' } }),
  );
  await page.getByRole('button', { name: 'Actions for lesson First steps' }).click();
  await expectToast(page, 'Failed to save the new order', () => page.getByRole('menuitem', { name: 'Move down' }).click());
  await expect(page.getByRole('listitem', { name: 'Section 2: From the other tab' })).toBeVisible();
  const lessons = page.getByRole('list', { name: 'Lessons of Basics' }).getByRole('button', { name: /^Move lesson / });
  await expect(lessons.first()).toHaveAccessibleName('Move lesson First steps');
  expect((await curriculumOf(page.request, courseId)).sections[0]!.lessons.map((l) => l.title)).toEqual(['First steps', 'Second steps']);

  // Deleting a lesson and a section asks first.
  await page.getByRole('button', { name: 'Actions for lesson Second steps' }).click();
  await page.getByRole('menuitem', { name: 'Delete lesson' }).click();
  const confirmLesson = page.getByRole('alertdialog', { name: 'Delete lesson?' });
  await expect(confirmLesson.getByText('Are you sure you want to delete this lesson?')).toBeVisible();
  await expectAccessible(page);
  await expectToast(page, 'Lesson deleted successfully', () => confirmLesson.getByRole('button', { name: 'Delete Lesson' }).click());
  await page.getByRole('button', { name: 'Actions for section From the other tab' }).click();
  await page.getByRole('menuitem', { name: 'Delete section' }).click();
  await expectToast(page, 'Section deleted successfully', () =>
    page.getByRole('alertdialog', { name: 'Delete section?' }).getByRole('button', { name: 'Delete Section' }).click(),
  );
  expect((await curriculumOf(page.request, courseId)).sections.map((s) => s.lessons.map((l) => l.title))).toEqual([['First steps']]);

  // A course with learners is offered Archive, never Delete (confirmed first); one without goes.
  await page.goto('/instructor');
  const taught = 'TypeScript in Practice';
  await expect(page.getByRole('button', { name: `Delete ${taught}` })).toHaveCount(0);
  await page.getByRole('button', { name: `More actions for ${taught}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const confirmArchive = page.getByRole('alertdialog', { name: 'Archive course?' });
  await expect(confirmArchive).toContainText('its learners keep opening it');
  await expectAccessible(page);
  await confirmArchive.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: taught, exact: true })).toBeVisible();
  await page.goto('/instructor/courses');
  await page.getByRole('button', { name: `Actions for ${taught}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const { courses: found } = await getJson<{ courses: { id: string }[] }>(
    page.request,
    `/api/instructor/courses?q=${encodeURIComponent(taught)}`,
  );
  await page.goto(`/instructor/courses/${found[0]!.id}`);
  const quick = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(quick.getByRole('button', { name: 'Archive' })).toBeVisible();
  await expect(quick.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.goto(`/instructor/courses/${courseId}`);
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Course deleted successfully', () =>
    page.getByRole('alertdialog', { name: 'Delete course?' }).getByRole('button', { name: 'Delete Course' }).click(),
  );
  await expect(page).toHaveURL(/\/instructor\/courses$/);
  expect((await page.request.get(`/api/instructor/courses/${courseId}`)).status()).toBe(404);
});

test('a lesson upload cut off by a reload resumes where it stopped', async ({ page }, testInfo) => {
  test.slow();
  await login(page, DEMO.instructor);
  const { courseId } = await draftCourse(page.request, `E2E Resume ${Date.now().toString(36)}`);
  // A real MP4 followed by 20 MiB of padding: three 8 MiB pieces. Its type is read from its first bytes.
  const big = testInfo.outputPath('long-walkthrough.mp4');
  copyFileSync(fileURLToPath(new URL('../../apps/server/seed-assets/code-walkthrough.mp4', import.meta.url)), big);
  truncateSync(big, 20 * 1024 * 1024);

  const openUpload = async () => {
    await page.getByRole('listitem', { name: 'Section 1: Basics' }).getByRole('button', { name: 'Add Lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
    await dialog.getByRole('radio', { name: 'Upload a video file' }).check();
    return dialog;
  };
  await page.goto(`/instructor/courses/${courseId}?tab=curriculum`);

  // The first piece goes through; the second is held, then the page reloads in the middle of it.
  let pieces = 0;
  await page.route('**/api/uploads/lesson-files/*', async (route) => {
    if (route.request().method() === 'PATCH' && ++pieces > 1) return; // never answered: the reload cuts it off
    await route.continue();
  });
  const dialog = await openUpload();
  const firstPiece = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
  await dialog.getByRole('group', { name: 'Video file' }).locator('input[type=file]').setInputFiles(big);
  await expect(dialog.getByRole('progressbar', { name: 'Uploading long-walkthrough.mp4' })).toBeVisible();
  expect((await firstPiece).headers()['upload-offset']).toBe(String(8 * 1024 * 1024));
  await expect.poll(() => pieces).toBe(2);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();

  // Choosing the same file again asks the server how much it has (HEAD) and sends only the rest:
  // the first piece is not sent again (nor the bytes of the second that arrived before the cut).
  // The rest is held until the dialog has said it is resuming: on a quick machine the last 12 MiB
  // arrive before a look at the status could find it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads/lesson-files/*', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  const again = await openUpload();
  const upload = (r: { url: () => string }) => r.url().includes('/api/uploads/lesson-files/');
  // A minute each: a resume that never happens fails here, not at the journey's nine-minute bound.
  const head = page.waitForResponse((r) => r.request().method() === 'HEAD' && upload(r), { timeout: 60_000 });
  const resumed = page.waitForRequest((r) => r.method() === 'PATCH' && upload(r), { timeout: 60_000 });
  await again.getByRole('group', { name: 'Video file' }).locator('input[type=file]').setInputFiles(big);
  const stored = Number((await head).headers()['upload-offset']);
  expect(stored).toBeGreaterThanOrEqual(8 * 1024 * 1024);
  expect(Number((await resumed).headers()['upload-offset'])).toBe(stored);
  await expect(again.getByRole('status').filter({ hasText: 'Resuming long-walkthrough.mp4' })).toBeAttached();
  release();
  await expect(again.getByText(/^File uploaded successfully: long-walkthrough\.mp4/)).toBeVisible({ timeout: 60_000 });
  await again.getByLabel('Lesson title').fill('The long walkthrough');
  await expectToast(page, 'Lesson added successfully', () => again.getByRole('button', { name: 'Add Lesson' }).click());
  const lesson = (await curriculumOf(page.request, courseId)).sections[0]!.lessons.find((l) => l.title === 'The long walkthrough');
  expect(lesson?.file?.size).toBe(20 * 1024 * 1024);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const check = async (page: Page) => {
    await expectNoSideScroll(page);
    await expectAccessible(page);
  };

  test('every instructor course page fits the screen', async ({ page }) => {
    test.slow();
    await login(page, DEMO.instructor);
    const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(page.request, '/api/instructor/dashboard');
    const course = courses.find((c) => c.title === 'TypeScript in Practice')!;

    await page.goto('/instructor');
    await expect(page.getByRole('heading', { name: 'Course Management' })).toBeVisible();
    await check(page);
    // The row actions are one menu on a phone.
    await page.getByRole('button', { name: `Actions for ${course.title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Curriculum' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/instructor/courses');
    await expect(page.getByRole('table', { name: 'Your courses' })).toBeVisible();
    await check(page);

    await page.goto(`/instructor/courses/${course.id}?tab=curriculum`);
    await expect(page.getByRole('list', { name: 'Sections' })).toBeVisible();
    await check(page);
    await page.getByRole('button', { name: 'Add Lesson' }).first().click();
    await page.getByRole('dialog', { name: 'Add Lesson' }).getByLabel('Content type').selectOption('text');
    await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
    await check(page);
    await page.keyboard.press('Escape');

    await page.goto(`/instructor/courses/${course.id}/edit`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(course.title);
    await check(page);
  });
});
