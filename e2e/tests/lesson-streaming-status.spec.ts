// Streaming copies as the instructor sees them (issue 28): a video uploaded into a new lesson is
// Queued as the lesson is saved, processed by the server's background worker (ffmpeg), and shown
// Streaming ready in the curriculum without a reload (the builder refreshes itself while a file is
// on its way). A recording cut off at a third of its bytes passes the upload's type check (its
// first bytes are a real MP4 header) but fails processing: the row says Failed with the reason (on
// hover and focus; as text on a phone), the lesson dialog says it in full with Retry, and Retry
// queues it again.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  CSRF,
  DEMO,
  expect,
  expectAccessible,
  expectGlimpse,
  expectNoSideScroll,
  expectToast,
  getJson,
  login,
  okJson,
  test,
} from './fixtures.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asset = (name: string) => fileURLToPath(new URL(`../../apps/server/seed-assets/${name}`, import.meta.url));

/** The worker encodes a whole ladder for a 14 s clip; the demo seed's own file may be ahead of it in the queue. */
const PROCESSING_TIMEOUT = 120_000;

interface Streaming {
  state: 'queued' | 'processing' | 'ready' | 'failed';
  progress: number;
  error: string | null;
}

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

async function streamingOf(request: APIRequestContext, courseId: string, title: string): Promise<Streaming | null> {
  const { sections } = await getJson<{ sections: { lessons: { title: string; file: { streaming: Streaming | null } | null }[] }[] }>(
    request,
    `/api/instructor/courses/${courseId}/curriculum`,
  );
  return sections.flatMap((s) => s.lessons).find((l) => l.title === title)?.file?.streaming ?? null;
}

const lessonDialog = (page: Page) => page.getByRole('dialog', { name: /^(Add|Edit) Lesson$/ });
/** A lesson's row in the Curriculum Builder. */
const lessonRow = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Lessons of Basics' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Move lesson ${title}` }) });

/**
 * Add Lesson with an uploaded video: `file` is a path or bytes. Saving shows the new row Queued at
 * once (the save's answer), however soon the worker takes it.
 */
async function addVideoLesson(
  page: Page,
  section: Locator,
  title: string,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  await section.getByRole('button', { name: 'Add Lesson' }).click();
  const dialog = lessonDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Lesson title').fill(title);
  await dialog.getByRole('radio', { name: 'Upload a video file' }).check();
  await dialog.getByRole('group', { name: 'Video file' }).locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByText(/^File uploaded successfully: /)).toBeVisible({ timeout: 60_000 });
  // Not saved yet: nothing is processed, and the dialog says when it will be.
  await expect(dialog.getByText(/Processing for streaming starts when you save the lesson/)).toBeVisible();
  await dialog.getByLabel('Duration (minutes)').fill('1');
  await expectGlimpse(page, 'li', 'Streaming copy: Queued', () =>
    expectToast(page, 'Lesson added successfully', () => dialog.getByRole('button', { name: 'Add Lesson' }).click()),
  );
  await expect(dialog).toBeHidden();
}

test('a lesson video is processed for streaming before the instructor’s eyes; a broken one fails with its reason and Retry', async ({
  page,
}) => {
  // Two uploads, two runs of the worker (one a whole ladder), a retry, accessibility scans.
  test.slow();
  await login(page, DEMO.instructor);
  const courseId = await draftCourse(page.request, `E2E Streaming ${Date.now().toString(36)}`);
  await page.goto(`/instructor/courses/${courseId}?tab=curriculum`);
  const section = page.getByRole('listitem', { name: 'Section 1: Basics' });
  await expect(section).toBeVisible();

  // A whole recording: Queued (or Processing with its bar), then Streaming ready, with no reload.
  await addVideoLesson(page, section, 'Welcome video', asset('welcome.mp4'));
  const good = lessonRow(page, 'Welcome video');
  await expect(good.getByText('Streaming ready')).toBeVisible({ timeout: PROCESSING_TIMEOUT });
  await expect(good.getByRole('progressbar')).toHaveCount(0);
  expect(await streamingOf(page.request, courseId, 'Welcome video')).toMatchObject({ state: 'ready', error: null });

  // Its dialog says so, and what learners get.
  await good.getByRole('button', { name: 'Welcome video', exact: true }).click();
  const dialog = lessonDialog(page);
  const panel = dialog.getByRole('group', { name: 'Streaming copy:' });
  await expect(panel).toContainText('Streaming ready');
  await expect(panel.getByText('Learners now stream it in the quality that suits their connection.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A recording cut off at a third: a real MP4 header (the upload checks the first bytes), too few frames.
  const whole = readFileSync(asset('welcome.mp4'));
  const cut = { name: 'cut-off.mp4', mimeType: 'video/mp4', buffer: whole.subarray(0, Math.floor(whole.length / 3)) };
  await addVideoLesson(page, section, 'Cut-off video', cut);
  const bad = lessonRow(page, 'Cut-off video');
  const failed = bad.getByRole('button', { name: /^Streaming copy: Failed/ });
  await expect(failed).toBeVisible({ timeout: PROCESSING_TIMEOUT });
  const { error: reason } = (await streamingOf(page.request, courseId, 'Cut-off video'))!;
  expect(reason).toBeTruthy();
  // The reason on hover (and focus), in the control's name for a screen reader.
  await failed.hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason!);
  await expect(failed).toHaveAccessibleName(
    new RegExp(`^Streaming copy: ?Failed ?: ?${escapeRegExp(reason!)} ?Open the lesson to retry\\.$`),
  );
  await expectAccessible(page);

  // The control opens the lesson: the whole reason, Retry, and what learners get meanwhile.
  await failed.click();
  await expect(panel).toContainText('Processing failed');
  await expect(panel.getByText(reason!)).toBeVisible();
  await expect(panel.getByText('Learners get the original file until processing succeeds.')).toBeVisible();
  const retry = panel.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expectAccessible(page);

  // Retry: the server's toast, the file queued again (the dialog follows it), and, being the same
  // broken bytes, failed again with Retry back.
  await expectToast(page, 'Processing the file again.', () => retry.click());
  await expect(panel).not.toContainText('Processing failed');
  await expect(panel).toContainText('Processing failed', { timeout: PROCESSING_TIMEOUT });
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // On a phone, where nothing hovers, the row shows the reason as text, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bad.locator('p', { hasText: reason! })).toBeVisible();
  await expect(good.getByText('Streaming ready')).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});
