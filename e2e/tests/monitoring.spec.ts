// Student monitoring and analytics. An instructor finds a struggling learner (a fresh student of
// theirs, with a formula for a name), opens the learner's detail, deactivates and restores the
// enrollment (the learner's player follows), and exports the filtered list; the downloaded file is
// read back. The list and the analytics are narrowed to a group of the learner's (also at 390 px).
// Analytics are read for every period and compared with the seeded learners as the students list
// gives them. A subadmin reads both, changing nothing.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectToast, freshStudent, getJson, login, okJson, test } from './fixtures.js';

interface Row {
  enrollmentId: string;
  student: { id: string; fullName: string };
  course: { id: string; title: string };
  status: string;
  enrolledAt: string;
  lastActivityAt: string;
  completedAt: string | null;
}
interface Course {
  id: string;
  title: string;
  status: string;
}

/** Sofia Marin's courses: no other journey enrolls in them, so their figures stay as seeded. */
const ANALYST = { staffId: 'INS-004', password: 'ins-004-demo' };

async function signedIn(baseURL: string, who: { staffId: string; password: string }) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  await login(ctx, who);
  return ctx;
}

/** Two groups made by the admin: one holding the learner, one empty; `remove` deletes both. */
async function learnerGroups(baseURL: string, tag: string, staffId: string) {
  const admin = await signedIn(baseURL, DEMO.admin);
  const create = async (name: string) =>
    (await okJson<{ group: { id: string; name: string } }>(await admin.post('/api/admin/groups', { headers: CSRF, data: { name } }))).group;
  const ward = await create(`E2E Ward ${tag}`);
  const empty = await create(`E2E Empty ${tag}`);
  await okJson(await admin.post(`/api/admin/groups/${ward.id}/members`, { headers: CSRF, data: { staffIds: [staffId] } }));
  const remove = async () => {
    for (const g of [ward, empty])
      expect([200, 404]).toContain((await admin.delete(`/api/admin/groups/${g.id}`, { headers: CSRF })).status());
    await admin.dispose();
  };
  return { ward, empty, remove };
}

/** A fresh learner of one of the demo instructor's published courses, named like a spreadsheet formula. */
async function strugglingLearner(baseURL: string) {
  const staff = await signedIn(baseURL, DEMO.instructor);
  const { courses } = await getJson<{ courses: Course[] }>(staff, '/api/instructor/monitoring/courses');
  const course = courses.find((c) => c.status === 'published')!;
  const tag = `Sam ${Date.now().toString(36)}`;
  const learner = await playwrightRequest.newContext({ baseURL });
  const { staffId } = await freshStudent(learner, `=HYPERLINK("http://x","y") ${tag}`);
  expect((await learner.post(`/api/courses/${course.id}/enroll`, { headers: CSRF })).ok()).toBe(true);
  return { learner, course, tag, staffId, name: `=HYPERLINK("http://x","y") ${tag}` };
}

const playerStatus = async (learner: APIRequestContext, courseId: string) => {
  const res = await learner.get(`/api/courses/${courseId}/player`);
  return res.ok() ? 'open' : ((await res.json()) as { error: { code: string } }).error.code;
};

