// Assigned training from end to end (docs/assignments.md): an admin assigns a course to a
// department, a member (who joined it through the organisation's directory) sees it due, the hourly
// notices job runs as of three days later, its reminder e-mail arrives at the SMTP server the
// Playwright config starts, the learner completes the course, and the compliance report shows it.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { BASE_URL, DATA_DIR, PG_PORT, SMTP_MESSAGES_URL, SMTP_PORT } from '../playwright.config.js';
import { publishedTextCourse } from './course-api.js';
import { CSRF, DEMO, expect, expectAccessible, getJson, login, test } from './fixtures.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const ROSA = { staffId: 'SSO-ROSA', name: 'Rosa Directory', email: 'rosa@example.org', group: 'Warehouse Team' };

/** Signs Rosa in through the organisation's provider in a browser of her own: her directory group is the department. */
async function rosaSignsIn(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign in with Contoso SSO' }).click();
  await page.getByLabel('Username').fill(ROSA.staffId);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth|127\.0\.0\.1:\d+\/(interaction|auth)/);
  return { context, page };
}

/** The server's own notices job, as of `at` (apps/server/scripts/run-assignment-notices.ts), on the app's database. */
async function runNoticesJobAt(at: Date): Promise<void> {
  const password = (await readFile(path.join(DATA_DIR, 'postgres', 'password'), 'utf8')).trim();
  await promisify(execFile)(
    process.execPath,
    [path.join(REPO, 'node_modules/.bin/tsx'), path.join(REPO, 'apps/server/scripts/run-assignment-notices.ts'), '--at', at.toISOString()],
    {
      cwd: REPO,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/app`,
        PUBLIC_ORIGIN: BASE_URL,
        // E-mails are written to the outbox here; the app's workers send them.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
  );
}

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, unknown>;
}

test('an admin assigns a course to a department; a member sees it due, gets the reminder, completes it, and the report shows it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const course = await publishedTextCourse(request, {
    title: `Forklift Safety ${Date.now().toString(36)}`,
    shortDescription: 'Required for the warehouse.',
    section: 'Before you drive',
    lessons: ['Checks', 'Loads'],
  });
  // Rosa's first sign-in makes her account and puts her in her directory group.
  const rosa = await rosaSignsIn(browser);

  // The admin assigns the course to the group from Course Management: due ten days after assignment.
  await login(page, DEMO.admin);
  await page.goto(`/admin/courses?q=${encodeURIComponent(course.title)}`);
  await page.getByRole('button', { name: `Actions for ${course.title}` }).click();
  await page.getByRole('menuitem', { name: 'Assign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign course' });
  await dialog.getByLabel(ROSA.group).check();
  await dialog.getByLabel('Days after assignment', { exact: false }).first().check();
  await dialog.getByRole('spinbutton', { name: 'Days after assignment' }).fill('10');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(/being assigned/)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The group's members follow from the background job.
  await expect
    .poll(
      async () =>
        (await getJson<{ assignments: { state: string; learnerCount: number }[] }>(page.request, `/api/courses/${course.id}/assignments`))
          .assignments,
    )
    .toEqual([expect.objectContaining({ state: 'done', learnerCount: 1 })]);

  // Rosa sees it first on her dashboard, due in ten days.
  await rosa.page.goto('/dashboard');
  // Her card of this course (a retry of the journey leaves an earlier course of its own beside it).
  const card = rosa.page.getByRole('region', { name: 'Assigned to you' }).getByRole('listitem').filter({ hasText: course.title });
  await expect(card.getByText('Due in 10 days')).toBeVisible();
  await expect(card.getByText('Not started')).toBeVisible();
  await expectAccessible(rosa.page);

  // Three days on, the job sends the seven-day reminder; run twice, it sends it once.
  const threeDaysOn = new Date(Date.now() + 3 * 86_400_000);
  await runNoticesJobAt(threeDaysOn);
  await runNoticesJobAt(threeDaysOn);
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${SMTP_MESSAGES_URL}?to=${encodeURIComponent(ROSA.email)}`)).json()) as Mail[];
        mails = all.filter((m) => m.subject.startsWith('Due in 7 days') && m.subject.includes(course.title));
        return mails.length;
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  const [mail] = mails;
  expect(mail!.text).toContain(`${BASE_URL}/course/${course.id}`);
  const headers = JSON.stringify(mail!.headers).toLowerCase();
  expect(headers).toContain('list-unsubscribe-post');
  expect(headers).toContain('list-unsubscribe=one-click');
  expect(headers).toContain(`${BASE_URL}/api/email/unsubscribe?`.toLowerCase());

  // She completes the course: both lessons.
  for (const lessonId of course.lessonIds)
    expect((await rosa.page.request.post(`/api/lessons/${lessonId}/complete`, { headers: CSRF })).ok()).toBe(true);
  await rosa.page.goto('/my-courses');
  await expect(
    rosa.page
      .getByRole('region', { name: 'Assigned to you' })
      .getByRole('listitem')
      .filter({ hasText: course.title })
      .getByText('Completed', { exact: true }),
  ).toBeVisible();
  await rosa.context.close();

  // The report shows her as completed, for this course.
  await page.goto(`/admin/compliance?course=${course.id}`);
  const row = page.getByRole('row', { name: new RegExp(ROSA.name) });
  // The status shows once on a wide screen (the narrow layout's copy is hidden).
  await expect(row.getByText('Completed', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('100%')).toBeVisible();
  await expectAccessible(page);
});
