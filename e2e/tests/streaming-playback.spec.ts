// Streamed playback (issue 28, part 2): the demo seed queues one lesson for transcoding ('Welcome and
// course tour', a free lesson of 'Modern JavaScript from Scratch'), which the server's worker turns
// into an HLS ladder (240p and 360p of the 640x360 trailer), a poster and a storyboard some seconds
// after it starts. The player plays it through hls.js: segments from /api/stream/, a quality menu of
// Auto and each rendition, the storyboard's pictures over the progress bar, and a master loaded
// again when the links have expired. The preview dialog plays its lowest rendition alone.
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectMediaReady, expectToast, freshStudent, getJson, login, test } from './fixtures.js';
import { playToEnd } from './player-helpers.js';
import { STREAMED, streamedLesson, type Stream } from './streaming-helpers.js';

const { COURSE, LESSON } = STREAMED;

const isSegment = (r: Request) => /\/api\/stream\/[\w-]+\/[\w-]+\/\d+\/[\w-]+\.ts\?/.test(r.url());
/** The rendition folder a segment or playlist comes from (`/api/stream/{lesson}/{run}/{n}/...`). */
const folderOf = (url: string) => /\/api\/stream\/[\w-]+\/[\w-]+\/(\d+)\//.exec(url)?.[1] ?? null;

/** Plays the element muted (no autoplay block) until its clock has moved past `seconds`. */
async function playPast(page: Page, selector: string, seconds: number) {
  const media = page.locator(selector);
  await media.evaluate((el: HTMLMediaElement) => {
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => media.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 60_000 }).toBeGreaterThan(seconds);
}

