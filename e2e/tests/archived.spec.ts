// An archived course stays its learners'. The demo instructor publishes a course, a new student
// enrolls and finishes its first lesson; an admin tries to delete it, is offered 'Archive instead'
// and archives it. The student still finds it in My Courses (and the dashboard's history) marked
// Archived, continues in the player, completes it and gets the certificate, while the catalogue
// no longer lists it and its public page is gone. Checked with axe, and at 390 px.
import type { Browser, Page } from '@playwright/test';
import { publishedTextCourse } from './course-api.js';
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

interface ArchivableCourse {
  id: string;
  title: string;
  lessonIds: [string, string];
}

/** A published course of two text lessons, made by the demo instructor through the API. */
async function publishedCourse(browser: Browser): Promise<ArchivableCourse> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const course = await publishedTextCourse(context.request, {
      title: `Retiring Course ${Date.now().toString(36)}`,
      shortDescription: 'Soon out of the catalogue.',
      section: 'Everything',
      lessons: ['First steps', 'Last steps'],
    });
    return { ...course, lessonIds: course.lessonIds as [string, string] };
  } finally {
    await context.close();
  }
}

/** The admin archives the course from Course Management: its menu offers Archive, not Delete, since it has a learner. */
async function archiveAsAdmin(browser: Browser, title: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  try {
    await login(page, DEMO.admin);
    await page.goto(`/admin/courses?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Archive course?' })).toBeVisible();
    await expectToast(page, 'Course status updated successfully', () => dialog.getByRole('button', { name: 'Archive Course' }).click());
    await expect(page.getByLabel(`Status of ${title}`)).toHaveValue('archived');
  } finally {
    await context.close();
  }
}

/** The card of the course inside a titled row of My Courses or the dashboard. */
const cardIn = (page: Page, row: string, title: string) =>
  page
    .getByRole('region', { name: row, exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title }) });

test('a learner keeps an archived course: My Courses marks it, the player goes on, the certificate comes', async ({ page, browser }) => {
  test.slow();
  const course = await publishedCourse(browser);
  await freshStudent(page, 'Archie Learner');
  await okJson(await page.request.post(`/api/courses/${course.id}/enroll`, { headers: CSRF, data: {} }));
  await okJson(await page.request.post(`/api/lessons/${course.lessonIds[0]}/complete`, { headers: CSRF, data: {} }));

  await archiveAsAdmin(browser, course.title);

  // My Courses: still there, in Continue Learning, marked Archived, and without a public preview.
  await page.goto('/my-courses');
  const card = cardIn(page, 'Continue Learning', course.title);
  await expect(card.getByText('Archived', { exact: true })).toBeVisible();
  await expect(card.getByText('Left the catalogue, still yours')).toBeVisible();
  await expect(card.getByText('50% complete')).toBeVisible();
  await expect(card.getByRole('button', { name: `Preview: ${course.title}` })).toHaveCount(0);
  await expectAccessible(page);

  // The dashboard says the same, on its Enrollment History tab too.
  await page.goto('/dashboard');
  await expect(cardIn(page, 'Continue Learning', course.title).getByText('Archived', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Enrollment History' }).click();
  const entry = page.getByRole('list', { name: 'Your enrollments' }).getByRole('listitem').filter({ hasText: course.title });
  await expect(entry.getByText('Archived', { exact: true })).toBeVisible();

  // The player goes on where the learner left off.
  await page.goto('/my-courses');
  await cardIn(page, 'Continue Learning', course.title).getByRole('link', { name: course.title }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText('Archived course')).toBeVisible();
  await expect(page.getByText('This course is no longer in the catalogue, but it stays yours')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Course details' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/course/${course.id}?lesson=${course.lessonIds[1]}`);
  await expect(page.getByRole('heading', { name: 'Last steps' }).first()).toBeVisible();
  await expectToast(page, 'Lesson completed!', () => page.getByRole('button', { name: 'Mark Complete' }).click());
  const progress = page.locator('div', { has: page.getByRole('progressbar', { name: 'Course progress' }) }).last();
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You completed this course!' })).toBeVisible();
  const { certificateCode } = await getJson<{ certificateCode: string | null }>(page.request, `/api/courses/${course.id}/player`);
  expect(certificateCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // The certificate stays verifiable; the course's public page is gone, and so is its catalogue card.
  await page.goto(`/certificates/${certificateCode}`);
  await expect(page.getByRole('heading', { name: 'Certificate of Completion' })).toBeVisible();
  await expect(page.getByText(course.title)).toBeVisible();
  await expect(page.getByRole('link', { name: course.title })).toHaveCount(0);
  await page.goto(`/courses?q=${encodeURIComponent(course.title)}`);
  await expect(page.getByText('0 courses found')).toBeVisible();
  await page.goto(`/course-details/${course.id}`);
  await expect(page.getByRole('heading', { name: /Course not found/i })).toBeVisible();
  // Nobody enrolls any more, not even the learner a second time.
  const again = await page.request.post(`/api/courses/${course.id}/enroll`, { headers: CSRF, data: {} });
  expect(again.status()).toBe(409);

  // On a phone: the marked card and the player fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-courses');
  await expect(cardIn(page, 'Completed', course.title).getByText('Archived', { exact: true })).toBeVisible();
  await expectNoSideScroll(page);
  await page.goto(`/course/${course.id}`);
  await expect(page.getByText('Archived course')).toBeVisible();
  await expectNoSideScroll(page);
});
