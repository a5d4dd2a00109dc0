// Instructors grading subjective answers: a fresh student's attempt waits in Pending Evaluation
// until the instructor grades its written answer, then it passes; the statistics page follows.
// The student's side is set up through the API (sign-up, enrollment, earlier lessons, the quiz
// answered with the key the instructor's API returns), so each test owns its attempts.
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectToast, freshStudent, getJson, login, okJson, test } from './fixtures.js';

interface AuthoringQuiz {
  id: string;
  title: string;
  courseId: string;
  lessonId: string | null;
  questions: { id: string; type: string; points: number; options: { id: string; isCorrect: boolean }[] }[];
}

interface Target {
  quiz: AuthoringQuiz;
  subjective: AuthoringQuiz['questions'][number];
  /** Lessons before the quiz's lesson, which a learner completes first. */
  earlierLessons: string[];
}

/** An API client of its own, signed in. */
async function signedIn(baseURL: string, who: { staffId: string; password: string }) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  await login(ctx, who);
  return ctx;
}

/**
 * A published lesson quiz of INS-001 with a subjective question that a new learner can reach by
 * completing ordinary lessons only (no earlier quiz lesson in the way). Each test takes its own
 * (`skip`), so that tests running side by side never share a grading queue.
 */
async function findTarget(staff: APIRequestContext, skip: number): Promise<Target> {
  const { quizzes } = await getJson<{ quizzes: { id: string; isPublished: boolean; quizType: string }[] }>(
    staff,
    '/api/instructor/quizzes',
  );
  for (const item of quizzes.filter((q) => q.isPublished && q.quizType === 'lesson')) {
    const { quiz } = await getJson<{ quiz: AuthoringQuiz }>(staff, `/api/instructor/quizzes/${item.id}`);
    const subjective = quiz.questions.find((q) => q.type === 'subjective');
    if (!subjective) continue;
    const player = await getJson<{ sections: { lessons: { id: string; contentType: string }[] }[] }>(
      staff,
      `/api/courses/${quiz.courseId}/player`,
    );
    const lessons = player.sections.flatMap((s) => s.lessons);
    const at = lessons.findIndex((l) => l.id === quiz.lessonId);
    if (at < 0 || lessons.slice(0, at).some((l) => l.contentType === 'quiz')) continue;
    if (skip-- > 0) continue;
    return { quiz, subjective, earlierLessons: lessons.slice(0, at).map((l) => l.id) };
  }
  throw new Error('No reachable INS-001 lesson quiz with a subjective question in the demo data');
}

/** A new student who answers every objective question right and writes an essay, then submits. */
async function pendingAttempt(baseURL: string, target: Target, fullName: string) {
  const learner = await playwrightRequest.newContext({ baseURL });
  await freshStudent(learner, fullName);
  const { quiz } = target;
  expect((await learner.post(`/api/courses/${quiz.courseId}/enroll`, { headers: CSRF })).ok()).toBe(true);
  for (const lessonId of target.earlierLessons) await okJson(await learner.post(`/api/lessons/${lessonId}/complete`, { headers: CSRF }));

  const started = await okJson<{ attempt: { id: string } }>(await learner.post(`/api/quizzes/${quiz.id}/attempts`, { headers: CSRF }));
  const attemptId = started.attempt.id;
  for (const question of quiz.questions) {
    const data =
      question.type === 'subjective'
        ? { answerText: `${fullName}: a generic parameter links the input type to the output type, so callers keep precise types.` }
        : { optionId: question.options.find((o) => o.isCorrect)!.id };
    await okJson(await learner.put(`/api/attempts/${attemptId}/answers/${question.id}`, { data, headers: CSRF }));
  }
  const submitted = await okJson<{ attempt: { status: string } }>(
    await learner.post(`/api/attempts/${attemptId}/submit`, { headers: CSRF }),
  );
  expect(submitted.attempt.status).toBe('Pending Evaluation');
  return { learner, attemptId, fullName };
}

async function attemptStatus(learner: APIRequestContext, attemptId: string) {
  return (await getJson<{ attempt: { status: string } }>(learner, `/api/attempts/${attemptId}`)).attempt.status;
}

/** Where the grading screen sends a grade (apps/web/src/features/instructor-grading/api/evaluate-answer.ts). */
const EVALUATION_URL = /^\/api\/instructor\/subjective-answers\/[^/]+\/evaluation$/;

const attemptRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('grading a subjective answer turns an attempt from Pending Evaluation to Passed', async ({ page, baseURL }) => {
  // A learner's whole attempt set up first, then four screens with accessibility scans.
  test.slow();
  const staff = await signedIn(baseURL!, DEMO.instructor);
  const target = await findTarget(staff, 0);
  const student = await pendingAttempt(baseURL!, target, `Gita Grader ${Date.now().toString(36)}`);
  const max = target.subjective.points;

  await login(page, DEMO.instructor);

  // Statistics: the attempt is there, waiting for its grade.
  await page.goto(`/instructor/quiz/${target.quiz.id}/statistics`);
  await expect(page.getByRole('heading', { level: 1, name: target.quiz.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/instructor');
  await expect(page.getByRole('figure', { name: 'Score Distribution' })).toBeVisible();
  await expect(attemptRow(page, student.fullName).getByText('Pending Evaluation')).toBeVisible();
  await expectAccessible(page);

  // The spec's screen: badges, tabs, the student's pending card.
  await page.goto('/instructor/subjective-evaluation');
  await expect(page.getByRole('heading', { level: 1, name: 'Subjective Quiz Evaluation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Pending Evaluation \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Evaluated \(\d+\)$/ })).toBeVisible();
  const card = page.getByRole('article', { name: student.fullName });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Max ${max} points`)).toBeVisible();
  await expectAccessible(page);

  // Out of range: the spec's message, and nothing is sent (no grading request leaves the page).
  const evaluations: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && EVALUATION_URL.test(new URL(req.url()).pathname)) evaluations.push(req.url());
  });
  await card.getByLabel(/^Points/).fill(String(max + 1));
  await card.getByRole('button', { name: 'Submit Evaluation' }).click();
  await expect(card.getByText(`Points must be between 0 and ${max}`)).toBeVisible();
  expect(await attemptStatus(student.learner, student.attemptId)).toBe('Pending Evaluation');
  expect(evaluations, 'grading requests sent for an out-of-range grade').toEqual([]);

  await card.getByLabel(/^Points/).fill(String(max));
  await card.getByLabel('Feedback (optional)').fill('Clear and precise: full marks.');
  await expectToast(page, 'Answer evaluated successfully', () => card.getByRole('button', { name: 'Submit Evaluation' }).click());
  await expect(card).toHaveCount(0);
  // The valid grade went out once, so the watch above does see these requests.
  expect(evaluations).toHaveLength(1);

  // The student's attempt passed, on the server.
  expect(await attemptStatus(student.learner, student.attemptId)).toBe('Passed');

  // The Evaluated tab shows the grade and the feedback.
  await page.getByRole('tab', { name: /^Evaluated/ }).click();
  const evaluated = page.getByRole('article', { name: student.fullName });
  await expect(evaluated.getByText(`${max} / ${max} points`)).toBeVisible();
  await expect(evaluated.getByText('Clear and precise: full marks.')).toBeVisible();
  await expectAccessible(page);

  // And the statistics page says Passed.
  await page.goto(`/instructor/quiz/${target.quiz.id}/statistics`);
  await expect(attemptRow(page, student.fullName).getByText('Passed')).toBeVisible();
  await Promise.all([staff.dispose(), student.learner.dispose()]);
});

test('grade by question: one answer at a time, keyboard and reused feedback', async ({ page, baseURL }) => {
  // Two learners' attempts set up first.
  test.slow();
  const staff = await signedIn(baseURL!, DEMO.instructor);
  const target = await findTarget(staff, 1);
  const suffix = Date.now().toString(36);
  const first = await pendingAttempt(baseURL!, target, `Kai Keyboard ${suffix}`);
  const second = await pendingAttempt(baseURL!, target, `Lea Later ${suffix}`);
  const max = target.subjective.points;

  await login(page, DEMO.instructor);
  await page.goto(`/instructor/subjective-evaluation?mode=question&question=${target.subjective.id}`);
  await expect(page.getByRole('button', { name: 'Grade by question', pressed: true })).toBeVisible();
  const position = page.getByRole('status').filter({ hasText: /^Answer \d+ of \d+/ });
  await expect(position).toBeVisible();
  // The points field of the answer on screen has the focus.
  await expect(page.getByLabel(/^Points/)).toBeFocused();
  await expectAccessible(page);

  // Alt+ArrowDown walks the queue (oldest first) without grading, up to the first of our students.
  const current = page.getByRole('article');
  for (let i = 0; i < 60 && !(await current.getByRole('heading', { name: first.fullName }).isVisible()); i++) {
    await page.keyboard.press('Alt+ArrowDown');
  }
  await expect(current.getByRole('heading', { name: first.fullName })).toBeVisible();
  const [, at, of] = /^Answer (\d+) of (\d+)/.exec((await position.textContent()) ?? '')!;
  const positionIs = (n: number) => expect(position).toHaveText(new RegExp(`^Answer ${n} of ${of}\\b`));

  // Outside a field, J moves to the next answer (our second student, who submitted later) and K back.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('j');
  await expect(current.getByRole('heading', { name: second.fullName })).toBeVisible();
  await positionIs(Number(at) + 1);
  await page.keyboard.press('k');
  await expect(current.getByRole('heading', { name: first.fullName })).toBeVisible();
  await positionIs(Number(at));

  // The shortcut help opens with '?'.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Points, feedback, Ctrl+Enter: graded, and the next answer (our second student's) is on screen.
  await current.getByLabel(/^Points/).fill(String(max));
  await current.getByLabel('Feedback (optional)').fill(`Excellent answer ${suffix}.`);
  await expectToast(page, 'Answer evaluated successfully', () => current.getByLabel('Feedback (optional)').press('Control+Enter'));
  await expect(current.getByRole('heading', { name: second.fullName })).toBeVisible();
  await positionIs(Number(at) + 1);
  await expect(current.getByLabel(/^Points/)).toBeFocused();

  // The feedback just given is one click away; Enter in the points field submits.
  await current.getByRole('button', { name: `Excellent answer ${suffix}.` }).click();
  await expect(current.getByLabel('Feedback (optional)')).toHaveValue(`Excellent answer ${suffix}.`);
  await current.getByLabel(/^Points/).fill(String(max));
  await current.getByLabel(/^Points/).press('Enter');
  // Saved once the queue moves on (the first toast may still be on screen: it proves nothing here).
  await expect(current.getByRole('heading', { name: second.fullName })).toHaveCount(0);

  expect(await attemptStatus(first.learner, first.attemptId)).toBe('Passed');
  expect(await attemptStatus(second.learner, second.attemptId)).toBe('Passed');

  // Both stay in the run, read-only with their grade: J walks forward to the first one.
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 60 && !(await current.getByRole('heading', { name: first.fullName }).isVisible()); i++) {
    await page.keyboard.press('j');
  }
  await expect(current.getByText(`${max} / ${max} points`)).toBeVisible();
  await Promise.all([staff.dispose(), first.learner.dispose(), second.learner.dispose()]);
});
