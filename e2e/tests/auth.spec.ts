import { DEMO, expect, expectAccessible, login, test, uniqueStaffId } from './fixtures.js';

test.describe('sign up and sign in', () => {
  test('a visitor signs up as a student, then signs in and out', async ({ page }) => {
    const staffId = uniqueStaffId('E2E');
    await page.goto('/auth');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Erin Endtoend');
    await page.getByLabel('Staff ID').fill(staffId);
    await page.getByLabel('Password').fill('e2e-password-1');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully! You can now sign in with your Staff ID.').first()).toBeVisible();
    // Still on /auth, now on the sign-in tab with the staff ID filled in.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Staff ID')).toHaveValue(staffId);

    await page.getByLabel('Password').fill('e2e-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Erin Endtoend/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /Erin Endtoend/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the error and keeps the form', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Staff ID').fill('STU-001');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid Staff ID or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Staff ID')).toHaveValue('STU-001');
    await expectAccessible(page);
  });

  test('signing up with a taken staff ID says so', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Copy Cat');
    await page.getByLabel('Staff ID').fill('stu-001');
    await page.getByLabel('Password').fill('copycat-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this Staff ID already exists').first()).toBeVisible();
  });

  test('a signed-in user who opens /auth is sent home', async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('role-based home and navigation', () => {
  test('student: student dashboard with Enroll History in the header', async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Enroll History' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Instructor' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('instructor: instructor dashboard in the sidebar layout, no Enroll History', async ({ page }) => {
    await login(page, DEMO.instructor);
    await page.goto('/instructor');
    await expect(page.getByRole('link', { name: 'Course Management' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/courses');
    await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Enroll History' })).toHaveCount(0);
  });

  test('instructor sidebar collapses with Ctrl+B and remembers it', async ({ page, context }) => {
    await login(page, DEMO.instructor);
    await page.goto('/instructor');
    const sidebar = page.locator('aside[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // Kept for 7 days.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 120);
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });

  test('admin: Super Admin dashboard and Admin link', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Role Management' }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('subadmin: read-only panel on /dashboard', async ({ page }) => {
    await login(page, DEMO.subadmin);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Subadmin Panel' })).toBeVisible();
    await expect(page.getByText('You are in Read-Only Mode. You can view all data but cannot make changes.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a student who opens an admin page sees Access Denied', async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto('/admin');
    await expect(page.getByText('Access Denied').first()).toBeVisible();
    await expectAccessible(page);
  });
});
