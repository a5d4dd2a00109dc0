import { request as playwrightRequest } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectToast, getJson, login, okJson, test, uniqueStaffId } from './fixtures.js';

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
    await expectToast(page, 'Account created successfully! You can now sign in with your Staff ID.', () =>
      page.getByRole('button', { name: 'Create Account' }).click(),
    );
    // Still on /auth, now on the sign-in tab with the staff ID filled in.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Staff ID')).toHaveValue(staffId);

    await page.getByLabel('Password').fill('e2e-password-1');
    await expectToast(page, 'Logged in successfully!', () => page.getByRole('button', { name: 'Sign In' }).click());
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

test.describe('a password that must be changed', () => {
  test('every page, the public ones included, shows the change-password form first; then the page asked for', async ({ page, baseURL }) => {
    // An account made by the demo admin: its first password must be replaced before anything else.
    const admin = await playwrightRequest.newContext({ baseURL });
    await login(admin, DEMO.admin);
    const staffId = uniqueStaffId('E2P');
    const made = await okJson<{ initialPassword: string }>(
      await admin.post('/api/admin/users', { headers: CSRF, data: { staffId, fullName: 'Pat Pending', role: 'student' } }),
    );
    const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(admin, '/api/courses');
    await admin.dispose();
    await login(page, { staffId, password: made.initialPassword });

    const form = page.getByRole('heading', { name: 'Choose a new password' });
    for (const path of ['/courses', `/course-details/${courses[0]!.id}`, '/', '/my-courses']) {
      await page.goto(path);
      await expect(form, path).toBeVisible();
      await expect(page.getByRole('button', { name: /Start Course|Enroll/ })).toHaveCount(0);
    }
    await expectAccessible(page);

    // Chosen on the course page: the course page follows, as a learner's.
    await page.goto(`/course-details/${courses[0]!.id}`);
    await page.getByLabel('Current Password').fill(made.initialPassword);
    await page.getByLabel('New Password', { exact: true }).fill('pat-chose-this-1');
    await page.getByLabel('Confirm New Password').fill('pat-chose-this-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('heading', { name: courses[0]!.title, level: 1 })).toBeVisible();
  });
});

test.describe('profile and settings', () => {
  test('profile: Staff ID, role badge and read-only email; specialization only for instructors', async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto('/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue(DEMO.student.name);
    await expect(page.getByText(`Staff ID: ${DEMO.student.staffId}`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Specialization')).toHaveCount(0);
    await expect(page.getByText('JPG, PNG or GIF, max 5MB')).toBeVisible();

    await login(page, DEMO.instructor);
    await page.goto('/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue(DEMO.instructor.name);
    await expect(page.getByLabel('Specialization')).toBeVisible();
  });

  test('a subadmin sees their profile read-only', async ({ page }) => {
    await login(page, DEMO.subadmin);
    await page.goto('/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue(DEMO.subadmin.name);
    await expect(page.getByLabel('Full Name')).toBeDisabled();
    await expect(page.getByText('You are in Read-Only Mode. You can view all data but cannot make changes.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Avatar' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('settings: password rules, disabled two-factor, notification defaults kept on the server, danger zone', async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto('/settings');
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeDisabled();
    await page.getByLabel('Current Password').fill(DEMO.student.password);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await update.click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm New Password').fill('long-enough-2');
    await update.click();
    await expect(page.getByText("New passwords don't match.")).toBeVisible();

    await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Course Updates' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'New Messages' })).toBeChecked();
    const marketing = page.getByRole('switch', { name: 'Marketing Emails' });
    await expect(marketing).not.toBeChecked();
    // Saved on the server: the reload waits for the save.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/notification-preferences') && r.request().method() === 'PUT');
    await marketing.click();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Marketing Emails' })).toBeChecked();

    await expect(page.getByText('Account deletion must be handled by an administrator. Please contact support.').first()).toBeVisible();
    await expectAccessible(page);
  });
});
