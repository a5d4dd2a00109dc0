// The course player: enrolling from the Not Enrolled screen, locked lessons (shown and refused by
// the server), completing lessons of each kind in order (uploaded video at its end, text by a click,
// PDF and text by Mark Complete, audio at its end with its position resumed), 100%, the course
// assessment, the certificate (PDF and public page), shortcuts and fullscreen, preview mode, dead
// ends, phones. The course is the seed's short one ('Workplace Safety Essentials': five lessons and
// a final assessment of objective questions, by INS-005); every test signs up its own student, so
// the tests share nothing.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  CSRF,
  DEMO,
  expect,
  expectAccessible,
  expectGlimpse,
  expectMediaReady,
  expectNoSideScroll,
  expectToast,
  freshStudent,
  getJson,
  login,
  test,
} from './fixtures.js';
import { fakeHosts, playToEnd, progress } from './player-helpers.js';

const SHORT_COURSE = 'Workplace Safety Essentials';
const SHORT_COURSE_INSTRUCTOR = { staffId: 'INS-005', password: 'ins-005-demo' };

interface Lesson {
  id: string;
  title: string;
  contentType: string;
  isLocked: boolean;
}

async function shortCourse(request: APIRequestContext) {
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(
    request,
    `/api/courses?q=${encodeURIComponent(SHORT_COURSE)}`,
  );
  const course = courses.find((c) => c.title === SHORT_COURSE);
  expect(course, 'the demo seed has the short course').toBeTruthy();
  return course!;
}

async function lessonsOf(request: APIRequestContext, courseId: string): Promise<Lesson[]> {
  const player = await getJson<{ sections: { lessons: Lesson[] }[] }>(request, `/api/courses/${courseId}/player`);
  return player.sections.flatMap((s) => s.lessons);
}

