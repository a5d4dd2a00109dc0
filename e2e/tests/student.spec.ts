// Students: enrolling, then finding the course in My Courses, on the dashboard and in the
// enrollment history; rating; the preview dialog's keyboard start; a course's own instructor, who
// previews instead of enrolling; avatar upload and password change.
import type { APIRequestContext } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectToast, freshStudent, getJson, login, test } from './fixtures.js';

interface Card {
  id: string;
  title: string;
}

/** Published courses the signed-in user is not enrolled in, newest first. */
async function notEnrolled(request: APIRequestContext): Promise<Card[]> {
  const mine = await getJson<{ enrollments: { course: Card }[] }>(request, '/api/me/courses');
  const enrolled = new Set(mine.enrollments.map((e) => e.course.id));
  const { courses } = await getJson<{ courses: Card[] }>(request, '/api/courses?sort=price_high');
  return courses.filter((c) => !enrolled.has(c.id));
}

test('a student enrolls and finds the course everywhere', async ({ page }) => {
  // Five pages and six accessibility scans.
  test.slow();
  await login(page, DEMO.student);
  const course = (await notEnrolled(page.request))[0]!;

  await page.goto(`/course-details/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expectAccessible(page);
  await expectToast(page, 'Successfully enrolled in the course!', () => page.getByRole('button', { name: 'Start Course' }).click());
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));

  // The detail page now offers Continue Course and the rating.
  await page.goto(`/course-details/${course.id}`);
  await expect(page.getByRole('button', { name: 'Continue Course' })).toBeVisible();
  await expectToast(page, 'Thanks for rating this course!', () =>
    page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check(),
  );
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expectAccessible(page);

  // My Courses: in Continue Learning, and the filters narrow it down.
  await page.goto('/my-courses');
  const continueLearning = page.getByRole('region', { name: 'Continue Learning' });
  await expect(continueLearning.getByRole('link', { name: course.title })).toBeVisible();
  await expect(continueLearning.getByRole('progressbar', { name: `Progress in ${course.title}` })).toHaveAttribute('aria-valuenow', '0');
  await expectAccessible(page);
  await page.getByLabel('Search my courses').fill('zzzz-nothing');
  await expect(page.getByRole('heading', { name: 'No courses match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(continueLearning.getByRole('link', { name: course.title })).toBeVisible();

  // The dashboard: Continue Learning, the figures and the Enrollment History tab.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Continue Learning' }).getByRole('link', { name: course.title })).toBeVisible();
  await expect(page.getByText('Enrolled Courses')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Courses' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Enrollment History' }).click();
  await expect(page.getByRole('link', { name: `View Course: ${course.title}` })).toBeVisible();
  await expectAccessible(page);

  // Enrollment history: the table, and the server-side search in the address.
  await page.goto('/enroll-history');
  await expect(page.getByRole('heading', { name: 'Enrollment History' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: course.title })).toBeVisible();
  await expect(page.getByText(/Showing 1 to \d+ of \d+ results/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Search by course title').fill(course.title);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
});

test('Enter in the preview dialog enrolls and opens the course', async ({ page }) => {
  await freshStudent(page, 'Pria Preview');
  const course = (await notEnrolled(page.request))[1]!;
  await page.goto('/courses?sort=price_high');
  await page.getByRole('button', { name: `Preview: ${course.title}` }).click();
  const dialog = page.getByRole('dialog', { name: course.title });
  await expect(dialog.getByRole('button', { name: 'Start Course' })).toBeEnabled();
  await dialog.focus();
  await expectToast(page, 'Successfully enrolled in the course!', () => page.keyboard.press('Enter'));
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
  const mine = await getJson<{ enrollments: { course: Card }[] }>(page.request, '/api/me/courses');
  expect(mine.enrollments.map((e) => e.course.id)).toContain(course.id);
});

test("a course's own instructor is offered a preview, never enrolling or rating", async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, DEMO.instructor);
  const { user } = await getJson<{ user: { id: string } }>(page.request, '/api/auth/session');
  // One of INS-001's published courses, and the catalogue page that lists it.
  let found: { course: Card; page: number } | undefined;
  for (let n = 1; !found && n <= 3; n++) {
    const { courses } = await getJson<{ courses: (Card & { instructor: { id: string } | null })[] }>(
      page.request,
      `/api/courses?page=${n}`,
    );
    const own = courses.find((c) => c.instructor?.id === user.id);
    if (own) found = { course: own, page: n };
  }
  const { course, page: cataloguePage } = found!;

  await page.goto(`/course-details/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText('You teach this course')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview Course' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Course' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Your rating' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/courses?page=${cataloguePage}`);
  await page.getByRole('button', { name: `Preview: ${course.title}` }).click();
  const dialog = page.getByRole('dialog', { name: course.title });
  await expect(dialog.getByRole('button', { name: 'Preview Course' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Start Course' })).toHaveCount(0);
  await dialog.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
  await expect(page.getByText('Preview mode').first()).toBeVisible();
  // Nothing was enrolled on the way.
  const detail = await getJson<{ course: { enrollment: unknown } }>(page.request, `/api/courses/${course.id}`);
  expect(detail.course.enrollment).toBeNull();
});

test('a new student sees the empty states', async ({ page }) => {
  await freshStudent(page, 'Nell Newcomer');
  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { name: 'You have not enrolled in any course yet' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('tab', { name: 'Enrollment History' }).click();
  await expect(page.getByRole('heading', { name: 'No Enrollments Yet' })).toBeVisible();
  await expectAccessible(page);
});

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a student uploads an avatar and changes the password', async ({ page }) => {
  const { staffId, password } = await freshStudent(page, 'Ava Avatar');
  await page.goto('/profile');
  await expect(page.getByText('JPG, PNG or GIF, max 5MB')).toBeVisible();
  await expectAccessible(page);

  // A file that is not an image: the server's message.
  await page.getByLabel('Upload a new avatar').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a JPG, PNG or GIF image.' })).toBeVisible();

  await expectToast(page, 'Avatar updated successfully!', () =>
    page.getByLabel('Upload a new avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG }),
  );
  await expect(page.getByLabel('Avatar URL')).toHaveValue(/^\/api\/files\//);
  const session = await getJson<{ user: { avatarUrl: string | null } }>(page.request, '/api/auth/session');
  expect(session.user.avatarUrl).toMatch(/^\/api\/files\//);
  expect((await page.request.get(session.user.avatarUrl!)).ok()).toBe(true);

  await page.goto('/settings');
  await page.getByLabel('Current Password').fill(password);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass-2');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass-2');
  await expectToast(page, 'Password updated', () => page.getByRole('button', { name: 'Update Password' }).click());
  await expectAccessible(page);

  const again = await page.request.post('/api/auth/sign-in', {
    data: { staffId, password: 'brand-new-pass-2' },
    headers: CSRF,
  });
  expect(again.status()).toBe(200);
});
