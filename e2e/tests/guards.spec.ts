import { CSRF, DEMO, expect, expectAccessible, login, test } from './fixtures.js';

test.describe('guards for visitors', () => {
  // A visitor who never signed in is asked to sign in (and comes back after), whatever the page:
  // 'Session Expired' is for a session that really expired (learner-story.spec.ts).
  for (const path of [
    '/dashboard',
    '/my-courses',
    '/enroll-history',
    '/profile',
    '/settings',
    '/instructor',
    '/instructor/courses',
    '/course/00000000-0000-4000-8000-000000000000',
    '/admin',
    '/admin/users',
  ]) {
    test(`${path} without a session asks to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByText('Please sign in to continue. You will go straight back to where you were.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Session Expired' })).toHaveCount(0);
    });
  }

  test('the session-expired screen offers sign-in and home', async ({ page }) => {
    await page.goto('/session-expired');
    await expect(page.getByText('Your session has expired for security reasons. Please sign in again to continue.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign In Again' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/session-expired');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('public pages stay open to visitors', async ({ page }) => {
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/courses$/);
    await expectAccessible(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('a session that ends while the app is open leads to /session-expired', async ({ page, browser }) => {
  await login(page, DEMO.student);
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(DEMO.student.name);
  await expectAccessible(page);
  // The server forgets the session (as when it expires) while the browser still sends its cookie.
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid')!;
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { cookie: `sid=${sid.value}` } });
  expect((await other.request.post('/api/auth/sign-out', { headers: CSRF, data: {} })).status()).toBe(200);
  await other.close();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/session-expired$/);
});

test('cookies cleared in the browser (no session cookie at all) ask to sign in, not Session Expired', async ({ page, context }) => {
  await login(page, DEMO.student);
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(DEMO.student.name);
  await context.clearCookies();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the 404 page is shown and logged for unknown paths', async ({ page }) => {
  // Console messages reach the test on their own schedule, not with the page's state: wait for it.
  const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('/no/such/page'));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await logged;
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a session check that cannot reach the server is not reported as an expired session', async ({ page }) => {
  await page.route('**/api/auth/session', (route) => route.abort());
  await page.goto('/profile');
  // The session query retries twice (after 1 s, then 2 s) before it gives up.
  await expect(page.getByRole('heading', { name: 'We could not check your session' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expectAccessible(page);
  await page.unroute('**/api/auth/session');
  await page.getByRole('button', { name: 'Try again' }).click();
  // Reachable again, and there is no session (nor a cookie): now it is the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
});
