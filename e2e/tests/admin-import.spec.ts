// Bulk user import. An admin downloads the sample, imports a CSV of 50 students with 3 bad rows
// (chosen with the picker, checked row by row, imported in the background with a progress bar),
// reads the results, downloads the failed rows and reads them back; the students' Group column puts
// them in a new group, whose page lists them; then one imported student signs in with their staff
// ID and must choose a new password. The page works on a 390 px phone.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectGlimpse, expectNoSideScroll, expectToast, login, okJson, test } from './fixtures.js';

/**
 * 50 new students (staff IDs unique to the run) in a new group, and 3 bad rows without a group: an
 * invalid staff ID, a repeat, a name too long.
 */
function cohort() {
  const tag = `IMP${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 100)}`;
  const students = Array.from({ length: 50 }, (_, i) => ({
    staffId: `${tag}-S${String(i + 1).padStart(2, '0')}`,
    fullName: `Learner ${tag} ${i + 1}`,
  }));
  const bad = [
    `${tag} S99,Spaces Not Allowed`,
    `${students[0]!.staffId.toLowerCase()},Same Person Again`,
    `${tag}-LONG,${'N'.repeat(130)}`,
  ];
  const group = `E2E Import ${tag}`;
  const lines = ['Staff ID,Full Name,Group', ...students.map((s) => `${s.staffId},"${s.fullName}",${group}`), ...bad];
  return { tag, students, group, csv: `${lines.join('\r\n')}\r\n` };
}

