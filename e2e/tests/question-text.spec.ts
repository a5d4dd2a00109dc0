// Quiz questions are written in markdown and read like lesson text: `code` shows as code, never
// as backticks, in the quiz taker, the results, the instructor's preview, the grading screen and
// the statistics. A fresh instructor's course and quiz are made through the API, so the journey
// owns its data.
import { request as playwrightRequest, type Locator } from '@playwright/test';
import { CSRF, expect, expectAccessible, freshStudent, getJson, login, okJson, test, uniqueStaffId } from './fixtures.js';

const CHOICE = 'What does `typeof null` return in JavaScript?';
const WRITTEN = 'Explain what `await` does, in **one** sentence.';

/** The question shows its code span as code, and no backtick or asterisk is left in what is read. */
async function expectRendered(question: Locator, code: string) {
  await expect(question.locator('code').filter({ hasText: code }).first()).toBeVisible();
  await expect(question).not.toContainText('`');
  await expect(question).not.toContainText('**');
}

test('question markdown renders in the quiz, the results, the preview, grading and statistics', async ({ page, browser, baseURL }) => {
  test.slow();
  // The instructor's course: one quiz lesson whose quiz asks a choice and a written question.
  const staff = await playwrightRequest.newContext({ baseURL });
  const teacher = { staffId: uniqueStaffId('E2Q'), password: 'fresh-password-1' };
  expect(
    (
      await staff.post('/api/auth/sign-up', {
        data: { fullName: 'Quinn Markdown', ...teacher, role: 'instructor' },
        headers: CSRF,
      })
    ).status(),
  ).toBe(201);
  await login(staff, teacher);
  const { categories } = await getJson<{ categories: { id: string }[] }>(staff, '/api/categories');
  const { course } = await okJson<{ course: { id: string } }>(
    await staff.post('/api/instructor/courses', {
      headers: CSRF,
      data: {
        title: `Markdown Questions ${Date.now().toString(36)}`,
        shortDescription: 'Made by a journey.',
        description: 'Made by a journey.',
        categoryId: categories[0]!.id,
      },
    }),
  );
  const { section } = await okJson<{ section: { id: string } }>(
    await staff.post(`/api/instructor/courses/${course.id}/sections`, { headers: CSRF, data: { title: 'Checks' } }),
  );
  const { lesson } = await okJson<{ lesson: { id: string } }>(
    await staff.post('/api/instructor/lessons', {
      headers: CSRF,
      data: { sectionId: section.id, title: 'Check your code', contentType: 'quiz' },
    }),
  );
  const { quiz } = await okJson<{ quiz: { id: string; title: string } }>(
    await staff.post('/api/instructor/quizzes', {
      headers: CSRF,
      data: {
        title: 'Check your code',
        courseId: course.id,
        lessonId: lesson.id,
        passingScore: 50,
        isPublished: true,
        questions: [
          {
            type: 'multiple_choice',
            text: CHOICE,
            points: 1,
            options: [
              { text: "'object'", isCorrect: true },
              { text: "'null'", isCorrect: false },
            ],
          },
          { type: 'subjective', text: WRITTEN, points: 2 },
        ],
      },
    }),
  );
  await okJson(await staff.patch(`/api/instructor/courses/${course.id}/status`, { headers: CSRF, data: { status: 'published' } }));

  // The learner takes the quiz.
  await freshStudent(page, 'Mara Markdown');
  expect((await page.request.post(`/api/courses/${course.id}/enroll`, { headers: CSRF })).ok()).toBe(true);
  await page.goto(`/course/${course.id}?lesson=${lesson.id}`);
  const runner = page.getByRole('main');
  await runner.getByRole('button', { name: 'Start Quiz' }).click();
  const question = runner.getByRole('group');
  await expectRendered(question.locator('legend'), 'typeof null');
  await expectAccessible(page);
  await question.getByRole('radio', { name: "'object'", exact: true }).check();
  await runner.getByRole('button', { name: 'Next', exact: true }).click();
  await expectRendered(question.locator('legend'), 'await');
  await expect(question.locator('legend strong')).toHaveText('one');
  await question.getByLabel('Your answer').fill('It pauses the async function until the promise settles.');
  await runner.getByRole('button', { name: 'Submit Quiz' }).click();

  // The results list both questions, rendered.
  const feedback = runner.getByRole('region', { name: 'Question feedback' });
  await expect(feedback).toBeVisible();
  const results = feedback.getByRole('list').first().locator(':scope > li');
  await expectRendered(results.nth(0), 'typeof null');
  await expectRendered(results.nth(1), 'await');
  await expectAccessible(page);

  // The instructor: the preview in the player, the grading screen and the statistics.
  const context = await browser.newContext();
  const instructor = await context.newPage();
  await login(instructor, teacher);
  await instructor.goto(`/course/${course.id}?lesson=${lesson.id}`);
  // Each question an item of the list (its options are a list of their own inside it).
  const preview = instructor.getByRole('main').getByRole('list').filter({ hasText: 'Question 1' }).first().locator(':scope > li');
  await expectRendered(preview.nth(0), 'typeof null');
  await expectRendered(preview.nth(1), 'await');

  await instructor.goto('/instructor/subjective-evaluation');
  const card = instructor.getByRole('article', { name: 'Mara Markdown' });
  await expect(card).toBeVisible();
  await expectRendered(card.locator('div', { has: instructor.getByRole('heading', { name: 'Question', exact: true }) }).last(), 'await');
  await expectAccessible(instructor);

  await instructor.goto(`/instructor/quiz/${quiz.id}/statistics`);
  await expect(instructor.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  await expect(instructor.locator('code').filter({ hasText: 'typeof null' }).first()).toBeVisible();
  await expect(instructor.getByText(CHOICE, { exact: true })).toHaveCount(0);
  await expectAccessible(instructor);
  await Promise.all([context.close(), staff.dispose()]);
});
