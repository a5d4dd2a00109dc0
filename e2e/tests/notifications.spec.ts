// Issue 18, items 1 and 2: a learner stuck behind grading sees why, and hears live when the grade
// comes; the bell, its list and the notification preferences of Settings. The demo's case is
// 'TypeScript in Practice', lesson 6 (a quiz with a written answer): each test uses a learner of
// its own there, so the demo accounts and their grading queue stay as they are.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectNoSideScroll, freshStudent, getJson, login, okJson, test } from './fixtures.js';

const COURSE = 'TypeScript in Practice';

interface PlayerLesson {
  id: string;
  title: string;
  contentType: string;
}
interface AuthoringQuiz {
  id: string;
  lessonId: string | null;
  questions: { id: string; type: string; points: number; options: { id: string; isCorrect: boolean }[] }[];
}

async function courseId(request: APIRequestContext) {
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(request, `/api/courses?q=${encodeURIComponent(COURSE)}`);
  return courses.find((c) => c.title === COURSE)!.id;
}

/** An instructor's API client and browser page, signed in as the demo instructor. */
async function instructorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, DEMO.instructor);
  return page;
}

/**
 * A new learner of the course who completed lessons 1-5 and submitted the lesson-6 quiz with every
 * choice right and a written answer: the attempt waits for the instructor, below the pass mark.
 */
