// Captions and the transcript (issue 28, part 3): the demo's streamed lesson has captions in English
// and Spanish. A learner turns them on (C, or the Captions menu), picks a language, which is
// remembered for every lesson; the cue shows over the picture as text; the transcript beside the
// lesson marks the line playing, plays from a line pressed, searches, and goes by the keyboard. On a
// phone it is a sheet under the video. A lesson still played from its file has captions too.
import type { Page } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectMediaReady, freshStudent, getJson, login, test } from './fixtures.js';
import { STREAMED, streamedLesson } from './streaming-helpers.js';

const VIDEO = `video[aria-label="Video: ${STREAMED.LESSON}"]`;

/** Pauses the lesson's video at `seconds` (muted and played once, so the picture is there). */
async function pauseAt(page: Page, seconds: number) {
  await page.locator(VIDEO).evaluate(async (el: HTMLMediaElement, at: number) => {
    el.muted = true;
    el.pause();
    el.currentTime = at;
    await new Promise((resolve) => el.addEventListener('seeked', resolve, { once: true }));
  }, seconds);
}

const currentTime = (page: Page) => page.locator(VIDEO).evaluate((el: HTMLMediaElement) => el.currentTime);

async function enrolledLearner(page: Page) {
  await freshStudent(page, 'Caption Reader');
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(
    page.request,
    `/api/courses?q=${encodeURIComponent('Modern JavaScript')}`,
  );
  const enrolled = await page.request.post(`/api/courses/${courses.find((c) => c.title === STREAMED.COURSE)!.id}/enroll`, {
    headers: CSRF,
    data: {},
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return streamedLesson(page.request);
}

test('captions: on with C, a language from the menu, remembered on the server for the next visit', async ({ page }) => {
  test.slow();
  const { course, lesson } = await enrolledLearner(page);
  await page.goto(`/course/${course.id}?lesson=${lesson.id}`);
  await expectMediaReady(page.locator(VIDEO));
  const caption = page.getByTestId('caption');

  // A new account starts with captions off.
  await expect(page.getByRole('button', { name: 'Captions: Off' })).toBeVisible();
  await pauseAt(page, 5);
  await expect(caption).toBeHidden();

  // C turns them on, in the first language; the cue of the moment shows, as text.
  const savedOn = page.waitForResponse((r) => r.url().endsWith('/api/profile/caption-language') && r.request().method() === 'PUT');
  await page.locator('body').press('c');
  expect((await savedOn).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Captions: English' })).toBeVisible();
  await expect(caption).toHaveText('Here is how the course works.');
  await pauseAt(page, 14);
  await expect(caption, 'no cue between 13 s and 16 s').toBeHidden();

  // The menu: Off and each language, the one on checked; Español picked with the keyboard.
  await page.getByRole('button', { name: 'Captions: English' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Off', 'English', 'Español']);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'Off' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Español' })).toBeFocused();
  const savedEs = page.waitForResponse((r) => r.url().endsWith('/api/profile/caption-language') && r.request().method() === 'PUT');
  await page.keyboard.press('Enter');
  expect((await savedEs).request().postDataJSON()).toEqual({ language: 'es' });
  await pauseAt(page, 9);
  await expect(caption).toHaveText('Primero, mira lecciones en vídeo cortas,\nde unos minutos cada una.');
  await expect(caption).toHaveAttribute('lang', 'es');
  await page.screenshot({ path: test.info().outputPath('captions-es.png') });

  // Remembered: the next visit opens in Spanish.
  await page.reload();
  await expectMediaReady(page.locator(VIDEO));
  await expect(page.getByRole('button', { name: 'Captions: Español' })).toBeVisible();
  await pauseAt(page, 2);
  await expect(caption).toHaveText('Este es el tráiler del curso.');

  // Off, from the menu; remembered too.
  await page.getByRole('button', { name: 'Captions: Español' }).click();
  await page.getByRole('menuitemradio', { name: 'Off' }).click();
  await expect(caption).toBeHidden();
  await expect
    .poll(async () => (await getJson<{ captionLanguage: string | null }>(page.request, `/api/lessons/${lesson.id}`)).captionLanguage)
    .toBeNull();
});

test('the transcript: the line playing marked, a line plays from its time, search, keyboard, no accessibility violation', async ({
  page,
}) => {
  test.slow();
  const { course, lesson } = await enrolledLearner(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/course/${course.id}?lesson=${lesson.id}`);
  await expectMediaReady(page.locator(VIDEO));

  await page.getByRole('button', { name: 'Transcript' }).click();
  const panel = page.getByRole('region', { name: 'Transcript' });
  const lines = panel.getByRole('list', { name: 'Transcript lines' }).getByRole('button');
  // Captions are off: the transcript shows the first language, and can show another.
  await expect(lines).toHaveCount(7);
  await expect(lines.first()).toHaveText('0:00This is the course trailer.');
  await panel.getByLabel('Transcript language').selectOption('es');
  await expect(lines.first()).toHaveText('0:00Este es el tráiler del curso.');
  await expect(page.getByRole('button', { name: 'Captions: Off' }), 'the transcript’s language leaves the captions off').toBeVisible();

  // Beside the video, as tall as it.
  const video = (await page.locator(VIDEO).boundingBox())!;
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(video.x + video.width - 1);
  expect(Math.abs(box.height - video.height)).toBeLessThan(2);

  // The line playing is marked.
  await pauseAt(page, 17);
  await expect(panel.locator('[aria-current="true"]')).toHaveText(/^0:16Segundo, lee los apuntes/);

  // A line pressed plays from its start.
  await lines.filter({ hasText: 'Tercero' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(24);
  expect(await page.locator(VIDEO).evaluate((el: HTMLMediaElement) => el.paused)).toBe(false);
  await expect(panel.locator('[aria-current="true"]')).toHaveText(/^0:24Tercero/);
  await page.locator(VIDEO).evaluate((el: HTMLMediaElement) => el.pause());

  // The keyboard: one Tab stop, the arrows move between lines, Enter plays from one.
  await expect(lines.filter({ hasText: 'Tercero' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(lines.filter({ hasText: 'Por último' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(lines.last()).toBeFocused();
  expect(await panel.locator('li button[tabindex="0"]').count()).toBe(1);
  await page.keyboard.press('Enter');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(40);
  await page.locator(VIDEO).evaluate((el: HTMLMediaElement) => el.pause());

  // Search: accents and case ignored, matches marked, a miss said.
  const search = panel.getByRole('searchbox', { name: 'Search the transcript' });
  await search.fill('CERTIFICADO');
  await expect(lines).toHaveCount(1);
  await expect(panel.getByText('1 line matches.')).toBeVisible();
  await expect(lines.first().locator('mark')).toHaveText('certificado');
  await search.fill('VIDEO');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().locator('mark')).toHaveText('vídeo');
  await search.fill('zebra');
  await expect(lines).toHaveCount(0);
  await expect(panel.getByText('No lines match “zebra”.')).toBeVisible();
  await expectAccessible(page);
  await search.fill('');
  await expect(lines).toHaveCount(7);
  await page.screenshot({ path: test.info().outputPath('transcript-desktop.png') });

  // Remembered open in this browser; T and its close button hide it.
  await page.reload();
  await expect(panel).toBeVisible();
  await page.locator('body').press('t');
  await expect(panel).toBeHidden();
  await page.locator('body').press('t');
  await panel.getByRole('button', { name: 'Close transcript' }).click();
  await expect(panel).toBeHidden();
});

test('on a 390 px phone the transcript is a sheet under the video, without sideways scrolling', async ({ page }) => {
  test.slow();
  const { course, lesson } = await enrolledLearner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/course/${course.id}?lesson=${lesson.id}`);
  await expectMediaReady(page.locator(VIDEO));
  await page.getByRole('button', { name: 'Transcript' }).click();
  const panel = page.getByRole('region', { name: 'Transcript' });
  await expect(panel.getByRole('list', { name: 'Transcript lines' }).getByRole('button')).toHaveCount(7);
  const video = (await page.locator(VIDEO).boundingBox())!;
  const box = (await panel.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(video.y + video.height - 1);
  expect(box.width).toBeGreaterThan(340);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.locator('body').press('c');
  await pauseAt(page, 5);
  await expect(page.getByTestId('caption')).toHaveText('Here is how the course works.');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('transcript-phone.png'), fullPage: true });
});

test('a lesson still played from its file shows its captions too', async ({ page }) => {
  test.slow();
  // The admin uploads a caption file to another video lesson of the course and looks at it in the
  // player's preview (every lesson open, nothing recorded).
  await login(page, DEMO.admin);
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(
    page.request,
    `/api/courses?q=${encodeURIComponent('Modern JavaScript')}`,
  );
  const course = courses.find((c) => c.title === STREAMED.COURSE)!;
  const player = await getJson<{ sections: { lessons: { id: string; title: string; contentType: string }[] }[] }>(
    page.request,
    `/api/courses/${course.id}/player`,
  );
  // A video lesson of the course with an uploaded file and no stream (the seed streams only the trailer).
  let fileLesson: { id: string; title: string } | null = null;
  for (const l of player.sections.flatMap((s) => s.lessons).filter((l) => l.contentType === 'video' && l.title !== STREAMED.LESSON)) {
    const content = await getJson<{ mediaUrl: string | null; stream: unknown }>(page.request, `/api/lessons/${l.id}`);
    if (content.mediaUrl && !content.stream) {
      fileLesson = l;
      break;
    }
  }
  expect(fileLesson, 'the course has a video lesson played from its file').toBeTruthy();
  const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:30.000\nA file’s caption & <b>no markup</b>\n';
  const put = await page.request.put(`/api/instructor/lessons/${fileLesson!.id}/captions/en?label=English`, {
    headers: CSRF,
    multipart: { file: { name: 'captions.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) } },
  });
  expect(put.ok(), await put.text()).toBe(true);

  await page.goto(`/course/${course.id}?lesson=${fileLesson!.id}`);
  const video = page.locator(`video[aria-label="Video: ${fileLesson!.title}"]`);
  await expectMediaReady(video);
  expect(await video.getAttribute('src')).not.toMatch(/^blob:/);
  await page.getByRole('button', { name: /^Captions: / }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await video.evaluate((el: HTMLMediaElement) => (el.currentTime = 1));
  await expect(page.getByTestId('caption')).toHaveText('A file’s caption & no markup');
  // The demo admin's choice goes back to off for the other journeys.
  await page.getByRole('button', { name: 'Captions: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Off' }).click();
  await expect(page.getByTestId('caption')).toBeHidden();
});
