// A learner's story told the same way on every screen: signing out lands on /, a visitor is asked
// to sign in (and comes back) where only an expired session gets 'Session Expired'; Continue
// Learning, the progress badge, the assessment's results and every score agree with each other;
// the preview dialog plays another video on each opening, falls back to the picture when a hosted
// video cannot load, and stops an uploaded one at 30 seconds.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectMediaReady, expectToast, getJson, login, okJson, test } from './fixtures.js';

/** A demo student no other journey uses: the courses this file makes are theirs to take. */
const LEARNER = { staffId: 'STU-009', password: 'stu-009-demo' };

/** Notes every address the app goes to, pushState and replaceState included (a redirect may be brief). */
async function recordAddresses(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { visited: string[] };
    w.visited = [location.pathname];
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        w.visited.push(location.pathname);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { visited: string[] }).visited);
}

test.describe('signing out', () => {
  for (const [path, heading] of [
    ['/settings', 'Settings'],
    ['/my-courses', 'My Courses'],
  ] as const) {
    test(`Sign Out from ${path} lands on /, never on Session Expired`, async ({ page }) => {
      const visited = await recordAddresses(page);
      await login(page, DEMO.student);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('button', { name: new RegExp(DEMO.student.name) }).click();
      await expectToast(page, 'Signed out successfully', () => page.getByRole('menuitem', { name: 'Sign Out' }).click());
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Session Expired' })).toHaveCount(0);
      expect(await visited()).not.toContain('/session-expired');
      await expectAccessible(page);
    });
  }
});

test('a visitor who never signed in is asked to sign in, and comes back to the page after', async ({ page }) => {
  await page.goto('/my-courses');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please sign in to continue. You will go straight back to where you were.')).toBeVisible();
  await expect(page.getByText(/session has expired/i)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Staff ID').fill(DEMO.student.staffId);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
});

/** Ends the page's session on the server while its browser keeps the cookie: the session has really expired. */
async function endSessionBehindTheBrowser(page: Page, browser: Browser) {
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
  expect(sid, 'a session cookie').toBeTruthy();
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { cookie: `sid=${sid!.value}` } });
  try {
    expect((await other.request.post('/api/auth/sign-out', { headers: CSRF, data: {} })).status()).toBe(200);
  } finally {
    await other.close();
  }
}

test('a session that really expired gets Session Expired, and signing in again goes back to the page', async ({ page, browser }) => {
  await login(page, DEMO.student);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await endSessionBehindTheBrowser(page, browser);
  // The app learns it at its next call to the server (opening Profile from the user menu: refused
  // with 401 SESSION_EXPIRED), or earlier, when it checks the session again by itself (coming back
  // to the tab does): either way it ends on Session Expired, never on the sign-in prompt.
  const expired = page.getByText('Your session has expired for security reasons. Please sign in again to continue.');
  const menu = page.getByRole('button', { name: new RegExp(DEMO.student.name) });
  await expect(menu.or(expired)).toBeVisible();
  if (await menu.isVisible()) {
    // The page may leave meanwhile: then there is no menu left to open, which is fine.
    await menu.click({ timeout: 5_000 }).catch(() => undefined);
    await page
      .getByRole('menuitem', { name: 'Profile' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(page).toHaveURL(/\/session-expired$/);
  await expect(expired).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign In Again' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Staff ID').fill(DEMO.student.staffId);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Back to the page the session ended on: Profile, or Settings when the app noticed first.
  await expect(page).toHaveURL(/\/(profile|settings)$/);
});

// ------------------------------------------------------------------ one story on every screen

interface StoryCourse {
  id: string;
  title: string;
  lessonId: string;
  quizId: string;
}

const QUESTIONS = [
  { text: 'Which planet is known as the red planet?', right: 'Mars', wrong: ['Venus', 'Jupiter'] },
  { text: 'How many days are in a leap year?', right: '366', wrong: ['365', '364'] },
  { text: 'Which gas do plants take in?', right: 'Carbon dioxide', wrong: ['Oxygen', 'Helium'] },
];

/** A published course of one text lesson and a three-question course assessment, made by the demo instructor. */
async function storyCourse(browser: Browser): Promise<StoryCourse> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const request = context.request;
    await login(request, DEMO.instructor);
    const { categories } = await getJson<{ categories: { id: string }[] }>(request, '/api/categories');
    const title = `Story of a Course ${Date.now().toString(36)}`;
    const { course } = await okJson<{ course: { id: string } }>(
      await request.post('/api/instructor/courses', {
        headers: CSRF,
        data: { title, shortDescription: 'Made by a journey.', description: 'Made by a journey.', categoryId: categories[0]!.id },
      }),
    );
    const { section } = await okJson<{ section: { id: string } }>(
      await request.post(`/api/instructor/courses/${course.id}/sections`, { headers: CSRF, data: { title: 'The only section' } }),
    );
    const { lesson } = await okJson<{ lesson: { id: string } }>(
      await request.post('/api/instructor/lessons', {
        headers: CSRF,
        data: { sectionId: section.id, title: 'Read this first', contentType: 'text', content: '# Read this first\n\nText.' },
      }),
    );
    const { quiz } = await okJson<{ quiz: { id: string } }>(
      await request.post('/api/instructor/quizzes', {
        headers: CSRF,
        data: {
          title: `${title}: Final Assessment`,
          courseId: course.id,
          passingScore: 60,
          maxAttempts: 3,
          isPublished: true,
          questions: QUESTIONS.map((q) => ({
            type: 'multiple_choice',
            text: q.text,
            points: 1,
            options: [{ text: q.right, isCorrect: true }, ...q.wrong.map((text) => ({ text, isCorrect: false }))],
          })),
        },
      }),
    );
    await okJson(await request.patch(`/api/instructor/courses/${course.id}/status`, { headers: CSRF, data: { status: 'published' } }));
    return { id: course.id, title, lessonId: lesson.id, quizId: quiz.id };
  } finally {
    await context.close();
  }
}

