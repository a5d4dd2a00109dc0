// The admin's users: an admin creates an instructor, who signs in with the password shown once and
// must choose their own; the admin changes a role, resets a password (the user signs in with it and
// must change it) and deletes users after a confirmation, a teacher's courses handed to another
// instructor in the same dialog; Role Management keeps the admin's own role and the last admin; a
// student gets Access Denied and a subadmin reads the list with no control that writes; the pages
// fit a 390 px screen. Every account it changes is one it made: the demo accounts stay as they are.
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { openWithCodeHeld } from './code-held.js';
import {
  CSRF,
  DEMO,
  expect,
  expectAccessible,
  expectNoSideScroll,
  expectToast,
  getJson,
  login,
  okJson,
  test,
  uniqueStaffId,
} from './fixtures.js';

interface Created {
  user: { id: string; staffId: string; fullName: string };
  initialPassword: string;
}

async function signedIn(baseURL: string, who: { staffId: string; password: string }) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  await login(ctx, who);
  return ctx;
}

/** An account made by the demo admin through the API (not the form under test). */
async function createAccount(admin: APIRequestContext, fullName: string, role: 'student' | 'instructor', prefix = 'E2U') {
  return okJson<Created>(await admin.post('/api/admin/users', { headers: CSRF, data: { staffId: uniqueStaffId(prefix), fullName, role } }));
}

/** Signs in with the first password and replaces it, as the user's first visit would. */
async function firstSignIn(baseURL: string, staffId: string, password: string, chosen: string) {
  const ctx = await signedIn(baseURL, { staffId, password });
  await okJson(
    await ctx.post('/api/auth/password', {
      headers: CSRF,
      data: { currentPassword: password, newPassword: chosen, confirmPassword: chosen },
    }),
  );
  return ctx;
}

/** Signs in through the form and goes through the forced password change. */
async function signInAndChoosePassword(page: Page, staffId: string, password: string, chosen: string) {
  await page.goto('/auth');
  await page.getByLabel('Staff ID').fill(staffId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Current Password').fill(password);
  await page.getByLabel('New Password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm New Password').fill(chosen);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toHaveCount(0);
}

/** The users list, searched for one account. */
async function findUser(page: Page, query: string, count = '1 user') {
  await page.getByLabel('Search users').fill(query);
  await expect(page.getByRole('status').filter({ hasText: count })).toBeVisible();
}

test('an admin creates an instructor, who signs in with the password shown once and must choose their own', async ({ page, browser }) => {
  test.slow();
  await login(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your learning management system')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform figures' }).getByText('Published Courses')).toBeVisible();
  await expectAccessible(page);

  for (const tab of ['Course Management', 'System Settings']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  }
  const settings = page.getByRole('tabpanel', { name: 'System Settings' });
  await expect(settings.getByText('Staff ID passwords')).toBeVisible();
  await expect(settings.getByRole('listitem').filter({ hasText: 'Organisation sign-in' })).toContainText('OpenID Connect');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/tab=users/);
  await expect(page.getByRole('tabpanel', { name: 'User Management' }).getByRole('link', { name: 'Bulk Import' })).toHaveAttribute(
    'href',
    '/admin/bulk-import',
  );
  await expect(page.getByRole('status').filter({ hasText: /\d+ users/ })).toBeVisible();
  await expectAccessible(page);

  // Create User: the specialization is only for instructors, and is cleared when the role changes.
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(dialog.getByLabel('Specialization')).toHaveCount(0);
  await dialog.getByLabel('Role').selectOption('instructor');
  await dialog.getByLabel('Specialization').fill('Will be cleared');
  await dialog.getByLabel('Role').selectOption('admin');
  await expect(dialog.getByLabel('Specialization')).toHaveCount(0);
  await dialog.getByLabel('Role').selectOption('instructor');
  await expect(dialog.getByLabel('Specialization')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Staff ID is required')).toBeVisible();
  await expectAccessible(page);

  const staffId = uniqueStaffId('E2I');
  await dialog.getByLabel('Staff ID').fill(staffId);
  await dialog.getByLabel('Full Name').fill('Ines Created');
  await dialog.getByLabel('Specialization').fill('Photography');
  await expectToast(page, 'User created successfully', () => dialog.getByRole('button', { name: 'Create User' }).click());
  const shown = page.getByRole('dialog', { name: 'User created successfully' });
  await expect(shown.getByText('This password will not be shown again')).toBeVisible();
  await expect(shown.getByText(staffId)).toBeVisible();
  const password = (await shown.getByRole('status', { name: 'Initial password' }).textContent())!.trim();
  expect(password).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
  await expect(shown.getByRole('button', { name: 'Copy password' })).toBeVisible();
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await findUser(page, staffId);
  await expect(page.getByRole('row').filter({ hasText: staffId })).toContainText('Password change pending');

  // The same staff ID in another case is refused, in the form.
  await page.getByRole('button', { name: 'Create User' }).click();
  await dialog.getByLabel('Staff ID').fill(staffId.toLowerCase());
  await dialog.getByLabel('Full Name').fill('Someone Else');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('An account with this Staff ID already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The instructor signs in with the password shown, must choose their own, then reaches their area.
  const context = await browser.newContext();
  const instructor = await context.newPage();
  await signInAndChoosePassword(instructor, staffId, password, 'ines-chose-this-1');
  await instructor.goto('/instructor');
  await expect(instructor.getByRole('heading', { name: 'Welcome back, Ines Created' })).toBeVisible();
  await context.close();
});

