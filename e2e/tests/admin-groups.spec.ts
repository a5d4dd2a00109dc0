// The admin's groups (departments). An admin creates a group (a name taken in another letter case is
// refused in the dialog, the typed name kept), renames it, adds two members by Staff ID with a typo
// among them (named back as not found), removes one after a confirmation and deletes the group after
// one that says its members keep everything; its address then says "Group not found". A subadmin
// reads the groups and their members and finds no control that changes them. Every screen gets an
// accessibility scan; the screens fit 390 px, and their screenshots are kept with the test's output.
// Everything the journeys change is their own: fresh accounts and groups, deleted at the end.
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectNoSideScroll, expectToast, login, okJson, test, uniqueStaffId } from './fixtures.js';

interface Group {
  id: string;
  name: string;
}

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An account made by the signed-in admin through the API (not a screen under test). */
async function account(admin: APIRequestContext, fullName: string, role: 'student' | 'instructor') {
  const { user } = await okJson<{ user: { id: string; staffId: string; fullName: string } }>(
    await admin.post('/api/admin/users', { headers: CSRF, data: { staffId: uniqueStaffId('E2G'), fullName, role } }),
  );
  return user;
}

/** A group made through the API, with these Staff IDs in it. */
async function groupWith(admin: APIRequestContext, name: string, staffIds: string[]) {
  const { group } = await okJson<{ group: Group }>(await admin.post('/api/admin/groups', { headers: CSRF, data: { name } }));
  if (staffIds.length > 0) await okJson(await admin.post(`/api/admin/groups/${group.id}/members`, { headers: CSRF, data: { staffIds } }));
  return group;
}

async function deleteGroup(admin: APIRequestContext, id: string) {
  const res = await admin.delete(`/api/admin/groups/${id}`, { headers: CSRF });
  expect([200, 404]).toContain(res.status());
}

/** Buttons that would change a group or its members, if any were on the page. */
const writeControls = (page: Page) => page.getByRole('main').getByRole('button', { name: /new group|rename|delete|add members|^remove /i });

const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