interface Attempt {
  attempt: { id: string };
  questions: { id: string; text: string; options: { id: string; text: string }[] }[];
}

/** One submitted attempt through the API, answering right the questions named by `right`. */
async function takeAssessment(request: APIRequestContext, quizId: string, right: (text: string) => boolean) {
  const started = await okJson<Attempt>(await request.post(`/api/quizzes/${quizId}/attempts`, { headers: CSRF, data: {} }));
  for (const q of started.questions) {
    const spec = QUESTIONS.find((s) => s.text === q.text)!;
    const want = right(q.text) ? spec.right : spec.wrong[0];
    const option = q.options.find((o) => o.text === want)!;
    await okJson(
      await request.put(`/api/attempts/${started.attempt.id}/answers/${q.id}`, { headers: CSRF, data: { optionId: option.id } }),
    );
  }
  return okJson<{ attempt: { percentage: number; status: string } }>(
    await request.post(`/api/attempts/${started.attempt.id}/submit`, { headers: CSRF, data: {} }),
  );
}

/** The card of the course inside a titled row of My Courses or the dashboard. */
const cardIn = (page: Page, row: string, title: string) =>
  page
    .getByRole('region', { name: row, exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title }) });

test('Continue Learning, the badge, the assessment and the scores tell one story', async ({ page, browser }) => {
  test.slow();
  const course = await storyCourse(browser);
  await login(page, LEARNER);
  await okJson(await page.request.post(`/api/courses/${course.id}/enroll`, { headers: CSRF, data: {} }));
  await okJson(await page.request.post(`/api/lessons/${course.lessonId}/complete`, { headers: CSRF, data: {} }));

  // Every lesson done, the assessment still to pass: in Continue Learning, and never 'Completed'.
  await page.goto('/my-courses');
  const learning = cardIn(page, 'Continue Learning', course.title);
  await expect(learning.getByText('Assessment Due')).toBeVisible();
  await expect(learning.getByText('All lessons done')).toBeVisible();
  await expect(learning.getByText('Completed')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/course/${course.id}`);
  const progressBox = page.locator('div', { has: page.getByRole('progressbar', { name: 'Course progress' }) }).last();
  await expect(progressBox.getByText('Assessment Due', { exact: true })).toBeVisible();
  await expect(progressBox.getByText('Completed', { exact: true })).toHaveCount(0);

  // A failed first attempt: 1 of 3 points is stored as 33.33% and shown as a whole percent, like every score.
  const failed = await takeAssessment(page.request, course.quizId, (text) => text === QUESTIONS[0]!.text);
  expect(failed.attempt).toMatchObject({ percentage: 33.33, status: 'Failed' });
  await page.goto(`/course/${course.id}?lesson=assessment`);
  const assessment = page.getByRole('region', { name: 'Course Assessment' });
  await expect(assessment.getByText('Best score:')).toContainText('33%');
  await expect(assessment.getByRole('button', { name: 'Reattempt Quiz' })).toBeVisible();
  await expect(page.getByText('33.33')).toHaveCount(0);

  // Passed on the second attempt: nothing to retake, on the overview or on any attempt's results.
  await takeAssessment(page.request, course.quizId, () => true);
  await page.reload();
  await expect(assessment.getByText('Assessment passed')).toBeVisible();
  await expect(assessment.getByRole('button', { name: /Reattempt Quiz|Start Quiz/ })).toHaveCount(0);
  await expectAccessible(page);
  for (const n of [1, 2]) {
    await assessment.getByRole('button', { name: `View results of attempt ${n}` }).click();
    await expect(
      assessment.getByRole('heading', { name: n === 1 ? 'Quiz completed, but did not pass' : 'Quiz completed successfully!' }),
    ).toBeVisible();
    await expect(assessment.getByText(n === 1 ? '33%' : '100%', { exact: true })).toBeVisible();
    await expect(assessment.getByRole('button', { name: 'Reattempt Quiz' })).toHaveCount(0);
    await assessment.getByRole('button', { name: 'Quiz overview' }).click();
  }
  // The server agrees: no third attempt.
  const refused = await page.request.post(`/api/quizzes/${course.quizId}/attempts`, { headers: CSRF, data: {} });
  expect(refused.status()).toBe(409);
  await expect(progressBox.getByText('Completed', { exact: true })).toBeVisible();

  // Completed: its own row on My Courses, and in no Continue Learning row.
  await page.goto('/my-courses');
  await expect(cardIn(page, 'Completed', course.title).getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Continue Learning' })).toBeVisible();
  await expect(cardIn(page, 'Continue Learning', course.title)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Continue Learning' })).toBeVisible();
  await expect(cardIn(page, 'Continue Learning', course.title)).toHaveCount(0);
  await expectAccessible(page);
});

// ------------------------------------------------------------------ the preview dialog

/** Opens the preview dialog of a course from the catalogue, searched by its title. */
async function openPreview(page: Page, title: string) {
  await page.getByRole('button', { name: `Preview: ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('each opening of the preview plays another video; a hosted one that cannot load shows the picture', async ({ page }) => {
  // The machines running the journeys have no internet; this makes it so everywhere.
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) => route.abort('internetdisconnected'));
  const title = 'Modern JavaScript from Scratch';
  await page.goto(`/courses?q=${encodeURIComponent('Modern JavaScript')}`);
  const shown: string[] = [];
  for (let opening = 0; opening < 3; opening++) {
    const dialog = await openPreview(page, title);
    const media = dialog.locator('video[src], iframe[src]');
    await expect(media).toHaveCount(1);
    // A streamed lesson's video has a blob: address of its own each time; data-src names the video.
    shown.push((await media.getAttribute('data-src')) ?? (await media.getAttribute('src'))!);
    if (opening === 1) await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // Its two free videos (an uploaded one, and a YouTube one that is also its preview video) take turns.
  expect(new Set(shown).size).toBe(2);
  expect(shown[2]).toBe(shown[0]);

  // The YouTube one: the picture covers the player while it loads, and stays with the spec's text.
  let dialog = await openPreview(page, title);
  if ((await dialog.locator('video[src]').count()) > 0) {
    await page.keyboard.press('Escape');
    dialog = await openPreview(page, title);
  }
  // Never a bare player frame: the picture with its status is there from the start.
  await expect(dialog.getByRole('status').filter({ hasText: /^(Loading preview\.\.\.|No preview available)$/ })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'No preview available' })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expect(dialog.locator('img').first()).toBeVisible();
  await expectAccessible(page);
});

test('an uploaded preview longer than 30 seconds stops at exactly 30 seconds', async ({ page }) => {
  const title = 'Web Accessibility Essentials';
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  const dialog = await openPreview(page, title);
  const video = dialog.locator('video');
  await expectMediaReady(video);
  const { duration, start } = await video.evaluate((el: HTMLVideoElement) => ({
    duration: el.duration,
    start: Number(el.dataset.previewStart),
  }));
  // The demo's trailer is 45 s: the preview starts somewhere in the first 15 s.
  expect(duration).toBeGreaterThan(40);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(start).toBeLessThanOrEqual(duration - 30);
  // Sixteen times faster, muted (no autoplay block): the same 30 seconds of the clip in about two.
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    el.playbackRate = 16;
    await el.play();
  });
  await expect(dialog.getByRole('status').filter({ hasText: 'Preview ended (30s)' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unlock full video' })).toBeVisible();
  const end = await video.evaluate((el: HTMLVideoElement) => ({
    paused: el.paused,
    played: el.currentTime - Number(el.dataset.previewStart),
  }));
  expect(end.paused).toBe(true);
  expect(end.played).toBeGreaterThan(29.9);
  expect(end.played).toBeLessThan(30.1);
  await expectAccessible(page);
});
