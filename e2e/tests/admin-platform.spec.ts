// The admin platform. An admin manages categories (creates one, an instructor files two fresh
// courses under it, the admin renames it, is refused deleting it, creates and deletes an unused
// one), publishes a draft from Course Management, is offered Archive, not Delete, for a course
// with a learner, features the published course (the learner's home shows it at once), and
// reads each of these changes in the audit log. The subadmin reads every screen and finds no
// control that writes. Every page gets an accessibility scan; the screens are checked at 390 px.
// Everything the journeys change is their own (fresh courses, categories and learner); the
// featured course is put back at the end.
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import {
  CSRF,
  DEMO,
  expect,
  expectAccessible,
  expectNoSideScroll,
  expectToast,
  freshStudent,
  getJson,
  login,
  okJson,
  test,
} from './fixtures.js';

interface CategoryRow {
  id: string;
  name: string;
}

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signedIn(baseURL: string, who: { staffId: string; password: string }) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  await login(ctx, who);
  return ctx;
}

/** A course of the demo instructor in `categoryId`, published or left a draft. */
async function instructorCourse(teacher: APIRequestContext, title: string, categoryId: string, publish: boolean) {
  const { course } = await okJson<{ course: { id: string } }>(
    await teacher.post('/api/instructor/courses', {
      data: { title, shortDescription: `${title}, in short`, description: `All about ${title}.`, categoryId },
      headers: CSRF,
    }),
  );
  if (publish)
    await okJson(await teacher.patch(`/api/instructor/courses/${course.id}/status`, { data: { status: 'published' }, headers: CSRF }));
  return course.id;
}

async function categoryNamed(page: Page, name: string) {
  const { categories } = await getJson<{ categories: CategoryRow[] }>(page.request, `/api/admin/categories?q=${encodeURIComponent(name)}`);
  return categories.find((c) => c.name === name)!;
}

/** Buttons and selects that would change something, if any were on the page. */
const writeControls = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', {
      name: /delete|rename|new category|feature|change featured|choose a course|clear$|archive|create|^actions for /i,
    })
    .or(page.getByRole('main').getByRole('combobox', { name: /^Status of / }));

const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

