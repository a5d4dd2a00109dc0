// Quiz authoring: the demo instructor creates a course assessment with the three question types
// (shuffling its questions), finds it in Quiz Management as a draft, publishes it, edits a question
// and the shuffle settings, meets the unsaved-changes guard, and deletes it. The validation case (no correct option) saves nothing.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, expectToast, getJson, login, test } from './fixtures.js';

interface Targets {
  courses: { id: string; title: string; assessmentQuizId: string | null; lessons: { id: string; quizId: string | null }[] }[];
}
interface QuizList {
  quizzes: { id: string; title: string; isPublished: boolean; questionCount: number }[];
}
interface AuthoringQuiz {
  quiz: {
    id: string;
    isPublished: boolean;
    shuffleQuestions: boolean;
    shuffleOptions: boolean;
    lessonId: string | null;
    questions: {
      type: string;
      text: string;
      points: number;
      correctAnswer: boolean | null;
      options: { text: string; isCorrect: boolean }[];
    }[];
  };
}

const question = (page: Page, n: number): Locator => page.getByRole('region', { name: new RegExp(`^Question ${n} of \\d+$`) });

test('an instructor creates, publishes, edits and deletes a quiz', async ({ page }) => {
  // Four screens with six accessibility scans and five saves.
  test.slow();
  await login(page, DEMO.instructor);
  // A course of theirs that has no course assessment yet: the new quiz becomes it.
  const { courses } = await getJson<Targets>(page.request, '/api/instructor/quiz-targets');
  const course = courses.find((c) => c.assessmentQuizId === null);
  expect(course, 'a course of INS-001 without a course assessment').toBeTruthy();
  const title = `E2E Quiz ${Date.now().toString(36)}`;

  await page.goto('/instructor/quizzes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Quizzes' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create Quiz' }).first().click();
  await expect(page).toHaveURL(/\/instructor\/quizzes\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Quiz' })).toBeVisible();
  await expect(page.getByLabel('Passing score (%)')).toHaveValue('70');
  await expectAccessible(page);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description (optional)').fill('Written by the end-to-end journey.');
  await page.getByLabel('Course', { exact: true }).selectOption({ label: course!.title });
  await page.getByRole('radio', { name: /Course assessment/ }).check();
  await page.getByLabel('Time limit (minutes)').fill('15');
  // Shuffling is off for a new quiz; the questions' switch is turned on from the keyboard.
  const shuffleQuestions = page.getByRole('switch', { name: 'Shuffle questions' });
  const shuffleOptions = page.getByRole('switch', { name: 'Shuffle options' });
  await expect(shuffleQuestions).not.toBeChecked();
  await expect(shuffleOptions).not.toBeChecked();
  await expect(shuffleOptions).toHaveAccessibleDescription(/All of the above/);
  await shuffleQuestions.focus();
  await page.keyboard.press('Space');
  await expect(shuffleQuestions).toBeChecked();

  // Question 1, multiple choice, without a correct option: refused in the form, nothing sent.
  const q1 = question(page, 1);
  await q1.getByLabel('Question text').fill('Which keyword declares a block-scoped constant?');
  await q1.getByLabel('Option 1', { exact: true }).fill('var');
  await q1.getByLabel('Option 2', { exact: true }).fill('const');
  await q1.getByLabel('Option 3', { exact: true }).fill('let');
  await page.getByRole('button', { name: 'Create Quiz' }).click();
  await expect(q1.getByText('Mark the correct option.')).toBeVisible();
  await expect(q1.getByRole('radio', { name: 'Option 1 is correct' })).toBeFocused();
  await expect(page).toHaveURL(/\/instructor\/quizzes\/new$/);
  await expectAccessible(page);
  const before = await getJson<QuizList>(page.request, '/api/instructor/quizzes');
  expect(before.quizzes.map((q) => q.title)).not.toContain(title);

  await q1.getByRole('radio', { name: 'Option 2 is correct' }).check();
  await expect(q1.getByText('Mark the correct option.')).toBeHidden();
  await q1.getByLabel('Points').fill('2');

  // Question 2, true/false; question 3, subjective.
  await page.getByRole('button', { name: 'Add Question' }).click();
  const q2 = question(page, 2);
  await expect(q2.getByLabel('Question text')).toBeFocused();
  await q2.getByLabel('Question type').selectOption({ label: 'True/False' });
  await q2.getByLabel('Question text').fill('A const binding can never be reassigned.');
  await q2.getByRole('radio', { name: 'True' }).check();

  await page.getByRole('button', { name: 'Add Question' }).click();
  const q3 = question(page, 3);
  await q3.getByLabel('Question type').selectOption({ label: 'Subjective' });
  await q3.getByLabel('Question text').fill('Explain when you would choose let over const.');
  await q3.getByLabel('Points').fill('5');
  await expect(q3.getByLabel('Option 1', { exact: true })).toHaveCount(0);

  // Reorder: the true/false question moves to the top and back.
  await q2.getByRole('button', { name: 'Move question 2 up' }).click();
  await expect(question(page, 1).getByLabel('Question text')).toHaveValue('A const binding can never be reassigned.');
  await question(page, 1).getByRole('button', { name: 'Move question 1 down' }).click();
  await expect(question(page, 2).getByLabel('Question text')).toHaveValue('A const binding can never be reassigned.');

  await expectToast(page, 'Quiz created successfully', () => page.getByRole('button', { name: 'Create Quiz' }).click());
  await expect(page).toHaveURL(/\/instructor\/quizzes$/);

  // In the list, as a draft course assessment with three questions.
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText(`Course: ${course!.title}`)).toBeVisible();
  await expect(card.getByText('Course assessment')).toBeVisible();
  await expect(card.getByRole('definition').first()).toHaveText('3');
  const publish = card.getByRole('switch', { name: `Published ${title}` });
  await expect(publish).not.toBeChecked();

  await expectToast(page, 'Quiz published successfully', () => publish.click());
  await expect(publish).toBeChecked();
  await expect(card.getByText('Published', { exact: true }).first()).toBeVisible();
  const listed = (await getJson<QuizList>(page.request, '/api/instructor/quizzes')).quizzes.find((q) => q.title === title);
  expect(listed?.isPublished).toBe(true);
  await expect(card.getByRole('link', { name: `Statistics for ${title}` })).toHaveAttribute(
    'href',
    `/instructor/quiz/${listed!.id}/statistics`,
  );

  // Edit: the saved answer key comes back, one question changes.
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/instructor/quizzes/${listed!.id}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Quiz' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(question(page, 1).getByRole('radio', { name: 'Option 2 is correct' })).toBeChecked();
  await expect(question(page, 2).getByRole('radio', { name: 'True' })).toBeChecked();
  await expect(question(page, 3).getByLabel('Question type')).toHaveValue('subjective');
  await expect(page.getByRole('switch', { name: 'Shuffle questions' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Shuffle options' })).not.toBeChecked();
  await expectAccessible(page);
  await page.getByRole('switch', { name: 'Shuffle options' }).click();

  // Leaving with changes asks first.
  await question(page, 2).getByLabel('Question text').fill('A const binding can be reassigned.');
  await question(page, 2).getByRole('radio', { name: 'False' }).check();
  await page.getByRole('link', { name: 'Quiz Management' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/edit$/);

  await expectToast(page, 'Quiz updated successfully', () => page.getByRole('button', { name: 'Save Changes' }).click());
  await expect(page).toHaveURL(/\/instructor\/quizzes$/);
  const { quiz } = await getJson<AuthoringQuiz>(page.request, `/api/instructor/quizzes/${listed!.id}`);
  expect(quiz.isPublished).toBe(true);
  expect([quiz.shuffleQuestions, quiz.shuffleOptions]).toEqual([true, true]);
  expect(quiz.lessonId).toBeNull();
  expect(quiz.questions.map((q) => [q.type, q.text, q.points])).toEqual([
    ['multiple_choice', 'Which keyword declares a block-scoped constant?', 2],
    ['true_false', 'A const binding can be reassigned.', 1],
    ['subjective', 'Explain when you would choose let over const.', 5],
  ]);
  expect(quiz.questions[0]!.options).toEqual([
    expect.objectContaining({ text: 'var', isCorrect: false }),
    expect.objectContaining({ text: 'const', isCorrect: true }),
    expect.objectContaining({ text: 'let', isCorrect: false }),
  ]);
  expect(quiz.questions[1]!.correctAnswer).toBe(false);

  // Delete, after the spec's confirmation; the course is free for its assessment again.
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete quiz?' });
  await expect(confirm.getByText('Are you sure you want to delete this quiz?')).toBeVisible();
  await expectAccessible(page);
  await expectToast(page, 'Quiz deleted successfully', () => confirm.getByRole('button', { name: 'Delete Quiz' }).click());
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

for (const width of [1440, 390] as const) {
  test(`Quiz Management at ${width} px: an admin searches, filters, sorts and pages every quiz on the server`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await login(page, DEMO.admin);
    // Every quiz, as the server counts them now. Other journeys running at the same time create
    // and delete quizzes, so the page may show the count from just before or just after one.
    const count = page.getByRole('status').filter({ hasText: /quiz/ });
    const serverTotal = async () => (await getJson<{ total: number }>(page.request, '/api/instructor/quizzes')).total;
    const showsEveryQuiz = (seen: number[]) =>
      expect(async () => expect([...seen, await serverTotal()].map((n) => `${n} quizzes`)).toContain(await count.textContent())).toPass();
    await page.goto('/instructor/quizzes');
    await showsEveryQuiz([]);
    const total = Number((await count.textContent())!.split(' ')[0]);
    // A page, not every quiz: the page is short, and the others are a link away.
    const cards = page.getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(12);
    const pages = page.getByRole('navigation', { name: 'Quiz pages' });
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(12);

    // The search (a course's title finds its quizzes), the status and the sort go in the address.
    await page.getByLabel('Search').fill('javascript');
    await expect(page).toHaveURL(/q=javascript/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(count).not.toHaveText(`${total} quizzes`);
    await page.getByLabel('Status').selectOption('draft');
    await page.getByLabel('Sort by').selectOption('title');
    await expect(page).toHaveURL(/status=draft/);
    await expect(page).toHaveURL(/sort=title/);
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue('javascript');
    await expect(page.getByLabel('Status')).toHaveValue('draft');
    await expectAccessible(page);

    // Nothing matching: says so, and one button clears every filter.
    await page.getByLabel('Search').fill('no quiz is called this');
    await expect(page.getByRole('heading', { name: 'No quizzes match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await showsEveryQuiz([total]);
    await expect(page.getByLabel('Search')).toHaveValue('');
  });
}