async function chooseFile(page: Page, name: string, csv: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose CSV file' }).click()]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('an admin imports 50 students with 3 bad rows, downloads the failed rows, and a student signs in with their staff ID', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four screens with accessibility scans, a background job, two downloads and a second browser.
  test.slow();
  const { tag, students, group, csv } = cohort();
  await login(page, DEMO.admin);
  await page.goto('/admin/bulk-import');
  await expect(page.getByRole('heading', { name: 'Bulk Import Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expectAccessible(page);

  // The sample: a header row and staff IDs like SMHQ-S01.
  const [sample] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Sample CSV' }).click()]);
  expect(sample.suggestedFilename()).toBe('sample-users.csv');
  const sampleText = await readFile((await sample.path())!, 'utf8');
  expect(sampleText.split('\r\n').slice(0, 2)).toEqual(['Staff ID,Full Name', 'SMHQ-S01,Jane Doe']);

  // A file that is not a CSV is refused with the reason, and the page stays ready for another.
  await chooseFile(page, 'notes.csv', 'Dear admin,\nplease add these people.\n');
  await expect(page.getByRole('alert').filter({ hasText: 'no Staff ID or Full Name column' })).toBeVisible();

  // The check: every row listed, nothing created yet; the rows to fix are shown first.
  await chooseFile(page, 'term-1.csv', csv);
  await expect(page.getByRole('heading', { name: 'File checked' })).toBeVisible();
  await expect(page).toHaveURL(/\?import=[0-9a-f-]{36}/);
  await expect(page.getByLabel('What the file holds')).toContainText('To create50');
  await expect(page.getByLabel('What the file holds')).toContainText('Repeated in the file1');
  await expect(page.getByLabel('What the file holds')).toContainText('Invalid2');
  await expect(page.getByLabel('Show')).toHaveValue('failed');
  const rows = page.getByRole('region', { name: 'Table of rows' });
  await expect(rows.getByRole('row')).toHaveCount(4);
  await expect(rows).toContainText('Staff ID may contain letters, digits, dots, dashes and underscores');
  await expect(rows).toContainText('This Staff ID is already on line 2 of the file.');
  await expect(rows).toContainText('Full Name must be at most 120 characters');
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { staffId: students[0]!.staffId, password: students[0]!.staffId },
    headers: CSRF,
  });
  expect(signIn.status()).toBe(401);
  await page.getByLabel('Show').selectOption('all');
  await expect(rows.getByRole('row')).toHaveCount(51); // a page of 50 rows and the header
  await expect(rows.getByRole('row').filter({ hasText: students[0]!.staffId }).first()).toContainText(group);
  await expect(page.getByRole('navigation', { name: /pages/ })).toBeVisible();
  await expectAccessible(page);

  // Import: the progress bar, then the results with the spec's toasts.
  await expectGlimpse(page, '[role=progressbar]', '', () =>
    expectToast(page, 'Import completed! 50 users created successfully', () =>
      page.getByRole('button', { name: 'Import Users (50)' }).click(),
    ),
  );
  await expect(page.getByText('3 users failed to create').first()).toBeVisible();
  const results = page.getByLabel('Result counts');
  await expect(results).toContainText('Successful50');
  await expect(results).toContainText('Failed3');
  await expect(page.getByLabel('Show')).toHaveValue('failed');
  await expect(page.getByRole('region', { name: 'Table of rows' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(page);

  // The failed rows: the sample's columns and the reason, ready to fix and upload again.
  const [failed] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download failed rows (CSV)' }).click(),
  ]);
  expect(failed.suggestedFilename()).toMatch(/^import-failed-rows-\d{4}-\d\d-\d\d\.csv$/);
  const failedText = (await readFile((await failed.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(failedText.split('\r\n')).toEqual([
    'Staff ID,Full Name,Group,Email,Reason',
    `${tag} S99,Spaces Not Allowed,,,"Staff ID may contain letters, digits, dots, dashes and underscores"`,
    `${students[0]!.staffId.toLowerCase()},Same Person Again,,,This Staff ID is already on line 2 of the file.`,
    `${tag}-LONG,${'N'.repeat(130)},,,Full Name must be at most 120 characters`,
    '',
  ]);

  // Fixed and chosen again: the three rows are now to create (the repeat has a new staff ID).
  await page.getByRole('button', { name: 'Import another file' }).click();
  const fixed = failedText
    .replace(`${tag} S99`, `${tag}-S99`)
    .replace(students[0]!.staffId.toLowerCase(), `${tag}-S98`)
    .replace('N'.repeat(130), 'Nia Short');
  await chooseFile(page, 'term-1-fixed.csv', fixed);
  await expect(page.getByLabel('What the file holds')).toContainText('To create3');

  // The Group column made the group, and its page lists the new students.
  const { groups } = await okJson<{ groups: { id: string; name: string; memberCount: number }[] }>(
    await page.request.get(`/api/admin/groups?q=${encodeURIComponent(group)}`),
  );
  expect(groups.map((g) => [g.name, g.memberCount])).toEqual([[group, 50]]);
  await page.goto(`/admin/groups/${groups[0]!.id}`);
  await expect(page.getByRole('heading', { name: group, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(students[0]!.fullName);
  await expect(page.getByRole('main')).toContainText(students[0]!.staffId);
  const groupId = groups[0]!.id;

  // One imported student signs in with their staff ID (in lower case) and must choose a password.
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await student.goto('/auth');
  await student.getByLabel('Staff ID').fill(students[7]!.staffId);
  await student.getByLabel('Password').fill(students[7]!.staffId.toLowerCase());
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(student.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(student);
  await student.goto('/my-courses');
  await expect(student.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The staff ID cannot be kept.
  await student.getByLabel('Current Password').fill(students[7]!.staffId);
  await student.getByLabel('New Password', { exact: true }).fill(students[7]!.staffId);
  await student.getByLabel('Confirm New Password').fill(students[7]!.staffId);
  await student.getByRole('button', { name: 'Set New Password' }).click();
  await expect(student.getByRole('alert').filter({ hasText: 'Choose a password different from your current one.' })).toBeVisible();
  await student.getByLabel('New Password', { exact: true }).fill('my-own-password-7');
  await student.getByLabel('Confirm New Password').fill('my-own-password-7');
  await expectToast(student, 'Password updated', () => student.getByRole('button', { name: 'Set New Password' }).click());
  await expect(student.getByRole('heading', { name: 'Choose a new password' })).toHaveCount(0);
  await context.close();
  // From now on only the new password works.
  expect(
    (
      await page.request.post('/api/auth/sign-in', {
        data: { staffId: students[7]!.staffId, password: students[7]!.staffId },
        headers: CSRF,
      })
    ).status(),
  ).toBe(401);

  // The audit log reads the import: who started it, and what it did when it finished.
  await page.goto(`/admin/audit?entityType=import&actor=${DEMO.admin.staffId}`);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Import started: term-1.csv' }).first()).toContainText('Grace Lindqvist');
  await expect(page.getByRole('article', { name: 'Import finished: term-1.csv' }).first()).toContainText('finished');
  await expectAccessible(page);
  // The run's group goes (its members keep their accounts).
  expect((await page.request.delete(`/api/admin/groups/${groupId}`, { headers: CSRF })).status()).toBe(200);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the import page fits, from the picker to the rows', async ({ page }) => {
    const { csv } = cohort();
    await login(page, DEMO.admin);
    await page.goto('/admin/bulk-import');
    await expect(page.getByRole('button', { name: 'Choose CSV file' })).toBeVisible();
    await expectNoSideScroll(page);
    await chooseFile(page, 'phone.csv', csv);
    await expect(page.getByRole('heading', { name: 'File checked' })).toBeVisible();
    // Rows are cards on a phone.
    await expect(page.getByRole('list', { name: 'List of rows' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Import Users (50)' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page);
  });

  test('other roles cannot reach the page', async ({ page }) => {
    await login(page, DEMO.subadmin);
    await page.goto('/admin/bulk-import');
    await expect(page.getByRole('button', { name: 'Choose CSV file' })).toHaveCount(0);
    await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
  });
});
