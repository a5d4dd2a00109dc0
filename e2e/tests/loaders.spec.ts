// Pages whose data their address names ask for it from the router's loader, while their own code is
// still downloading (apps/web/src/app/loaders.ts): each journey holds the page's code chunk back,
// sees the data request go out meanwhile, then releases the code and sees the page use that answer
// instead of asking again.
import { openWithCodeHeld } from './code-held.js';
import { DEMO, expect, getJson, login, test } from './fixtures.js';

test('the catalogue asks for the page its address names before its code has loaded', async ({ page }) => {
  const asked = await openWithCodeHeld(
    page,
    '/courses?level=beginner&sort=popular',
    'features/courses/routes/catalogue.tsx',
    (url) => url.pathname === '/api/courses' && url.searchParams.get('level') === 'beginner' && url.searchParams.get('sort') === 'popular',
    () => expect(page.getByRole('heading', { name: 'Explore Our Courses' })).toBeVisible(),
  );
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).toBeVisible();
  expect(asked).toBe(1);
});

test('a course page asks for its course before its code has loaded', async ({ page }) => {
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(page.request, '/api/courses');
  const course = courses[0]!;
  const asked = await openWithCodeHeld(
    page,
    `/course-details/${course.id}`,
    'features/courses/routes/course-details.tsx',
    (url) => url.pathname === `/api/courses/${course.id}`,
    () => expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible(),
  );
  expect(asked).toBe(1);
});

test("a learner's courses and player ask for their data before their code has loaded", async ({ page }) => {
  await login(page, DEMO.student);
  const mine = await getJson<{ enrollments: { course: { id: string; title: string } }[] }>(page.request, '/api/me/courses');
  const course = mine.enrollments[0]!.course;

  const listed = await openWithCodeHeld(
    page,
    '/my-courses',
    'features/courses/routes/my-courses.tsx',
    (url) => url.pathname === '/api/me/courses',
    () => expect(page.getByRole('heading', { name: 'Continue Learning' })).toBeVisible(),
  );
  expect(listed).toBe(1);

  const played = await openWithCodeHeld(
    page,
    `/course/${course.id}`,
    'features/player/routes/course-player.tsx',
    (url) => url.pathname === `/api/courses/${course.id}/player`,
    () => expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible(),
  );
  expect(played).toBe(1);
});

test('quiz statistics are asked for before their code has loaded', async ({ page }) => {
  await login(page, DEMO.instructor);
  const { quizzes } = await getJson<{ quizzes: { id: string; title: string }[] }>(page.request, '/api/instructor/quizzes');
  const quiz = quizzes[0]!;
  const asked = await openWithCodeHeld(
    page,
    `/instructor/quiz/${quiz.id}/statistics`,
    'features/instructor-grading/routes/quiz-statistics.tsx',
    (url) => url.pathname === `/api/instructor/quizzes/${quiz.id}/statistics`,
    () => expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible(),
  );
  expect(asked).toBe(1);
});