/** A new learner enrolled in the streamed lesson's course: no position saved by another journey. */
async function enrolledLearner(page: Page, fullName: string) {
  await freshStudent(page, fullName);
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(
    page.request,
    `/api/courses?q=${encodeURIComponent('Modern JavaScript')}`,
  );
  const enrolled = await page.request.post(`/api/courses/${courses.find((c) => c.title === COURSE)!.id}/enroll`, {
    headers: CSRF,
    data: {},
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
}

/** Which rendition folder holds each rendition, by name (`360p`), as the master playlist says. */
async function foldersByName(request: APIRequestContext, stream: Stream): Promise<Record<string, string>> {
  const res = await request.get(stream.masterUrl);
  expect(res.ok()).toBe(true);
  const lines = (await res.text()).split('\n');
  const folders: Record<string, string> = {};
  lines.forEach((line, i) => {
    const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
    const folder = height ? folderOf(lines[i + 1] ?? '') : null;
    if (height && folder) folders[`${height}p`] = folder;
  });
  return folders;
}

test('a streamed lesson plays through hls.js: segments, the quality menu, a chosen rendition, seek previews', async ({ page }) => {
  test.slow();
  await login(page, DEMO.student);
  const { course, lesson, stream } = await streamedLesson(page.request);
  expect(stream.renditions.map((r) => r.name)).toEqual(['240p', '360p']);
  const folders = await foldersByName(page.request, stream);
  expect(Object.keys(folders).sort()).toEqual(['240p', '360p']);

  const segments: string[] = [];
  page.on('request', (r) => isSegment(r) && segments.push(r.url()));
  await page.goto(`/course/${course.id}?lesson=${lesson.id}`);
  const selector = `video[aria-label="Video: ${LESSON}"]`;
  const video = page.locator(selector);
  await expectMediaReady(video);
  // hls.js, through Media Source Extensions: the element plays a blob:, its poster is the stream's.
  await expect(video).toHaveAttribute('data-engine', 'hls.js');
  expect(await video.getAttribute('src')).toMatch(/^blob:/);
  expect(await video.getAttribute('poster')).toContain('/poster.jpg?');
  await expect.poll(() => segments.length, { message: 'hls.js asks for .ts segments' }).toBeGreaterThan(0);
  await playPast(page, selector, 1);

  // Auto by default, saying what it plays; the menu lists Auto and every rendition.
  const qualityButton = page.getByRole('button', { name: /^Quality: Auto \((240p|360p)\)$/ });
  await expect(qualityButton).toBeVisible();
  await qualityButton.click();
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitemradio');
  // Auto names what it plays (Auto may move between the two while the journey looks).
  await expect(items).toHaveText([/^Auto(240p|360p)$/, '360p', '240p']);
  await expect(menu.getByRole('menuitemradio', { name: /^Auto/ })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  // Choosing the rendition that does not play switches to it: its segments come, and it plays.
  const other = (await video.getAttribute('data-level')) === '360p' ? '240p' : '360p';
  const before = segments.length;
  await menu.getByRole('menuitemradio', { name: other, exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: `Quality: ${other}` })).toBeVisible();
  await expect(video).toHaveAttribute('data-level', other);
  await expect.poll(() => segments.length).toBeGreaterThan(before);
  await expect.poll(() => folderOf(segments.at(-1)!), { message: `segments of ${other}` }).toBe(folders[other]);
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.videoHeight), { message: 'the picture is the chosen rendition' })
    .toBe(Number(other.replace('p', '')));

  // Back to Auto.
  await page.getByRole('button', { name: `Quality: ${other}` }).click();
  await page.getByRole('menuitemradio', { name: /^Auto/ }).click();
  await expect(page.getByRole('button', { name: /^Quality: Auto/ })).toBeVisible();

  // Seek previews: hovering the progress bar shows the storyboard's picture of that moment above it.
  await video.evaluate((el: HTMLMediaElement) => el.pause());
  const seek = page.getByRole('slider', { name: 'Seek' });
  await seek.scrollIntoViewIfNeeded();
  const bar = (await seek.boundingBox())!;
  const sheet = page.waitForRequest((r) => /\/storyboard-\d+\.jpg\?/.test(r.url()));
  await page.mouse.move(bar.x + bar.width * 0.6, bar.y + bar.height / 2);
  const preview = page.getByTestId('seek-preview');
  await expect(preview).toBeVisible();
  const picture = page.getByTestId('seek-preview-picture');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/\/api\/stream\/.+\/storyboard-\d+\.jpg\?e=\d+&s=/);
  // 60% of the 45 s trailer, give or take the pointer's pixel.
  await expect(preview).toHaveText(/^0:2[67]$/);
  await sheet;
  const box = (await picture.boundingBox())!;
  expect(box.y + box.height, 'the picture stands above the bar').toBeLessThanOrEqual(bar.y + 1);
  await page.screenshot({ path: test.info().outputPath('seek-preview.png') });
  // Gone when the pointer leaves the bar.
  await page.mouse.move(bar.x + bar.width * 0.6, bar.y - 120);
  await expect(preview).toBeHidden();

  // A click on the bar seeks there.
  await page.mouse.click(bar.x + bar.width * 0.5, bar.y + bar.height / 2);
  await expect.poll(() => video.evaluate((el: HTMLMediaElement) => el.currentTime)).toBeGreaterThan(20);
});