test('an admin changes a role, resets a password and deletes users, each confirmed first', async ({ page, baseURL, browser }) => {
  test.slow();
  const admin = await signedIn(baseURL!, DEMO.admin);
  const lee = await createAccount(admin, 'Lee Rolechange', 'student');
  const rosa = await createAccount(admin, 'Rosa Reset', 'student');
  const dora = await createAccount(admin, 'Dora Delete', 'student');
  const tess = await createAccount(admin, 'Tess Teacher', 'instructor');
  const hal = await createAccount(admin, 'Hal Heir', 'instructor', 'E2H');
  // Tess teaches a course (made through the API, after her first sign-in).
  const teacher = await firstSignIn(baseURL!, tess.user.staffId, tess.initialPassword, 'tess-own-password');
  const { categories } = await getJson<{ categories: { id: string }[] }>(teacher, '/api/categories');
  const { course } = await okJson<{ course: { id: string } }>(
    await teacher.post('/api/instructor/courses', {
      headers: CSRF,
      data: {
        title: `Handed Over ${tess.user.staffId}`,
        shortDescription: 'A course.',
        description: 'A course.',
        categoryId: categories[0]!.id,
      },
    }),
  );
  const leeSession = await firstSignIn(baseURL!, lee.user.staffId, lee.initialPassword, 'lee-own-password');

  await login(page, DEMO.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expectAccessible(page);
  // Destructive actions wait in each row's menu, never as a button on the row; the admin's own row has none.
  await expect(
    page
      .getByRole('row')
      .getByRole('button', { name: /^Actions for / })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('row').getByRole('button', { name: /^(Delete|Reset password)/ })).toHaveCount(0);
  await findUser(page, DEMO.admin.staffId);
  await expect(page.getByRole('row').filter({ hasText: DEMO.admin.staffId })).toBeVisible();
  await expect(page.getByRole('button', { name: `Actions for ${DEMO.admin.name}` })).toHaveCount(0);

  // A role change is confirmed, then ends the user's sessions.
  await findUser(page, lee.user.staffId);
  await page.getByRole('combobox', { name: 'Role of Lee Rolechange' }).selectOption('instructor');
  const roleDialog = page.getByRole('dialog', { name: 'Change role?' });
  await expect(roleDialog).toContainText('becomes an Instructor instead of a Student');
  await expectAccessible(page);
  await expectToast(page, 'User role updated successfully', () => roleDialog.getByRole('button', { name: 'Change Role' }).click());
  await expect(page.getByRole('combobox', { name: 'Role of Lee Rolechange' })).toHaveValue('instructor');
  expect((await getJson<{ user: unknown }>(leeSession, '/api/auth/session')).user).toBeNull();

  // Cancel leaves the role as it was.
  await page.getByRole('combobox', { name: 'Role of Lee Rolechange' }).selectOption('admin');
  await roleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('combobox', { name: 'Role of Lee Rolechange' })).toHaveValue('instructor');

  // Reset password: the new password, shown once, signs the user in and must be changed.
  await findUser(page, rosa.user.staffId);
  await page.getByRole('button', { name: 'Actions for Rosa Reset' }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset password?' });
  await expectToast(page, 'Password reset successfully', () => resetDialog.getByRole('button', { name: 'Reset Password' }).click());
  const shown = page.getByRole('dialog', { name: 'New temporary password' });
  await expect(shown.getByText('This password will not be shown again')).toBeVisible();
  const temporary = (await shown.getByRole('status', { name: 'Temporary password' }).textContent())!.trim();
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  const context = await browser.newContext();
  const rosaPage = await context.newPage();
  await signInAndChoosePassword(rosaPage, rosa.user.staffId, temporary, 'rosa-chose-this-1');
  await context.close();

  // Delete, confirmed: a learner. By the keyboard: the menu opens on Enter with its first item
  // focused, Escape gives the focus back to its button, arrows move to Delete.
  await findUser(page, dora.user.staffId);
  const doraMenu = page.getByRole('button', { name: 'Actions for Dora Delete' });
  await doraMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Reset password' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(doraMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete user' })).toBeFocused();
  await page.keyboard.press('Enter');
  const deleteDialog = page.getByRole('alertdialog', { name: 'Delete user?' });
  await expect(deleteDialog).toContainText('certificates already issued stay verifiable');
  await expectAccessible(page);
  await expectToast(page, 'User deleted successfully', () => deleteDialog.getByRole('button', { name: 'Delete User' }).click());
  await expect(page.getByRole('status').filter({ hasText: '0 users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No users match these filters' })).toBeVisible();

  // Delete a teacher: the dialog asks who takes the course over, and Delete waits for the choice.
  await findUser(page, tess.user.staffId);
  await page.getByRole('button', { name: 'Actions for Tess Teacher' }).click();
  await page.getByRole('menuitem', { name: 'Delete user' }).click();
  await expect(deleteDialog.getByText('Tess Teacher teaches 1 course')).toBeVisible();
  await expect(deleteDialog.getByRole('button', { name: 'Delete User' })).toBeDisabled();
  await deleteDialog.getByLabel('Find an instructor').fill(hal.user.staffId);
  // By staff ID: an earlier try of this journey left a Hal Heir of its own.
  await deleteDialog.getByRole('radio', { name: new RegExp(hal.user.staffId) }).check();
  await expectAccessible(page);
  await expectToast(page, 'User deleted successfully', () => deleteDialog.getByRole('button', { name: 'Delete User' }).click());
  await findUser(page, hal.user.staffId);
  await expect(page.getByRole('row').filter({ hasText: 'Hal Heir' })).toContainText('1 course');
  const courses = await getJson<{ courses: { id: string; instructorName: string | null }[] }>(admin, '/api/instructor/monitoring/courses');
  expect(courses.courses.find((c) => c.id === course.id)?.instructorName).toBe('Hal Heir');

  // The audit log reads each of these changes, by whom and with its before and after.
  await page.goto(`/admin/audit?actor=${DEMO.admin.staffId}&entityType=user`);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const event = (name: string) => page.getByRole('article', { name }).first();
  await expect(event(`User created: Lee Rolechange (${lee.user.staffId})`)).toContainText('Grace Lindqvist');
  await expect(event(`Role changed: Lee Rolechange (${lee.user.staffId})`)).toContainText('instructor');
  await expect(event(`Password reset: Rosa Reset (${rosa.user.staffId})`)).toBeVisible();
  await expect(event(`User deleted: Dora Delete (${dora.user.staffId})`)).toBeVisible();
  await expect(event(`User deleted: Tess Teacher (${tess.user.staffId})`)).toBeVisible();
  // Nothing secret: neither password appears anywhere in the log.
  await expect(page.getByRole('main')).not.toContainText(temporary);
  await expect(page.getByRole('main')).not.toContainText(rosa.initialPassword);
  await expectAccessible(page);
  await page.goto(`/admin/audit?action=course.instructor_changed&entityType=course&entityId=${course.id}`);
  await expect(event(`Course handed over: Handed Over ${tess.user.staffId}`)).toContainText('Hal Heir');
  await admin.dispose();
  await teacher.dispose();
  await leeSession.dispose();
});