test('an admin manages categories, course statuses and the featured course, and reads every change in the audit log', async ({
  page,
  baseURL,
  browser,
}) => {
  // Four screens with scans, six dialogs, a learner's home and the log.
  test.slow();
  const t = tag();
  const category = `E2E Cat ${t}`;
  const renamed = `E2E Renamed ${t}`;
  const spare = `E2E Spare ${t}`;
  const live = `E2E Live Course ${t}`;
  const draft = `E2E Draft Course ${t}`;

  await login(page, DEMO.admin);
  const before = await getJson<{ featured: { courseId: string | null } }>(page.request, '/api/admin/settings');

  try {
    // Categories: create one.
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ categor/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New Category' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New category' })).toBeVisible();
    await dialog(page).getByLabel('Category name').fill(category);
    await expectAccessible(page);
    await expectToast(page, 'Category created successfully', () => dialog(page).getByRole('button', { name: 'Create Category' }).click());
    const created = await categoryNamed(page, category);

    // An instructor files a published course (a learner enrolls) and a draft under it.
    const teacher = await signedIn(baseURL!, DEMO.instructor);
    const liveId = await instructorCourse(teacher, live, created.id, true);
    const draftId = await instructorCourse(teacher, draft, created.id, false);
    const learner = await playwrightRequest.newContext({ baseURL });
    const student = await freshStudent(learner, `E2E Learner ${t}`);
    await okJson(await learner.post(`/api/courses/${liveId}/enroll`, { headers: CSRF }));

    // Rename it; deleting it is refused while courses use it.
    await page.getByLabel('Search categories').fill(t);
    const row = page.getByRole('row').filter({ hasText: category });
    // Courses: the two just filed under it.
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    await row.getByRole('button', { name: `Rename ${category}` }).click();
    await dialog(page).getByLabel('Category name').fill(renamed);
    await expectToast(page, 'Category renamed successfully', () => dialog(page).getByRole('button', { name: 'Rename' }).click());
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(dialog(page).getByRole('heading', { name: 'This category cannot be deleted' })).toBeVisible();
    await expect(dialog(page)).toContainText('This category has 2 courses, so it cannot be deleted. Move them to another category first.');
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(renamedRow).toBeVisible();

    // An unused one goes, after the confirmation.
    await page.getByRole('button', { name: 'New Category' }).click();
    await dialog(page).getByLabel('Category name').fill(spare);
    await expectToast(page, 'Category created successfully', () => dialog(page).getByRole('button', { name: 'Create Category' }).click());
    const spareRow = page.getByRole('row').filter({ hasText: spare });
    await spareRow.getByRole('button', { name: `Delete ${spare}` }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Delete category?' })).toBeVisible();
    await expectToast(page, 'Category deleted successfully', () => dialog(page).getByRole('button', { name: 'Delete Category' }).click());
    await expect(spareRow).toHaveCount(0);

    // Course Management: publish the draft with the status select.
    await page.goto(`/admin/courses?q=${encodeURIComponent(t)}`);
    await expect(page.getByRole('heading', { name: 'Course Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '2 courses' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: live })).toContainText(renamed);
    await expectAccessible(page);
    await expectToast(page, 'Course status updated successfully', () => page.getByLabel(`Status of ${draft}`).selectOption('published'));
    await expect(page.getByLabel(`Status of ${draft}`)).toHaveValue('published');
    await expect(page.getByLabel(`Status of ${draft}`)).toBeEnabled();

    // Destructive actions are in each row's menu: Delete for the course without learners...
    await expect(page.getByRole('row').getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await page.getByRole('button', { name: `Actions for ${draft}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Archive' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // ...and Archive, never Delete, for the course with a learner, confirmed first.
    await page.getByRole('button', { name: `Actions for ${live}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Archive course?' })).toBeVisible();
    await expect(dialog(page)).toContainText('1 learner enrolled');
    await expect(dialog(page).getByRole('button', { name: 'Delete Course' })).toHaveCount(0);
    await expectAccessible(page);
    await expectToast(page, 'Course status updated successfully', () =>
      dialog(page).getByRole('button', { name: 'Archive Course' }).click(),
    );
    await expect(page.getByLabel(`Status of ${live}`)).toHaveValue('archived');
    // The learner's enrollment is kept (the course is archived, not deleted).
    const { total } = await getJson<{ total: number }>(page.request, `/api/instructor/students?courseId=${liveId}`);
    expect(total).toBe(1);

    // The featured course: the newly published one; the learner's home shows it at once.
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
    // The sign-in methods as the server has them (the e2e server has the test OpenID provider).
    await expect(page.getByText('Staff ID passwords')).toBeVisible();
    await expect(page.getByText('The sign-in page offers “Sign in with Contoso SSO”.')).toBeVisible();
    await page.getByRole('button', { name: /Change featured course|Choose a course/ }).click();
    await page.getByLabel('Search published courses').fill(draft);
    await expectAccessible(page);
    await expectToast(page, 'Featured course updated', () => page.getByRole('button', { name: `Feature ${draft}` }).click());
    const featured = page.getByRole('region', { name: 'Featured course' });
    await expect(featured).toContainText(draft);
    await expect(featured).toContainText('The student home shows it.');
    const learnerBrowser = await browser.newContext({ baseURL });
    const learnerPage = await learnerBrowser.newPage();
    await login(learnerPage, student);
    await learnerPage.goto('/');
    await expect(learnerPage.getByRole('heading', { level: 1, name: draft })).toBeVisible();
    await learnerBrowser.close();

    // The audit log: each change, with its before and after.
    await page.goto(`/admin/audit?entityType=category&entityId=${created.id}`);
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const events = page.getByRole('main');
    await expect(events.getByRole('article')).toHaveCount(2);
    await expect(events.getByRole('article', { name: `Category renamed: ${renamed}` })).toContainText(category);
    await expect(events.getByRole('article', { name: `Category created: ${category}` })).toContainText('Grace Lindqvist');
    await expectAccessible(page);

    await page.goto(`/admin/audit?actor=${DEMO.admin.staffId}`);
    for (const name of [
      `Category deleted: ${spare}`,
      `Category created: ${spare}`,
      `Course status changed: ${draft}`,
      `Course status changed: ${live}`,
      'Featured course changed: Featured course',
    ]) {
      await expect(page.getByRole('article', { name }).first()).toBeVisible();
    }
    await expect(page.getByRole('article', { name: `Course status changed: ${live}` })).toContainText('published');
    await expect(page.getByRole('article', { name: `Course status changed: ${live}` })).toContainText('archived');
    await expect(page.getByRole('article', { name: 'Featured course changed: Featured course' }).first()).toContainText(draft);

    // One record's history, from its row.
    await page
      .getByRole('article', { name: `Course status changed: ${draft}` })
      .getByRole('button', { name: 'History of this course' })
      .click();
    await expect(page).toHaveURL(new RegExp(`entityId=${draftId}`));
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await learner.dispose();
    await teacher.dispose();
  } finally {
    // The demo's featured course again, whatever happened above.
    const now = await getJson<{ featured: { courseId: string | null } }>(page.request, '/api/admin/settings');
    if (now.featured.courseId !== before.featured.courseId) {
      await okJson(
        await page.request.put('/api/admin/settings/featured-course', {
          data: { courseId: before.featured.courseId, previousCourseId: now.featured.courseId },
          headers: CSRF,
        }),
      );
    }
  }
});

test('a subadmin reads every screen and finds no control that writes', async ({ page }) => {
  test.slow();
  await login(page, DEMO.subadmin);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Subadmin Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('Read-Only', { exact: true })).toBeVisible();
  await expect(page.getByText('You are in Read-Only Mode. You can view all data but cannot make changes.')).toBeVisible();
  const stats = await getJson<{ totalCategories: number }>(page.request, '/api/admin/stats');
  await expect(page.getByRole('region', { name: 'Overview' }).getByRole('listitem').filter({ hasText: 'Categories' })).toContainText(
    String(stats.totalCategories),
  );
  await expectAccessible(page);

  const sidebar = page.getByRole('navigation', { name: 'Subadmin navigation' });
  for (const label of ['Dashboard', 'Users', 'Courses', 'Instructors', 'Categories', 'Reviews', 'Settings', 'Audit Log']) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }

  const screens = [
    ['Courses', '/admin/courses', 'Course Management', /\d+ courses?/],
    ['Instructors', '/admin/instructors', 'Instructors', /\d+ instructors?/],
    ['Categories', '/admin/categories', 'Categories', /\d+ categor/],
    ['Reviews', '/admin/reviews', 'Reviews', /\d+ reviews?/],
    ['Settings', '/admin/settings', 'System Settings', /\d+ categor/],
    ['Audit Log', '/admin/audit', 'Audit Log', /\d+ events?|No changes/],
  ] as const;
  for (const [link, path, heading, loaded] of screens) {
    await sidebar.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: loaded }).first()).toBeVisible();
    await expect(page.getByText('You are in Read-Only Mode.', { exact: false })).toBeVisible();
    // The settings read as text: the featured course (and no picker: checked below).
    if (path === '/admin/settings') await expect(page.getByRole('region', { name: 'Featured course' })).toContainText('The student home');
    await expect(writeControls(page), `${path} shows a control that writes`).toHaveCount(0);
    await expectAccessible(page);
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin platform screens fit a phone, for an admin and a subadmin', async ({ page, baseURL, browser }) => {
    test.slow();
    await login(page, DEMO.admin);
    const screens = [
      ['/admin/courses', 'Course Management', /\d+ courses?/],
      ['/admin/settings', 'System Settings', /\d+ categor/],
      ['/admin/categories', 'Categories', /\d+ categor/],
      ['/admin/instructors', 'Instructors', /\d+ instructors?/],
      ['/admin/reviews', 'Reviews', /\d+ reviews?/],
      ['/admin/audit', 'Audit Log', /\d+ events?|No changes/],
    ] as const;
    for (const [path, heading, loaded] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: loaded }).first()).toBeVisible();
      await expectNoSideScroll(page);
    }
    // The status select sits under the title on a phone; the admin's controls are there (what the subadmin's screens lack).
    await page.goto('/admin/courses');
    await expect(page.getByRole('combobox', { name: /^Status of / }).first()).toBeVisible();
    expect(await writeControls(page).count()).toBeGreaterThan(10);
    await expectNoSideScroll(page);
    await expectAccessible(page);

    const sub = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const subPage = await sub.newPage();
    await login(subPage, DEMO.subadmin);
    await subPage.goto('/dashboard');
    await expect(subPage.getByRole('heading', { name: 'Subadmin Panel', level: 1 })).toBeVisible();
    await expect(subPage.getByRole('region', { name: 'Overview' }).getByRole('listitem').filter({ hasText: 'Enrollments' })).toContainText(
      /Enrollments\s*[\d,]+/,
    );
    await expectNoSideScroll(subPage);
    await expectAccessible(subPage);
    await sub.close();
  });
});
