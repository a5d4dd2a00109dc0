// Signing in with the organisation's OpenID provider (a real one, started beside the app by the
// Playwright config): the whole browser round through the provider's own pages, back to the page
// that asked, and out of both at sign-out (docs/auth.md, "OpenID Connect").
import { MESSAGES } from '@app/core';
import { DEMO, expect, expectAccessible, login, test } from './fixtures.js';

const BUTTON = 'Sign in with Contoso SSO';

test('a member of staff signs in through the provider, lands where they were going, and signs out of both', async ({ page }) => {
  // A page behind a session sends the visitor to sign in, and back there after.
  await page.goto('/my-courses');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: BUTTON }).click();

  // The provider's own sign-in page.
  await page.getByLabel('Username').fill('SSO-INES');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  // Made just in time, an instructor from the directory's group.
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({ staffId: 'SSO-INES', fullName: 'Inés Directory', role: 'instructor', directory: 'oidc' });

  // Settings says the password is the directory's.
  await page.goto('/settings');
  await expect(page.getByText(MESSAGES.passwordKeptByDirectory)).toBeVisible();

  // Sign Out ends the provider's session too: its page asks, then sends the browser home.
  await page.getByRole('button', { name: /Inés Directory/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();

  // Signed out at the provider as well: signing in again asks for the username again.
  await page.goto('/auth');
  await page.getByRole('link', { name: BUTTON }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a sign-in that comes back wrong is explained on the sign-in page, and nothing is signed in', async ({ page }) => {
  await page.goto('/api/auth/oidc/callback?code=made-up&state=made-up');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.oidcStateInvalid);
  expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
  // Still there after a reload? No: the reason was said once.
  await page.reload();
  await expect(page.getByText(MESSAGES.oidcStateInvalid)).toHaveCount(0);
});

test('the admin’s System Settings say which sign-in methods are on', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/settings');
  await expect(page.getByText('Contoso SSO')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the provider’s button and the Staff ID form both fit', async ({ page }) => {
    await page.goto('/auth');
    const button = page.getByRole('link', { name: BUTTON });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.getByLabel('Staff ID')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sign-in-390.png'), fullPage: true });
  });
});