test('Role Management offers the four roles and keeps the admin’s own role and the last admin', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { name: 'Role Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ users/ })).toBeVisible();
  await expectAccessible(page);

  await findUser(page, DEMO.instructor.staffId);
  const options = page.getByRole('combobox', { name: `Role of ${DEMO.instructor.name}` }).getByRole('option');
  await expect(options).toHaveText(['Student', 'Instructor', 'Admin', 'Subadmin']);

  // The demo has one admin, who is signed in here: their select says why it is locked, twice over.
  await findUser(page, DEMO.admin.staffId);
  const own = page.getByRole('combobox', { name: `Role of ${DEMO.admin.name}` });
  await expect(own).toBeDisabled();
  await expect(own).toHaveAccessibleDescription(/You cannot change your own role\. Another admin can\./);
  await expect(own).toHaveAccessibleDescription(/This is the only admin, so their role cannot change/);
  // No way round it through the API either.
  const me = await getJson<{ user: { id: string } }>(page.request, '/api/auth/session');
  const res = await page.request.patch(`/api/admin/users/${me.user.id}/role`, {
    headers: CSRF,
    data: { role: 'student', expectedRole: 'admin' },
  });
  expect(res.status()).toBe(403);
});

test('a student gets Access Denied, and a subadmin reads the users with no control that writes', async ({ page }) => {
  await login(page, DEMO.student);
  for (const [path, message] of [
    ['/admin', 'You need administrator privileges to access this page.'],
    ['/admin/users', 'Only administrators can access user management.'],
    ['/admin/user-management', 'Only administrators can access user management.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText('The Super Admin account is created by signing up with a designated admin Staff ID.')).toBeVisible();
  }
  await expectAccessible(page);

  await page.context().clearCookies();
  await login(page, DEMO.subadmin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page.getByText('You are in Read-Only Mode. You can view all data but cannot make changes.')).toBeVisible();
  await findUser(page, DEMO.instructor.staffId);
  await expect(page.getByRole('row').filter({ hasText: DEMO.instructor.staffId })).toContainText('Instructor');
  await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
  for (const name of ['Create User', /^Reset password/, /^Delete/, /^Actions for/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bulk Import' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Only administrators can access user management.')).toBeVisible();
});

test('the dashboard, the users and Role Management fit a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform figures' }).getByText('Students')).toBeVisible();
  await expectNoSideScroll(page);
  for (const path of ['/admin/users', '/admin/user-management']) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: /\d+ users/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page);
  }
  await page.goto('/admin/users');
  // A card keeps its actions in its menu, which fits the phone.
  await page
    .getByRole('list', { name: 'Users' })
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Delete user' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('dialog', { name: 'Create User' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

test('the users page and the dashboard ask for their data before their code has loaded', async ({ page }) => {
  await login(page, DEMO.admin);
  const asked = await openWithCodeHeld(
    page,
    '/admin/users?role=instructor&q=INS',
    'features/admin-users/routes/users.tsx',
    (url) => url.pathname === '/api/admin/users' && url.searchParams.get('role') === 'instructor' && url.searchParams.get('q') === 'INS',
    () => expect(page.getByRole('status').filter({ hasText: /\d+ users?$/ })).toBeVisible(),
  );
  expect(asked).toBe(1);
  await page.unrouteAll();
  const stats = await openWithCodeHeld(
    page,
    '/admin',
    'features/admin-users/routes/dashboard.tsx',
    (url) => url.pathname === '/api/admin/stats',
    () => expect(page.getByRole('region', { name: 'Platform figures' }).getByText('Enrollments')).toBeVisible(),
  );
  expect(stats).toBe(1);
});