async function enroll(page: Page, courseId: string) {
  const res = await page.request.post(`/api/courses/${courseId}/enroll`, { headers: CSRF, data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}

type Card = { id: string; instructor: { fullName: string } | null };

/** A published course of the given instructor, from the catalogue's pages. */
async function courseOf(request: APIRequestContext, instructorName: string): Promise<Card> {
  for (let n = 1; n <= 10; n++) {
    const page = await getJson<{ courses: Card[] }>(request, `/api/courses?page=${n}`);
    const own = page.courses.find((c) => c.instructor?.fullName === instructorName);
    if (own) return own;
    if (page.courses.length === 0) break;
  }
  throw new Error(`No published course by ${instructorName}`);
}

interface KeyedQuestion {
  text: string;
  options: { text: string; isCorrect: boolean }[];
  /** True/false questions. */
  correctAnswer: boolean | null;
}

/** The assessment's answer key (question text to the right option's label), as its course's instructor sees it. */
async function answerKey(browser: Browser, quizId: string): Promise<Map<string, string>> {
  const context = await browser.newContext();
  try {
    const instructor = await context.newPage();
    await login(instructor, SHORT_COURSE_INSTRUCTOR);
    const { quiz } = await getJson<{ quiz: { questions: KeyedQuestion[] } }>(instructor.request, `/api/instructor/quizzes/${quizId}`);
    return new Map(
      quiz.questions.map((q) => [
        q.text,
        q.correctAnswer === null ? q.options.find((o) => o.isCorrect)!.text : q.correctAnswer ? 'True' : 'False',
      ]),
    );
  } finally {
    await context.close();
  }
}

test('a student enrolls, meets a locked lesson, completes every lesson, passes the assessment and verifies the certificate', async ({
  page,
  browser,
}) => {
  // Seven lessons' worth of steps, a quiz and eight accessibility scans.
  test.slow();
  await freshStudent(page, 'Petra Player');
  const course = await shortCourse(page.request);

  // Not enrolled: the dead end with its two ways out.
  await page.goto(`/course/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Enrolled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);
  // The course starts a second after the toast (spec section 8), with the button disabled meanwhile.
  await expectToast(page, 'Successfully enrolled! Starting course...', () =>
    expectGlimpse(page, 'button:disabled', 'Starting course...', () => page.getByRole('button', { name: 'Enroll Course' }).click()),
  );
  await expect(page.getByRole('heading', { level: 1, name: SHORT_COURSE })).toBeVisible();

  const lessons = await lessonsOf(page.request, course.id);
  expect(lessons.map((l) => l.contentType)).toEqual(['video', 'text', 'pdf', 'audio', 'text']);
  const [video, text, pdf, audio, lastText] = lessons as [Lesson, Lesson, Lesson, Lesson, Lesson];

  // The first lesson opens; every later one is locked, in the list and on the server.
  await expect(page.getByRole('heading', { level: 2, name: video.title })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  const list = page.getByRole('navigation', { name: 'Course content' });
  await expect(list.getByRole('button', { name: new RegExp(`${text.title}.*locked`) })).toBeVisible();
  // Locked rows stay reachable by keyboard, to tell why they do not open.
  await list.getByRole('button', { name: new RegExp(`${pdf.title}.*locked`) }).focus();
  await expectToast(page, 'This lesson is locked. Complete the earlier lessons first.', () => page.keyboard.press('Enter'));
  await expect(page.getByRole('heading', { level: 2, name: video.title })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/course/${course.id}?lesson=${pdf.id}`);
  await expect(page.getByText('This lesson is locked', { exact: true })).toBeVisible();
  for (const path of [`/api/lessons/${pdf.id}`, `/api/lessons/${pdf.id}/media`]) {
    const refused = await page.request.get(path);
    expect(refused.status(), path).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('LESSON_LOCKED');
  }
  const early = await page.request.post(`/api/lessons/${pdf.id}/complete`, { headers: CSRF, data: {} });
  expect(early.status()).toBe(403);
  // Nothing after the locked lesson in its section is open, so no 'Continue Learning'; the notice leads back.
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Go to your next lesson' }).click();
  await expect(page.getByRole('heading', { level: 2, name: video.title })).toBeVisible();

  // 1. Uploaded video: no button, it completes at its end.
  await expect(page.getByText('Completes when you reach the end.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expectToast(page, 'Lesson completed!', () => playToEnd(page, 'video'));
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');

  // 2. Text: 'Continue Learning' opens the next lesson of the same section, now unlocked.
  // A click anywhere in the text completes it. Its markup is sanitized HTML.
  const continueLearning = page.getByRole('main').getByRole('link', { name: 'Continue Learning' });
  await expect(continueLearning).toHaveAttribute('href', new RegExp(`\\?lesson=${text.id}$`));
  await continueLearning.click();
  await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'The big five' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('heading', { name: 'The big five' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '40');

  // 3. PDF: shown in the page (or offered for download), completed with the button.
  await page.getByRole('link', { name: `Next lesson: ${pdf.title}` }).click();
  const download = page.getByRole('link', { name: /Download PDF/ });
  await expect(download).toBeVisible();
  // The page frames the file itself (the CSP allows same-origin frames; a blocked frame has another address).
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(`/api/lessons/${pdf.id}/media`))).toBe(true);
  const handout = await page.request.get((await download.getAttribute('href'))!);
  expect(handout.status()).toBe(200);
  expect(handout.headers()['content-type']).toBe('application/pdf');
  await expectToast(page, 'Lesson completed!', () => page.getByRole('button', { name: 'Mark Complete' }).click());
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '60');
  // The PDF ends its section: 'Continue Learning' never crosses into the next one.
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveCount(0);

  // 4. Audio: the speed is remembered, the position is saved and resumed, the end completes it.
  await page.getByRole('link', { name: `Next lesson: ${audio.title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: audio.title })).toBeVisible();
  await page.getByLabel('Speed').selectOption('1.5');
  const player = page.locator('audio[aria-label]');
  await expectMediaReady(player);
  await expect.poll(() => player.evaluate((el: HTMLMediaElement) => el.playbackRate)).toBe(1.5);
  await player.evaluate(async (el: HTMLMediaElement) => {
    el.muted = true;
    el.currentTime = 10;
    await el.play();
    el.pause();
  });
  await expect
    .poll(async () => (await getJson<{ positionSeconds: number }>(page.request, `/api/lessons/${audio.id}`)).positionSeconds)
    .toBeGreaterThanOrEqual(10);
  await page.reload();
  await expectMediaReady(player);
  await expect(page.getByText(/^Resumed at 0:1\d$/)).toBeVisible();
  await expect(page.getByLabel('Speed')).toHaveValue('1.5');
  await playToEnd(page, 'audio');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '80');

  // 5. Text again, this time with the button: every lesson is done, the course is not yet.
  await page.getByRole('link', { name: `Next lesson: ${lastText.title}` }).click();
  await expectToast(page, 'Lesson completed!', () => page.getByRole('button', { name: 'Mark Complete' }).click());
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('region', { name: 'You completed this course!' })).toHaveCount(0);

  // 100% opens the Course Assessment; passing it completes the course.
  const { assessment } = await getJson<{ assessment: { quizId: string; title: string; available: boolean } }>(
    page.request,
    `/api/courses/${course.id}/player`,
  );
  expect(assessment.available).toBe(true);
  const key = await answerKey(browser, assessment.quizId);
  await list.getByRole('link', { name: /Course Assessment/ }).click();
  const final = page.getByRole('region', { name: 'Course Assessment' });
  await final.getByRole('button', { name: 'Start Quiz' }).click();
  const n = key.size;
  for (let i = 1; i <= n; i++) {
    await expect(final.getByRole('heading', { name: `Question ${i} of ${n}` })).toBeFocused();
    const question = final.getByRole('group');
    const text = (await question.locator('legend').innerText()).trim();
    expect(key.has(text), `the key has '${text}'`).toBe(true);
    await question.getByRole('radio', { name: key.get(text)!, exact: true }).check();
    if (i < n) await final.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(final.getByText(`${n} of ${n} answered`)).toBeVisible();
  await expectAccessible(page);
  await expectToast(page, 'Course assessment completed!', () => final.getByRole('button', { name: 'Submit Quiz' }).click());
  await expect(final.getByRole('heading', { name: 'Quiz completed successfully!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'You completed this course!' })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(list.getByRole('link', { name: /Course Assessment/ }).getByText('Passed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveCount(0);
  await expectAccessible(page);

  // The certificate: a real PDF, and a public page that confirms it.
  const certificate = page.getByRole('region', { name: 'You completed this course!' });
  const pdfLink = certificate.getByRole('link', { name: 'Download certificate' });
  const href = (await pdfLink.getAttribute('href'))!;
  const code = /\/api\/certificates\/([A-Z0-9-]+)\/pdf$/.exec(href)?.[1];
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const [file] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(file.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  const res = await page.request.get(href);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await certificate.getByRole('link', { name: 'View certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(page.getByText('Verified certificate')).toBeVisible();
  const card = page.getByRole('article', { name: 'Certificate of Completion' });
  await expect(card.getByText('Petra Player', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: SHORT_COURSE })).toBeVisible();
  await expect(card.getByText(code!, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Anyone can check it, signed in or not; an unknown code is clearly not found.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByText('Verified certificate')).toBeVisible();
  await page.goto('/certificates/AAAA-BBBB-CCCC');
  await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  await expectAccessible(page);
});

/**
 * Enrolls in a course and completes, through the API, every lesson before its first video on the
 * given host: that lesson is then open. Returns the lesson.
 */
async function hostedLesson(page: Page, courseTitle: string, host: RegExp) {
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(
    page.request,
    `/api/courses?q=${encodeURIComponent(courseTitle)}`,
  );
  const course = courses.find((c) => c.title === courseTitle)!;
  await enroll(page, course.id);
  for (const lesson of await lessonsOf(page.request, course.id)) {
    const content = await getJson<{ videoUrl: string | null; contentType: string }>(page.request, `/api/lessons/${lesson.id}`);
    if (content.videoUrl && host.test(content.videoUrl)) return { courseId: course.id, lesson };
    expect(content.contentType, 'no quiz before the video').not.toBe('quiz');
    const done = await page.request.post(`/api/lessons/${lesson.id}/complete`, { headers: CSRF, data: {} });
    expect(done.ok(), await done.text()).toBe(true);
  }
  throw new Error(`No ${host} video in ${courseTitle}`);
}

test('YouTube and Vimeo lessons complete through their players: near the end, or the ended event', async ({ page }) => {
  await freshStudent(page, 'Hana Hosted');
  await fakeHosts(page);

  // YouTube: playing within 1 s of the end completes the lesson; the speed reaches the player.
  const yt = await hostedLesson(page, 'Modern JavaScript from Scratch', /youtube\.com|youtu\.be/);
  await page.goto(`/course/${yt.courseId}?lesson=${yt.lesson.id}`);
  await expect(page.locator('iframe[title^="YouTube video:"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Speed').selectOption('1.25');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __yt: { rate: number } }).__yt.rate)).toBe(1.25);
  await expectToast(page, 'Lesson completed!', () =>
    page.evaluate(() => {
      const yt = (window as unknown as { __yt: { state: number; time: number; events: { onStateChange: (e: { data: number }) => void } } })
        .__yt;
      yt.time = 119.4;
      yt.state = 1;
      yt.events.onStateChange({ data: 1 });
    }),
  );
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);

  // Vimeo: its 'ended' event completes the lesson.
  const vimeo = await hostedLesson(page, 'Typography for Digital Products', /vimeo\.com/);
  await page.goto(`/course/${vimeo.courseId}?lesson=${vimeo.lesson.id}`);
  await expect(page.locator('iframe[title^="Vimeo video:"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __vimeo?: object }).__vimeo))).toBe(true);
  await expectToast(page, 'Lesson completed!', () =>
    page.evaluate(() => (window as unknown as { __vimeo: { emit: (e: string) => void } }).__vimeo.emit('ended')),
  );
  const content = await getJson<{ isCompleted: boolean }>(page.request, `/api/lessons/${vimeo.lesson.id}`);
  expect(content.isCompleted).toBe(true);
});

test('keyboard shortcuts, the shortcut list and fullscreen with Escape', async ({ page }) => {
  await freshStudent(page, 'Kai Keys');
  const course = await shortCourse(page.request);
  await enroll(page, course.id);
  await page.goto(`/course/${course.id}`);
  const video = page.locator('video[aria-label]');
  await expectMediaReady(video);
  await video.evaluate((el: HTMLMediaElement) => (el.muted = true));
  await page.locator('body').click({ position: { x: 5, y: 300 } });

  // ? lists the shortcuts.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Back or forward 5 seconds')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Space plays and pauses, the arrows seek.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((el: HTMLMediaElement) => el.paused)).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((el: HTMLMediaElement) => el.paused)).toBe(true);
  const before = await video.evaluate((el: HTMLMediaElement) => el.currentTime);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => video.evaluate((el: HTMLMediaElement) => el.currentTime)).toBeGreaterThan(before + 4);

  // F goes fullscreen, Escape leaves it.
  const enterButton = page.getByRole('button', { name: 'Fullscreen', exact: true });
  const exitButton = page.getByRole('button', { name: 'Exit fullscreen' });
  await page.keyboard.press('f');
  await expect(exitButton).toBeVisible();
  // Tab stays in the fullscreen lesson: the page behind it is inert.
  const inLesson = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused === document.body || Boolean(focused?.closest('section[aria-labelledby="lesson-title"]'));
    });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await inLesson(), `focus after ${i + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(enterButton).toBeVisible();
  // Out of fullscreen, nothing is left inert.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  // Typing in a field fires nothing. F would turn the player's fullscreen on (its button then reads
  // Exit fullscreen) and ask the browser for fullscreen (a requestFullscreen call, then a
  // fullscreenchange). Rather than wait a while for that not to happen, the page logs, in order, each
  // F pressed, each request and each change into fullscreen; F in the search field, then F outside it...
  await page.evaluate(() => {
    const log: string[] = ((window as Window & { fullscreenLog?: string[] }).fullscreenLog = []);
    // Captured on the window, before the player's own listener: a key is logged before what it causes.
    window.addEventListener(
      'keydown',
      (e) => e.key.toLowerCase() === 'f' && log.push(e.target instanceof HTMLInputElement ? 'F in field' : 'F outside'),
      true,
    );
    const request = Element.prototype.requestFullscreen;
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      log.push('requestFullscreen');
      return request.call(this, options);
    };
    document.addEventListener('fullscreenchange', () => document.fullscreenElement && log.push('fullscreen on'));
  });
  const fullscreenLog = () => page.evaluate(() => (window as Window & { fullscreenLog?: string[] }).fullscreenLog);
  const search = page.getByPlaceholder('Search courses...').first();
  await search.fill('f');
  await search.press('f');
  await expect(search).toHaveValue('ff');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await expect(search).not.toBeFocused();
  await page.keyboard.press('f');
  // ...turn fullscreen on once: had the first F toggled it too, the second would have turned it off.
  await expect(exitButton).toBeVisible();
  // ...and only the second F asked the browser for it.
  await expect.poll(fullscreenLog).toEqual(['F in field', 'F outside', 'requestFullscreen', 'fullscreen on']);
});

test('the course instructor previews the player: everything open, nothing recorded', async ({ page }) => {
  await login(page, DEMO.instructor);
  const own = await courseOf(page.request, DEMO.instructor.name);
  await page.goto(`/course/${own.id}`);
  await expect(page.getByText('Preview mode', { exact: true })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Course content' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByRole('button', { name: /locked/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expect(page.getByText('Preview mode: progress is not recorded.')).toBeVisible();
  await expectAccessible(page);
  const lessons = await lessonsOf(page.request, own.id);
  const res = await page.request.post(`/api/lessons/${lessons.find((l) => l.contentType !== 'quiz')!.id}/complete`, {
    headers: CSRF,
    data: {},
  });
  expect(res.status()).toBe(403);
});

test('dead ends: unknown course, unknown lesson', async ({ page }) => {
  await freshStudent(page, 'Dee Deadend');
  await page.goto('/course/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/course/not-a-course');
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();

  const course = await shortCourse(page.request);
  await enroll(page, course.id);
  await page.goto(`/course/${course.id}?lesson=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { name: 'Content not available' })).toBeVisible();
});

test('at phone width the lesson list is a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshStudent(page, 'Mo Mobile');
  const course = await shortCourse(page.request);
  await enroll(page, course.id);
  const [first] = await lessonsOf(page.request, course.id);
  await page.goto(`/course/${course.id}`);
  await expect(page.getByRole('heading', { level: 2, name: first!.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Course content' })).toBeHidden();
  await expectAccessible(page);
  await expectNoSideScroll(page);

  await page.getByRole('button', { name: 'Course content' }).click();
  const sheet = page.getByRole('dialog', { name: 'Course content' });
  await expect(sheet.getByRole('link', { name: new RegExp(first!.title) })).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('link', { name: new RegExp(first!.title) }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: first!.title })).toBeFocused();
});