async function learnerWaitingForGrading(page: Page, instructor: APIRequestContext, fullName: string) {
  await freshStudent(page, fullName);
  const id = await courseId(page.request);
  expect((await page.request.post(`/api/courses/${id}/enroll`, { headers: CSRF })).ok()).toBe(true);
  const player = await getJson<{ sections: { lessons: PlayerLesson[] }[] }>(page.request, `/api/courses/${id}/player`);
  const lessons = player.sections.flatMap((s) => s.lessons);
  const quizLesson = lessons[5]!;
  expect(quizLesson.contentType).toBe('quiz');
  for (const lesson of lessons.slice(0, 5)) await okJson(await page.request.post(`/api/lessons/${lesson.id}/complete`, { headers: CSRF }));

  const { quizzes } = await getJson<{ quizzes: { id: string; lessonId: string | null }[] }>(instructor, '/api/instructor/quizzes');
  const { quiz } = await getJson<{ quiz: AuthoringQuiz }>(
    instructor,
    `/api/instructor/quizzes/${quizzes.find((q) => q.lessonId === quizLesson.id)!.id}`,
  );
  const started = await okJson<{ attempt: { id: string } }>(await page.request.post(`/api/quizzes/${quiz.id}/attempts`, { headers: CSRF }));
  for (const q of quiz.questions) {
    const data =
      q.type === 'subjective'
        ? { answerText: `${fullName}: narrowing on a shared literal field lets the compiler pick the variant.` }
        : { optionId: q.options.find((o) => o.isCorrect)!.id };
    await okJson(await page.request.put(`/api/attempts/${started.attempt.id}/answers/${q.id}`, { data, headers: CSRF }));
  }
  const submitted = await okJson<{ attempt: { status: string; percentage: number } }>(
    await page.request.post(`/api/attempts/${started.attempt.id}/submit`, { headers: CSRF }),
  );
  expect(submitted.attempt.status).toBe('Pending Evaluation');
  const essays = quiz.questions.filter((q) => q.type === 'subjective');
  return { courseId: id, quizLesson, next: lessons[6]!, essays };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A lesson's row in the list: its text starts with its number and title ('6. Quiz: ...'). */
const lessonRow = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Course content' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^\\d+\\. ${escapeRegExp(title)}`) });

test('a learner waiting for grading sees why, and the grade arrives live: bell, lesson list and the next lesson, without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people's screens and four accessibility scans.
  test.slow();
  const teacher = await instructorPage(browser, baseURL!);
  const name = `Wren Waiting ${Date.now().toString(36)}`;
  const setup = await learnerWaitingForGrading(page, teacher.request, name);

  // The learner sees why the course stopped: on the quiz, in the lesson list, on the next lesson.
  await page.goto(`/course/${setup.courseId}?lesson=${setup.quizLesson.id}`);
  const quizRow = lessonRow(page, setup.quizLesson.title);
  await expect(quizRow).toContainText('Waiting for grading · can reach 100%');
  await expect(lessonRow(page, setup.next.title)).toContainText(`Opens when '${setup.quizLesson.title}' passes`);
  await expect(page.getByText('With full marks this attempt can reach')).toBeVisible();
  await expect(page.getByText(/The next lesson opens as soon as this attempt passes/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications$/ })).toBeVisible();
  await expectAccessible(page);
  // Marks this page: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The instructor grades the written answers on the grading screen.
  await teacher.goto('/instructor/subjective-evaluation');
  const cards = teacher.getByRole('article', { name });
  await expect(cards).toHaveCount(setup.essays.length);
  for (let left = setup.essays.length; left > 0; left--) {
    const card = cards.first();
    const max = Number((await card.getByText(/^Max \d+ points$/).textContent())!.match(/\d+/)![0]);
    await card.getByLabel(/^Points/).fill(String(max));
    await card.getByRole('button', { name: 'Submit Evaluation' }).click();
    await expect(cards).toHaveCount(left - 1);
  }

  // The learner's page follows, live: the bell counts the news, the quiz lesson is done, the next one open.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(quizRow).not.toContainText('Waiting for grading');
  await expect(quizRow.getByRole('link')).toContainText('completed');
  const next = lessonRow(page, setup.next.title).getByRole('link');
  await expect(next).toBeVisible();
  await expect(page.getByText('With full marks this attempt can reach')).toHaveCount(0);
  await expect(page.getByText('Passed', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The bell's list says what happened and leads there; opening it marks it read.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const note = panel.getByRole('link', { name: new RegExp(`^Passed: ${escapeRegExp(setup.quizLesson.title)}`) });
  await expect(note).toBeVisible();
  await expectAccessible(page);
  await note.click();
  await expect(page.getByRole('button', { name: /^Notifications$/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`lesson=${setup.quizLesson.id}`));

  // And the next lesson opens.
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: setup.next.title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await teacher.context().close();
});

test('the demo learner sees her own lesson-6 attempt waiting for grading, with what it can reach', async ({ page }) => {
  await login(page, DEMO.student);
  const id = await courseId(page.request);
  const player = await getJson<{ sections: { lessons: (PlayerLesson & { awaitingGrading: { atMostPercentage: number } | null })[] }[] }>(
    page.request,
    `/api/courses/${id}/player`,
  );
  const lesson6 = player.sections.flatMap((s) => s.lessons)[5]!;
  expect(lesson6.awaitingGrading, 'the demo leaves STU-001 waiting on lesson 6').not.toBeNull();
  await page.goto(`/course/${id}?lesson=${lesson6.id}`);
  await expect(lessonRow(page, lesson6.title)).toContainText(
    `Waiting for grading · can reach ${lesson6.awaitingGrading!.atMostPercentage}%`,
  );
  await expect(page.getByText('still needs its grade').or(page.getByText('still need their grade')).first()).toBeVisible();
});

test('on a phone the bell opens a sheet with the list, and Settings keeps the switches on the server', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const teacher = await instructorPage(browser, baseURL!);
  const name = `Pia Phone ${Date.now().toString(36)}`;
  const setup = await learnerWaitingForGrading(page, teacher.request, name);
  // One written answer graded while another waits (or the last one): a notification either way.
  const { answers } = await getJson<{ answers: { id: string; studentName: string; maxPoints: number }[] }>(
    teacher.request,
    '/api/instructor/subjective-answers',
  );
  const mine = answers.find((a) => a.studentName === name)!;
  await okJson(
    await teacher.request.post(`/api/instructor/subjective-answers/${mine.id}/evaluation`, {
      data: { points: mine.maxPoints },
      headers: CSRF,
    }),
  );
  await teacher.context().close();

  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet.getByRole('listitem')).toHaveCount(1);
  await expect(sheet.getByRole('listitem')).toContainText(setup.quizLesson.title);
  await expectNoSideScroll(page);
  await expectAccessible(page);
  // Marked read from the list, by keyboard.
  await sheet.getByRole('button', { name: /^Mark as read/ }).focus();
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Notifications$/ })).toBeVisible();

  // Settings: the switches come from the server and stay after a reload; they say what they do by
  // e-mail too (the journeys' server sends e-mail to the test SMTP server).
  await page.goto('/settings');
  const updates = page.getByRole('switch', { name: 'Course Updates' });
  await expect(updates).toBeChecked();
  await expect(page.getByText('Any e-mail at all from LearnFlix. Off: none, whatever the switches above say.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Daily digest e-mail' })).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/notification-preferences') && r.request().method() === 'PUT');
  await updates.click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Course Updates' })).not.toBeChecked();
  expect((await getJson<{ courseUpdates: boolean }>(page.request, '/api/me/notification-preferences')).courseUpdates).toBe(false);
  await expectNoSideScroll(page);
  await expectAccessible(page);
});