test('an instructor finds a struggling learner, switches the enrollment off and on, and exports the list', async ({ page, baseURL }) => {
  // Two screens with accessibility scans, a panel, two switches and a download.
  test.slow();
  const { learner, course, tag, staffId, name } = await strugglingLearner(baseURL!);
  const groups = await learnerGroups(baseURL!, tag, staffId);
  await login(page, DEMO.instructor);
  await page.goto('/instructor/students');
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ students?/ })).toBeVisible();
  await expectAccessible(page);

  // Filter: active learners of that course, then search for the name.
  await page.getByLabel('Status').selectOption('active');
  // The course picker, by keyboard: open it, type part of the title (the server searches), pick.
  const picker = page.getByRole('combobox', { name: 'Course', exact: true });
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search courses' })).toBeFocused();
  await page.keyboard.type(course.title);
  const options = page.getByRole('listbox', { name: 'Courses' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.filter({ hasText: course.title })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveText(course.title);
  await expect(picker).toBeFocused();
  await page.getByLabel('Search', { exact: true }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`course=${course.id}`));
  await expect(page.getByRole('status').filter({ hasText: '1 student' })).toBeVisible();

  // The group filter: the learner's group keeps the row, an empty one lists nobody.
  const groupSelect = page.getByLabel('Group', { exact: true });
  await groupSelect.selectOption({ label: groups.ward.name });
  await expect(page).toHaveURL(new RegExp(`group=${groups.ward.id}`));
  await expect(page.getByRole('status').filter({ hasText: '1 student' })).toBeVisible();
  await groupSelect.selectOption({ label: groups.empty.name });
  await expect(page.getByRole('heading', { name: 'No students match these filters' })).toBeVisible();
  await groupSelect.selectOption({ label: 'All groups' });
  await expect(page).not.toHaveURL(/group=/);
  await expect(page.getByRole('status').filter({ hasText: '1 student' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText('0%');
  await expect(row).toContainText('Not Started');
  await expect(row).toContainText('Active');

  // The detail: every lesson not completed yet, no attempts.
  await row.getByRole('button', { name: new RegExp(tag) }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByRole('heading', { name: 'Lessons' })).toBeVisible();
  await expect(panel.getByText('Not completed').first()).toBeVisible();
  await expect(panel.getByText('No quiz attempts yet.')).toBeVisible();
  await expectAccessible(page);

  await expectToast(page, 'Enrollment set to inactive', () => panel.getByRole('button', { name: 'Set inactive' }).click());
  await expect(panel.getByText('Inactive', { exact: true })).toBeVisible();
  expect(await playerStatus(learner, course.id)).toBe('ENROLLMENT_INACTIVE');
  await expectToast(page, 'Enrollment active again', () => panel.getByRole('button', { name: 'Set active' }).click());
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  expect(await playerStatus(learner, course.id)).toBe('open');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The export of exactly that list: one learner, with the formula neutralised.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  // Named for the course picked.
  expect(download.suggestedFilename()).toMatch(/^students-[a-z0-9-]+-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Name,Email,Course,Status,Progress (%),Progress,Lessons Done,Lessons Total,Enrolled At,Last Activity,Completed At,Best Quiz (%),Answers Awaiting Grading',
  );
  expect(lines).toHaveLength(3);
  expect(lines[2]).toBe('');
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  expect(lines[1]!.startsWith(`"'=HYPERLINK(""http://x"",""y"") ${tag}",,${cell(course.title)},Active,0,Not Started,0,`)).toBe(true);
  expect(lines[1]).toMatch(/,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/);

  // On a phone (390 px) the group select fits both screens, and a group in the address is shown picked.
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto(`/instructor/students?group=${groups.ward.id}&q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('status').filter({ hasText: '1 student' })).toBeVisible();
  await expect(groupSelect).toBeInViewport();
  await expect(groupSelect.locator('option:checked')).toHaveText(groups.ward.name);
  expect(await fits()).toBe(true);
  await page.goto(`/instructor/analytics?group=${groups.empty.id}`);
  await expect(statValue(page, 'Enrollments')).toHaveText('0');
  await expect(groupSelect.locator('option:checked')).toHaveText(groups.empty.name);
  expect(await fits()).toBe(true);
  await groups.remove();
  await learner.dispose();
});

/** Every row of the instructor's list, page by page, as the students API gives them. */
async function allRows(request: APIRequestContext) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const r = await getJson<{ students: Row[]; total: number }>(request, `/api/instructor/students?page=${page}`);
    rows.push(...r.students);
    if (rows.length >= r.total || r.students.length === 0) return rows;
  }
}

/** The figure of a totals card. */
const statValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /^Totals of the last/ })
    .getByText(label, { exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]')
    .locator('p')
    .last();

test('analytics of each period match the seeded learners', async ({ page, baseURL }) => {
  // Four periods, each with its funnel; two accessibility scans.
  test.slow();
  const staff = await signedIn(baseURL!, ANALYST);
  const rows = await allRows(staff);
  expect(rows.length, 'Sofia Marin has seeded learners').toBeGreaterThan(0);
  const prices = new Map<string, number>();
  for (const id of new Set(rows.map((r) => r.course.id)))
    prices.set(id, (await getJson<{ course: { price: number } }>(staff, `/api/courses/${id}`)).course.price);

  await login(page, ANALYST);
  await page.goto('/instructor/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Learner funnel' })).toBeVisible();
  // On a wide screen the courses stay a table (phones get cards: mobile.spec.ts).
  await expect(page.getByRole('region', { name: 'Courses table' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Course figures' })).toBeHidden();
  await expectAccessible(page);

  // Every sum of money reads alike (core's formatMoney): thousands separators, cents only when there are any.
  const money = (cents: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
  for (const period of [7, 30, 90, 365]) {
    await page.getByLabel('Period').selectOption(String(period));
    await expect(page.getByText(`over the last ${period} days`).first()).toBeVisible();
    // The seeded rows counted by hand, at this moment: what the screen must say.
    const since = Date.now() - period * 86_400_000;
    const inPeriod = (iso: string | null) => iso !== null && Date.parse(iso) >= since;
    const enrolled = rows.filter((r) => inPeriod(r.enrolledAt));
    const cents = enrolled.reduce((s, r) => s + Math.round(prices.get(r.course.id)! * 100), 0);
    await expect(statValue(page, 'Enrollments')).toHaveText(String(enrolled.length));
    await expect(statValue(page, 'Completions')).toHaveText(String(rows.filter((r) => inPeriod(r.completedAt)).length));
    await expect(statValue(page, 'Revenue')).toHaveText(money(cents));
    await expect(statValue(page, 'Active learners')).toHaveText(
      String(new Set(rows.filter((r) => inPeriod(r.lastActivityAt)).map((r) => r.student.id)).size),
    );
    // The funnel's first stage: the period's learners of the course it shows.
    const funnelCourse = await page.getByRole('combobox', { name: 'Course', exact: true }).innerText();
    const cohort = enrolled.filter((r) => r.course.title === funnelCourse).length;
    const funnel = page.getByRole('region', { name: 'Enrolled, started, half way, completed', exact: true });
    if (cohort === 0) await expect(funnel.getByText('Nobody enrolled in this course in this period.')).toBeVisible();
    else {
      await funnel.getByRole('button', { name: 'Table' }).click();
      await expect(funnel.getByRole('row', { name: /^Enrolled/ })).toContainText(String(cohort));
    }
  }

  // The table view of the activity chart holds the same enrollments as the card.
  const activity = page.getByRole('region', { name: 'Enrollments and completions', exact: true });
  const total = Number(await statValue(page, 'Enrollments').innerText());
  if (total > 0) {
    await activity.getByRole('button', { name: 'Table' }).click();
    const cells = await activity.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
    expect(cells.reduce((s, c) => s + Number(c), 0)).toBe(total);
  }
  await expectAccessible(page);
  await staff.dispose();
});

test('a subadmin reads the students and analytics of every course, without the switch', async ({ page }) => {
  await login(page, DEMO.subadmin);
  await page.goto('/admin/students');
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ students/ })).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Lessons' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Set (in)?active/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Every course of the platform is the subadmin's to read: the picker lists the first 20 and searches the rest on the server.
  const { courses, total } = await getJson<{ courses: Course[]; total: number }>(page.request, '/api/instructor/monitoring/courses');
  expect(total).toBeGreaterThan(courses.length);
  await page.getByRole('combobox', { name: 'Course', exact: true }).click();
  await expect(page.getByRole('listbox', { name: 'Courses' }).getByRole('option')).toHaveCount(courses.length + 1);
  await expect(page.getByText(`Showing the first ${courses.length} of ${total} courses`)).toBeVisible();
  // A course past the first 20 by title, found by typing part of its name.
  const wanted = (await getJson<{ courses: Course[] }>(page.request, '/api/instructor/monitoring/courses?q=Web%20Accessibility'))
    .courses[0]!;
  expect(courses.map((c) => c.id)).not.toContain(wanted.id);
  await page.getByRole('combobox', { name: 'Search courses' }).fill('accessibility ess');
  await page.getByRole('option', { name: wanted.title }).click();
  await expect(page).toHaveURL(new RegExp(`course=${wanted.id}`));
  await expect(page.getByRole('combobox', { name: 'Course', exact: true })).toHaveText(wanted.title);

  await page.goto('/admin/analytics');
  await expect(statValue(page, 'Enrollments')).toHaveText(/^\d[\d,]*$/);
  await expectAccessible(page);
});
