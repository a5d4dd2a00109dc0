import { DEMO, expect, expectAccessible, expectNoSideScroll, getJson, login, test } from './fixtures.js';

test('the sign-in page works at phone width', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
});

test('the instructor sidebar becomes a sheet on phones', async ({ page }) => {
  await login(page, DEMO.instructor);
  await page.goto('/instructor');
  await expect(page.getByRole('link', { name: 'Course Management' })).toBeHidden();
  await page
    .getByRole('button', { name: /toggle sidebar|open menu/i })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Course Management' })).toBeVisible();
});

test('the quiz screens of an instructor fit a phone: no sideways scrolling', async ({ page }) => {
  // The narrowest phones in common use.
  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, DEMO.instructor);
  const { quizzes } = await getJson<{ quizzes: { id: string; attemptCount: number }[] }>(
    page.request,
    '/api/instructor/quizzes?sort=attempts',
  );
  const answered = quizzes.find((q) => q.attemptCount > 0);
  expect(answered, 'a demo quiz with attempts').toBeTruthy();
  const screens = [
    ['/instructor/quizzes', 'Quiz Management'],
    [`/instructor/quiz/${answered!.id}/statistics`, 'Attempts'],
    [`/instructor/quizzes/${answered!.id}/edit`, 'Edit Quiz'],
    ['/instructor/subjective-evaluation', 'Subjective Quiz Evaluation'],
  ] as const;
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await expectNoSideScroll(page);
  }
  await expectAccessible(page);
});

test('the public pages fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/', '/courses']) {
    await page.goto(path);
    // The header's last control appears once the session check is done: measure after it.
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expectNoSideScroll(page);
  }
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSideScroll(page);
});

test("a figure a hundred times the demo's fits its card on a phone", async ({ page }) => {
  await login(page, DEMO.instructor);
  // The dashboard as an instructor with a hundred times the demo's learners would see it.
  await page.route('**/api/instructor/dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { stats: { revenue: number } };
    await route.fulfill({ response, json: { ...body, stats: { ...body.stats, revenue: 143_972.1 } } });
  });
  await page.goto('/instructor');
  const figure = page.getByText('$143,972.10', { exact: true });
  await expect(figure).toBeVisible();
  // Nothing of the text runs past the figure's box (it did by 28 px at 390 px).
  const fit = await figure.evaluate((el) => ({ needed: el.scrollWidth, room: el.clientWidth }));
  expect(fit.needed).toBeLessThanOrEqual(fit.room);
  await expectNoSideScroll(page);
});

test('the student monitoring, analytics and settings screens fit a phone', async ({ page }) => {
  test.slow();
  await login(page, DEMO.instructor);
  const screens = [
    ['/instructor/students', 'Students'],
    ['/instructor/analytics', 'Analytics'],
    ['/instructor/settings', 'Settings'],
  ] as const;
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
    if (path === '/instructor/analytics') {
      await expect(page.getByRole('heading', { name: 'Learner funnel' })).toBeVisible();
      // A card per course with its figures, where the six-column table would scroll sideways.
      await expect(page.getByRole('list', { name: 'Course figures' }).getByRole('listitem').first()).toContainText('Revenue');
      await expect(page.getByRole('region', { name: 'Courses table' })).toBeHidden();
    } else if (path === '/instructor/students') await expect(page.getByRole('status').filter({ hasText: /\d+ students/ })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page);
  }
});

test('every figure card keeps its icon whole at 390 px, and its label wraps between words only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const screens = [
    [DEMO.instructor, '/instructor', ['Total Courses', 'Published', 'Total Students', 'Revenue']],
    [DEMO.instructor, '/instructor/quizzes', ['Total Quizzes', 'Published', 'Total Attempts']],
    [DEMO.instructor, '/instructor/analytics', ['Enrollments', 'Completions', 'Revenue']],
    [DEMO.student, '/', ['Enrolled Courses', 'Learning Hours', 'Avg Progress']],
    [DEMO.admin, '/admin', ['Published Courses', 'Archived Courses', 'Average Rating']],
  ] as const;
  let signedInAs = '';
  for (const [who, path, labels] of screens) {
    if (signedInAs !== who.staffId) {
      await page.context().clearCookies();
      await login(page, who);
      signedInAs = who.staffId;
    }
    await page.goto(path);
    for (const label of labels) {
      // The card's head: its label and, beside it, the icon (20 px; squashed to a dot before).
      const head = page.getByText(label, { exact: true }).first().locator('xpath=..');
      const icon = head.locator('svg');
      await expect(icon).toBeVisible();
      const box = (await icon.boundingBox())!;
      expect(box.width, `${path}: the icon of ${label}`).toBeGreaterThanOrEqual(19);
      expect(box.height, `${path}: the icon of ${label}`).toBeGreaterThanOrEqual(19);
      // As many lines as words at most: a word is never cut ('Publish / ed' before).
      const text = page.getByText(label, { exact: true }).first();
      const lines = await text.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
      expect(lines, `${path}: the lines of ${label}`).toBeLessThanOrEqual(label.split(' ').length);
    }
    await expectNoSideScroll(page);
  }
});
