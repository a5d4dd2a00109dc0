import { DEMO, expect, expectAccessible, login, test } from './fixtures.js';

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
