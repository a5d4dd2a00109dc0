// Taking quizzes in the course player: failing then passing a lesson quiz (which completes the
// lesson), a timed quiz submitting itself at zero, and a reload mid-quiz that loses no answer.
// Each test signs up its own student, enrolls in the demo course 'Giving and Receiving Feedback'
// (free; its first quiz lesson comes after a video and a text lesson and has a time limit), and
// completes the lessons before the quiz through the API.
import type { APIRequestContext, Page } from '@playwright/test';
import { CSRF, expect, expectAccessible, freshStudent, getJson, okJson, test } from './fixtures.js';

const COURSE = 'Giving and Receiving Feedback';

interface Quiz {
  id: string;
  title: string;
  questionCount: number;
  timeLimitMinutes: number | null;
  passingScore: number;
  attempts: { id: string }[];
}
interface Attempt {
  questions: { id: string; text: string; options: { id: string; text: string }[] }[];
  answers: { questionId: string; optionId: string | null }[];
  results: { questionId: string; correctOptionId: string | null }[] | null;
}
interface Lesson {
  id: string;
  title: string;
  contentType: string;
}

/** POSTs an empty JSON body, failing the test on an error status. */
async function post(request: APIRequestContext, path: string) {
  return okJson(await request.post(path, { headers: CSRF, data: {} }));
}

/** Enrolls the signed-in student and completes every lesson before the course's first quiz lesson. */
async function reachFirstQuiz(page: Page) {
  const request = page.request;
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(request, `/api/courses?q=${encodeURIComponent(COURSE)}`);
  const course = courses.find((c) => c.title === COURSE);
  expect(course, `the demo course '${COURSE}'`).toBeTruthy();
  await post(request, `/api/courses/${course!.id}/enroll`);
  const player = await getJson<{ sections: { lessons: Lesson[] }[]; totalLessons: number }>(request, `/api/courses/${course!.id}/player`);
  const lessons = player.sections.flatMap((s) => s.lessons);
  const index = lessons.findIndex((l) => l.contentType === 'quiz');
  expect(index).toBeGreaterThan(0);
  for (const lesson of lessons.slice(0, index)) await post(request, `/api/lessons/${lesson.id}/complete`);
  const lesson = lessons[index]!;
  const { quizId } = await getJson<{ quizId: string }>(request, `/api/lessons/${lesson.id}`);
  const quiz = await getJson<Quiz>(request, `/api/quizzes/${quizId}`);
  return { courseId: course!.id, lesson, previous: lessons[index - 1]!, quiz, completedBefore: index, totalLessons: player.totalLessons };
}

const questionHeading = (page: Page, n: number, of: number) => page.getByRole('heading', { name: `Question ${n} of ${of}` });