test('links that expired mid-lesson: the master loads again and playback goes on where it was', async ({ page }) => {
  test.slow();
  // A learner of their own: the demo student's saved position (another journey's) would start
  // playback past the segments held below.
  await enrolledLearner(page, 'Expiry Learner');
  const { course, lesson, stream } = await streamedLesson(page.request);
  // Expired: every signed link answers 403, as the server does past a link's expiry, until the
  // player asks for the master again (whose links are new). The 45 s trailer would be buffered
  // whole within a second, so segments from 16 s on wait: they are what the expired links refuse.
  let expired = false;
  let masters = 0;
  const refuse = (route: Route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":{"code":"FORBIDDEN"}}' });
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.startsWith('/api/stream/'),
    (route) => {
      if (expired) return refuse(route);
      const segment = /\/segment-(\d+)\.ts$/.exec(new URL(route.request().url()).pathname);
      if (holding && segment && Number(segment[1]) >= 4) return void held.push(route);
      return route.continue();
    },
  );
  await page.route(
    (url) => url.pathname === stream.masterUrl,
    (route) => {
      masters++;
      expired = false;
      return route.continue();
    },
  );
  await page.goto(`/course/${course.id}?lesson=${lesson.id}`);
  const selector = `video[aria-label="Video: ${LESSON}"]`;
  const video = page.locator(selector);
  await expectMediaReady(video);
  await playPast(page, selector, 1);
  expect(masters).toBe(1);

  // Far past what is buffered: new segments are needed, and refused.
  expired = true;
  holding = false;
  await Promise.all(held.splice(0).map(refuse));
  await video.evaluate((el: HTMLMediaElement) => {
    el.currentTime = 32;
  });
  await expect.poll(() => masters, { message: 'the master is asked for again', timeout: 60_000 }).toBe(2);
  await expect.poll(() => video.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 60_000 }).toBeGreaterThan(33);
  expect(await video.evaluate((el: HTMLMediaElement) => el.paused)).toBe(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a streamed lesson completes at its end and resumes where the learner stopped, as its file did', async ({ page }) => {
  test.slow();
  await enrolledLearner(page, 'Stream Learner');
  const { course, lesson } = await streamedLesson(page.request);

  await page.goto(`/course/${course.id}?lesson=${lesson.id}`);
  const selector = `video[aria-label="Video: ${LESSON}"]`;
  await expect(page.locator(selector)).toHaveAttribute('data-engine', 'hls.js');
  // Its position is saved as it plays (every 5 s, and on pause: whichever first says 3 s or more; a
  // pause in the same second as the last save sends nothing new), and the next opening resumes there.
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/lessons/${lesson.id}/position`) &&
      r.request().method() === 'PUT' &&
      (JSON.parse(r.request().postData() ?? '{}') as { seconds?: number }).seconds! >= 3,
  );
  await playPast(page, selector, 3);
  await page.locator(selector).evaluate((el: HTMLMediaElement) => el.pause());
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expectMediaReady(page.locator(selector));
  await expect(page.getByText(/^Resumed at 0:0[3-9]$/)).toBeVisible();

  await expect(page.getByText('Completes when you reach the end.')).toBeVisible();
  await expectToast(page, 'Lesson completed!', () => playToEnd(page, 'video'));
  await expect(page.getByRole('region', { name: LESSON }).getByText('Completed', { exact: true })).toBeVisible();
});

test("a visitor's preview dialog plays the lowest rendition of the free lesson's stream", async ({ page }) => {
  await login(page, DEMO.student);
  const { lesson } = await streamedLesson(page.request);
  await page.context().clearCookies();
  // The machines running the journeys have no internet: the YouTube preview shows the picture.
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) => route.abort('internetdisconnected'));
  const playlists: string[] = [];
  page.on('request', (r) => /\/api\/stream\/.+\/index\.m3u8\?/.test(r.url()) && playlists.push(r.url()));
  const lowest = page.waitForRequest(
    (r) => r.url().endsWith(`/api/lessons/${lesson.id}/stream/master.m3u8?rendition=lowest`) && r.method() === 'GET',
  );

  await page.goto(`/courses?q=${encodeURIComponent('Modern JavaScript')}`);
  // The dialog takes turns between the course's two free videos (YouTube, and this lesson's file).
  let dialog = page.getByRole('dialog', { name: COURSE });
  for (let opening = 0; opening < 3; opening++) {
    await page.getByRole('button', { name: `Preview: ${COURSE}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: COURSE });
    await expect(dialog.locator('video, [role="status"]').first()).toBeVisible();
    if ((await dialog.locator('video').count()) > 0) break;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('data-stream', `/api/lessons/${lesson.id}/stream/master.m3u8?rendition=lowest`);
  await expect(video).toHaveAttribute('src', /^blob:/);
  await lowest;
  await expectMediaReady(video);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.videoHeight)).toBe(240);
  // Only the lowest rendition's playlist is ever asked for.
  expect(new Set(playlists.map(folderOf))).toEqual(new Set(['0']));
  await expect(dialog.getByRole('status').filter({ hasText: /preview/i })).toBeVisible();
});