test('an admin creates a group, renames it, adds and removes members, and deletes it', async ({ page }) => {
  test.slow();
  const t = tag();
  const name = `E2E Group ${t}`;
  const renamed = `E2E Department ${t}`;
  const typo = uniqueStaffId('E2E-NOBODY');

  await login(page, DEMO.admin);
  const ana = await account(page.request, `E2E Ana ${t}`, 'student');
  const ben = await account(page.request, `E2E Ben ${t}`, 'instructor');

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/groups$/);
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ groups?/ })).toBeVisible();
  await expectAccessible(page);

  // Create it; the same name in another letter case is refused in the dialog, what was typed kept.
  await page.getByRole('button', { name: 'New Group' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'New group' })).toBeVisible();
  await dialog(page).getByLabel('Group name').fill(name);
  await expectAccessible(page);
  await expectToast(page, 'Group created', () => dialog(page).getByRole('button', { name: 'Create Group' }).click());
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'New Group' }).click();
  await dialog(page).getByLabel('Group name').fill(name.toUpperCase());
  await dialog(page).getByRole('button', { name: 'Create Group' }).click();
  await expect(dialog(page)).toContainText(`A group named "${name.toUpperCase()}" already exists. Choose another name.`);
  await expect(dialog(page).getByLabel('Group name')).toHaveValue(name.toUpperCase());
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Rename it.
  await page.getByLabel('Search groups').fill(t);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  await row.getByRole('button', { name: `Rename ${name}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Rename group' })).toBeVisible();
  await dialog(page).getByLabel('Group name').fill(renamed);
  await expectToast(page, 'Group renamed', () => dialog(page).getByRole('button', { name: 'Rename' }).click());

  // Its page: no members yet.
  await page.getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(/\/admin\/groups\/[0-9a-f-]{36}$/);
  const groupUrl = page.url();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No members yet' })).toBeVisible();

  // Two members by Staff ID (one typed in lower case) and a typo, which is named back.
  await page.getByRole('button', { name: 'Add Members' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add members' })).toBeVisible();
  await dialog(page).getByLabel('Staff IDs').fill(`${ana.staffId}\n${ben.staffId.toLowerCase()}, ${typo}`);
  await expect(dialog(page)).toContainText('3 Staff IDs to add.');
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Add Members' }).click();
  await expect(dialog(page).getByRole('status')).toContainText('Added 2 members; 1 Staff ID not found.');
  await expect(dialog(page).getByRole('list', { name: 'Not found (1)' }).getByRole('listitem')).toHaveText([typo]);
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('status').filter({ hasText: /^2 members$/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2 members · Created');
  const anaRow = page.getByRole('row').filter({ hasText: ana.fullName });
  await expect(anaRow).toContainText(ana.staffId);
  await expect(anaRow).toContainText('Student');
  await expect(page.getByRole('row').filter({ hasText: ben.fullName })).toContainText('Instructor');
  await expectAccessible(page);

  // Remove one, after the confirmation.
  await anaRow.getByRole('button', { name: `Remove ${ana.fullName} (${ana.staffId})` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Remove from group?' })).toBeVisible();
  await expect(dialog(page)).toContainText('They keep their account, courses and progress');
  await expectToast(page, 'Removed from the group', () => dialog(page).getByRole('button', { name: 'Remove', exact: true }).click());
  await expect(anaRow).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^1 member$/ })).toBeVisible();

  // Delete the group, after the confirmation that its members keep everything.
  await page.getByRole('link', { name: 'All groups' }).click();
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await page.getByLabel('Search groups').fill(t);
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow.getByRole('cell').nth(1)).toHaveText('1');
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Delete group?' })).toBeVisible();
  await expect(dialog(page)).toContainText('Its one member leaves the group but keeps their account, courses and progress.');
  await expectAccessible(page);
  await expectToast(page, 'Group deleted', () => dialog(page).getByRole('button', { name: 'Delete Group' }).click());
  await expect(renamedRow).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No groups match this search' })).toBeVisible();

  // Its address now leads to "Group not found", with the way back.
  await page.goto(groupUrl);
  await expect(page.getByRole('heading', { name: 'Group not found', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Groups' }).click();
  await expect(page).toHaveURL(/\/admin\/groups$/);
});

test('a subadmin reads the groups and their members, and finds no control that changes them', async ({ page, baseURL }) => {
  test.slow();
  const t = tag();
  const admin = await playwrightRequest.newContext({ baseURL });
  await login(admin, DEMO.admin);
  const member = await account(admin, `E2E Cleo ${t}`, 'student');
  const group = await groupWith(admin, `E2E Readers ${t}`, [member.staffId]);
  try {
    await login(page, DEMO.subadmin);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Subadmin navigation' }).getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/groups$/);
    await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
    await expect(page.getByText('You are in Read-Only Mode.', { exact: false })).toBeVisible();
    await page.getByLabel('Search groups').fill(t);
    const row = page.getByRole('row').filter({ hasText: group.name });
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(writeControls(page)).toHaveCount(0);
    await expectAccessible(page);

    await row.getByRole('link', { name: group.name }).click();
    await expect(page.getByRole('heading', { name: group.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: member.fullName })).toContainText(member.staffId);
    await expect(writeControls(page)).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await deleteGroup(admin, group.id);
    await admin.dispose();
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the groups screens fit a phone', async ({ page }) => {
    test.slow();
    const t = tag();
    await login(page, DEMO.admin);
    const people = [
      await account(page.request, `E2E Dana Featherstonehaugh ${t}`, 'student'),
      await account(page.request, `E2E Eli ${t}`, 'instructor'),
    ];
    const group = await groupWith(
      page.request,
      `E2E Phone Group With A Rather Long Name ${t}`,
      people.map((p) => p.staffId),
    );
    try {
      await page.goto(`/admin/groups?q=${t}`);
      await expect(page.getByRole('row').filter({ hasText: group.name })).toBeVisible();
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath('groups-390.png'), fullPage: true });

      await page.goto(`/admin/groups/${group.id}`);
      await expect(page.getByRole('row').filter({ hasText: people[0]!.fullName })).toBeVisible();
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath('group-390.png'), fullPage: true });

      await page.getByRole('button', { name: 'Add Members' }).click();
      await dialog(page).getByLabel('Staff IDs').fill(`${people[0]!.staffId}\nE2E-TYPO-${t}\nE2E-ANOTHER-TYPO-${t}`);
      await dialog(page).getByRole('button', { name: 'Add Members' }).click();
      await expect(dialog(page).getByRole('status')).toContainText('Added 0 members; 1 already in the group; 2 Staff IDs not found.');
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath('add-members-390.png') });
      await expectAccessible(page);
    } finally {
      await deleteGroup(page.request, group.id);
    }
  });
});