test('a student fails a quiz, reattempts it and passes, which completes the lesson', async ({ page }) => {
  // Two attempts and five accessibility scans.
  test.slow();
  await freshStudent(page, 'Quinn Quizzer');
  const { courseId, lesson, quiz, completedBefore, totalLessons } = await reachFirstQuiz(page);
  const n = quiz.questionCount;
  expect(n).toBeGreaterThan(2);

  // The overview card.
  await page.goto(`/course/${courseId}?lesson=${lesson.id}`);
  const viewer = page.getByRole('region', { name: lesson.title });
  await expect(viewer.getByRole('heading', { level: 3, name: quiz.title })).toBeVisible();
  await expect(viewer.getByText('Not Started')).toBeVisible();
  await expect(viewer.getByText(/^0 of \d+ used$/)).toBeVisible();
  await expectAccessible(page);

  // First attempt: one answer only, so it cannot pass; submitting asks first.
  await viewer.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(questionHeading(page, 1, n)).toBeFocused();
  await expect(page.getByRole('timer')).toBeVisible();
  await viewer.getByRole('radio').first().check();
  await expect(viewer.getByText('Saved', { exact: true })).toBeVisible();
  await expect(viewer.getByText(`1 of ${n} answered`)).toBeVisible();
  await expectAccessible(page);
  await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(questionHeading(page, 2, n)).toBeFocused();
  await viewer.getByRole('button', { name: 'Previous' }).click();
  await expect(questionHeading(page, 1, n)).toBeFocused();
  await expect(viewer.getByRole('radio').first()).toBeChecked();
  await viewer.getByRole('button', { name: 'Submit Quiz' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit quiz?' });
  await expect(confirm.getByText(`${n - 1} questions are not answered`)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Submit anyway' }).click();

  // Failed, with per-question feedback; the result takes the focus the Submit Quiz button had.
  await expect(viewer.getByRole('heading', { name: 'Quiz completed, but did not pass' })).toBeFocused();
  const feedback = viewer.getByRole('region', { name: 'Question feedback' });
  await expect(feedback.getByRole('listitem').filter({ hasText: 'Question 1' })).toBeVisible();
  await expect(feedback.getByText('Not answered').first()).toBeVisible();
  await expect(feedback.getByText('Correct answer').first()).toBeVisible();
  await expect(feedback.getByText('Your answer').first()).toBeVisible();
  await expectAccessible(page);

  // The right answers, now that the attempt is submitted.
  const overview = await getJson<Quiz>(page.request, `/api/quizzes/${quiz.id}`);
  const first = await getJson<Attempt>(page.request, `/api/attempts/${overview.attempts[0]!.id}`);
  const rightText = first.questions.map((q) => {
    const correct = first.results!.find((r) => r.questionId === q.id)!.correctOptionId;
    return q.options.find((o) => o.id === correct)!.text;
  });

  // Second attempt: every answer right.
  await viewer.getByRole('button', { name: 'Reattempt Quiz' }).click();
  for (let i = 0; i < n; i++) {
    await expect(questionHeading(page, i + 1, n)).toBeFocused();
    await viewer.getByRole('radio', { name: rightText[i]!, exact: true }).check();
    if (i < n - 1) await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(viewer.getByText(`${n} of ${n} answered`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(viewer.getByRole('heading', { name: 'Quiz completed successfully!' })).toBeFocused();
  await expect(viewer.getByText('100%', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The lesson is completed and the course's progress moved.
  await expect(viewer.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText(`${completedBefore + 1} of ${totalLessons}`, { exact: true })).toBeVisible();

  // The overview now shows the pass, the best score and both attempts.
  await viewer.getByRole('button', { name: 'Quiz overview' }).click();
  await expect(viewer.getByRole('heading', { level: 3, name: quiz.title })).toBeFocused();
  await expect(viewer.getByText('Passed').first()).toBeVisible();
  await expect(viewer.getByText('Best score:')).toBeVisible();
  await expect(viewer.getByRole('button', { name: /View results of attempt/ })).toHaveCount(2);
});

test('a timed quiz submits itself when the time is up', async ({ page }) => {
  await freshStudent(page, 'Tim Timer');
  const { courseId, lesson, quiz } = await reachFirstQuiz(page);
  expect(quiz.timeLimitMinutes, 'the quiz has a time limit').toBeTruthy();
  const limitMs = quiz.timeLimitMinutes! * 60_000;

  // The page's clock is ours: minutes pass in a moment. The server's deadline stays real.
  await page.clock.install();
  await page.goto(`/course/${courseId}?lesson=${lesson.id}`);
  const viewer = page.getByRole('region', { name: lesson.title });
  const startedAt = Date.now();
  await viewer.getByRole('button', { name: 'Start Quiz' }).click();
  const timer = page.getByRole('timer');
  const secondsLeft = async () => {
    const [, minutes, seconds] = /^Time left: (\d+):(\d\d)$/.exec((await timer.getAttribute('aria-label')) ?? '') ?? [];
    expect(minutes, 'the timer reads m:ss').toBeDefined();
    return Number(minutes) * 60 + Number(seconds);
  };
  // It counts down from the limit: what it shows is the limit less at most the time since Start (a
  // loaded machine may take a while to show it).
  await expect(timer).toBeVisible();
  const shown = await secondsLeft();
  expect(shown).toBeLessThanOrEqual(limitMs / 1000);
  expect(shown).toBeGreaterThanOrEqual(limitMs / 1000 - Math.ceil((Date.now() - startedAt) / 1000));
  await viewer.getByRole('radio').first().check();
  await expect(viewer.getByText('Saved', { exact: true })).toBeVisible();

  // Under a minute left: the timer turns urgent. Forward to 55 s before the end, counted from what
  // the timer shows now (the clock kept running since).
  await page.clock.fastForward(((await secondsLeft()) - 55) * 1000);
  await expect(timer).toHaveAccessibleName(/Time left: 0:[0-5]\d/);
  await expect(timer).toHaveClass(/bg-red-700/);
  await expectAccessible(page);

  // Zero: the answers saved so far are submitted.
  await page.clock.fastForward(60_000);
  await expect(viewer.getByText('Time is up: your quiz was submitted automatically')).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Quiz completed, but did not pass' })).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'Question feedback' }).getByText('Not answered').first()).toBeVisible();
  const overview = await getJson<Quiz & { attempts: { status: string }[] }>(page.request, `/api/quizzes/${quiz.id}`);
  expect(overview.attempts[0]!.status).toBe('Failed');
});

test('a reload in the middle of a quiz keeps every answer, even one not sent yet', async ({ page }) => {
  await freshStudent(page, 'Rey Reload');
  const { courseId, lesson, previous, quiz } = await reachFirstQuiz(page);
  const n = quiz.questionCount;

  await page.goto(`/course/${courseId}?lesson=${lesson.id}`);
  const viewer = page.getByRole('region', { name: lesson.title });
  await viewer.getByRole('button', { name: 'Start Quiz' }).click();
  await viewer.getByRole('radio').nth(0).check();
  await expect(viewer.getByText('Saved', { exact: true })).toBeVisible();

  // The connection drops: the second answer cannot be sent.
  await page.route('**/api/attempts/*/answers/*', (route) => route.abort('internetdisconnected'));
  await viewer.getByRole('button', { name: 'Next', exact: true }).click();
  await viewer.getByRole('radio').nth(1).check();
  await expect(viewer.getByText(/Not saved yet|Offline/)).toBeVisible();

  // Reload: back on question 2 with both answers; the kept one goes out once the connection is back.
  await page.reload();
  await expect(questionHeading(page, 2, n)).toBeVisible();
  await expect(viewer.getByRole('radio').nth(1)).toBeChecked();
  await expect(viewer.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(viewer.getByText(`2 of ${n} answered`)).toBeVisible();
  // The connection is back, and the browser says so ('online'): the kept answer goes out at once,
  // not at the saver's next retry, which by now may be 15 s away.
  await page.unroute('**/api/attempts/*/answers/*');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(viewer.getByText('Saved', { exact: true })).toBeVisible();

  const overview = await getJson<Quiz>(page.request, `/api/quizzes/${quiz.id}`);
  const attempt = await getJson<Attempt>(page.request, `/api/attempts/${overview.attempts[0]!.id}`);
  expect(attempt.answers.filter((a) => a.optionId !== null)).toHaveLength(2);

  // Going back to question 1 shows the first answer, as saved on the server.
  await viewer.getByRole('button', { name: 'Question 1, answered' }).click();
  await expect(questionHeading(page, 1, n)).toBeFocused();
  await expect(viewer.getByRole('radio').nth(0)).toBeChecked();

  // Another lesson and back, without a reload: the attempt is read again, with both saved answers
  // (not as it was when this screen first loaded it, with one).
  const contents = page.getByRole('navigation', { name: 'Course content' });
  await contents.getByRole('link', { name: previous.title }).click();
  await expect(page.getByRole('region', { name: previous.title })).toBeVisible();
  await contents.getByRole('link', { name: lesson.title }).click();
  await expect(viewer.getByText(`2 of ${n} answered`)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
});
