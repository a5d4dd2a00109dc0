// An admin working in another instructor's course: the course page says that what they change there
// is recorded, and the audit log then shows the change with who made it. The instructor, on their
// own course, is told nothing of the kind. The course is the journey's own.
import { request as playwrightRequest } from '@playwright/test';
import { CSRF, DEMO, expect, expectAccessible, expectToast, getJson, login, okJson, test } from './fixtures.js';

const NOTICE = /each change you make here is recorded in the audit log/;

test('an admin adds a section to an instructor’s course; the page said it would be recorded, and the audit log shows it', async ({
  page,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const title = `E2E Audited Course ${tag}`;
  const section = `E2E Admin Section ${tag}`;

  // The demo instructor files a course of their own.
  const teacher = await playwrightRequest.newContext({ baseURL });
  await login(teacher, DEMO.instructor);
  const { categories } = await getJson<{ categories: { id: string }[] }>(teacher, '/api/categories');
  const { course } = await okJson<{ course: { id: string } }>(
    await teacher.post('/api/instructor/courses', {
      data: { title, shortDescription: 'In short.', description: 'All about it.', categoryId: categories[0]!.id },
      headers: CSRF,
    }),
  );
  await teacher.dispose();

  // Its instructor sees no notice on their own course.
  await login(page, DEMO.instructor);
  await page.goto(`/instructor/courses/${course.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  // The admin does, naming whose course it is, and adds a section from the Curriculum tab.
  await page.context().clearCookies();
  await login(page, DEMO.admin);
  await page.goto(`/instructor/courses/${course.id}?tab=curriculum`);
  await expect(page.getByText(NOTICE)).toContainText(`This is ${DEMO.instructor.name}’s course.`);
  await expectAccessible(page);
  await page.getByLabel('Section title').fill(section);
  await expectToast(page, 'Section added successfully', () => page.getByRole('button', { name: 'Add Section' }).click());

  // The audit log has it, with the admin as the one who acted.
  await page.goto(`/admin/audit?actor=${DEMO.admin.staffId}&action=section.created`);
  const event = page.getByRole('article', { name: `Section added: ${section} — ${title}` });
  await expect(event).toBeVisible();
  await expect(event).toContainText(DEMO.admin.name);
  await expectAccessible(page);
});
