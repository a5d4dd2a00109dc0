// Screenshots of every role's main screens at 1440 px and on a 390 px phone, for looking at what we
// build (docs/screenshots/). Runs against a server already started on the demo data:
//
//   PORT=4100 DATA_DIR=/tmp/demo EMBEDDED_PG_PORT=54395 node apps/server/dist/main.js
//   SCREENSHOTS_URL=http://127.0.0.1:4100 npx tsx e2e/screenshots.ts [name-filter]
//
// Each shot waits for its page's heading, then for the network to settle; a shot that fails is
// reported and the rest go on.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CSRF, DEMO } from './tests/fixtures.js';

const BASE = process.env.SCREENSHOTS_URL ?? 'http://127.0.0.1:4100';
const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const filter = process.argv[2] ?? '';
type Who = keyof typeof DEMO | null;

interface Shot {
  name: string;
  who: Who;
  path: string;
  /** What to wait for before the picture (a heading's name), and anything to do first. */
  ready: (page: Page) => Promise<unknown>;
  /** Only this part of the page, when given. */
  part?: (page: Page) => Locator;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();
/** The page's own title, whatever it says. */
const title = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

async function firstCourseId(page: Page, path: string, key: string): Promise<string> {
  const res = await page.request.get(`${BASE}${path}`);
  const body = (await res.json()) as Record<string, { id: string }[]>;
  return body[key]![0]!.id;
}

const shots: Shot[] = [
  { name: 'landing', who: null, path: '/', ready: heading('Trending Now') },
  { name: 'catalogue', who: null, path: '/courses', ready: heading('Explore Our Courses') },
  {
    name: 'course-row',
    who: null,
    path: '/',
    ready: heading('Trending Now'),
    part: (page) => page.getByRole('region', { name: 'Trending Now' }),
  },
  {
    name: 'preview-dialog',
    who: null,
    path: '/courses',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^Preview: / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'student-dashboard', who: 'student', path: '/', ready: heading(/Continue Learning|Welcome/) },
  { name: 'my-courses', who: 'student', path: '/my-courses', ready: heading('My Courses') },
  { name: 'instructor-dashboard', who: 'instructor', path: '/instructor', ready: heading('Course Management') },
  { name: 'instructor-courses', who: 'instructor', path: '/instructor/courses', ready: title },
  { name: 'instructor-students', who: 'instructor', path: '/instructor/students', ready: heading(/Students/) },
  { name: 'instructor-analytics', who: 'instructor', path: '/instructor/analytics', ready: heading(/Analytics/) },
  { name: 'instructor-settings', who: 'instructor', path: '/instructor/settings', ready: heading(/Settings/) },
  { name: 'admin-dashboard', who: 'admin', path: '/admin', ready: heading('Admin Dashboard') },
  { name: 'admin-users', who: 'admin', path: '/admin/users', ready: title },
  { name: 'admin-roles', who: 'admin', path: '/admin/user-management', ready: heading(/Role Management/) },
  { name: 'admin-courses', who: 'admin', path: '/admin/courses', ready: title },
  { name: 'admin-settings', who: 'admin', path: '/admin/settings', ready: heading(/System Settings/) },
  { name: 'admin-bulk-import', who: 'admin', path: '/admin/bulk-import', ready: heading(/Bulk/) },
  { name: 'admin-audit', who: 'admin', path: '/admin/audit', ready: heading(/Audit/) },
  { name: 'subadmin-panel', who: 'subadmin', path: '/', ready: heading(/Subadmin|Dashboard/) },
];

/** Opens the first visible menu button whose name matches, and waits for its menu. */
const openMenu = (name: RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('menu').waitFor();
};

/**
 * The rough edges of items 9, 11 and 12 (money, destructive actions in row menus, phones): each
 * at 1440 and 390 px. 'Web Accessibility Essentials' has a reading without a length in its first
 * section; 'TypeScript in Practice' (INS-001) has learners; the newest course, on the hero's
 * first slide, is the Cloud & DevOps one with the cloud.
 */
const roughEdges: Shot[] = [
  { name: 'money-instructor-dashboard', who: 'instructor', path: '/instructor', ready: heading('Course Management') },
  {
    name: 'money-analytics',
    who: 'instructor',
    path: '/instructor/analytics',
    ready: heading('Learner funnel'),
    part: (page) => page.getByRole('region', { name: /^Totals of the last/ }),
  },
  { name: 'users-row-menu', who: 'admin', path: '/admin/users', ready: openMenu(/^Actions for /) },
  {
    name: 'course-row-archive',
    who: 'instructor',
    path: '/instructor/courses?q=TypeScript%20in%20Practice',
    ready: openMenu(/^Actions for TypeScript in Practice$/),
  },
  {
    name: 'dashboard-row-archive',
    who: 'instructor',
    path: '/instructor',
    ready: async (page) => {
      await heading('Course Management')(page);
      await page.getByRole('table', { name: 'Your courses' }).scrollIntoViewIfNeeded();
      await openMenu(/actions for TypeScript in Practice$/i)(page);
    },
  },
  {
    name: 'admin-course-row-archive',
    who: 'admin',
    path: '/admin/courses?q=TypeScript%20in%20Practice',
    ready: openMenu(/^Actions for TypeScript in Practice$/),
  },
  {
    name: 'analytics-courses',
    who: 'instructor',
    path: '/instructor/analytics',
    ready: heading('Learner funnel'),
    part: (page) => page.getByRole('region', { name: 'Courses', exact: true }),
  },
  {
    name: 'preview-dialog-text-lesson',
    who: null,
    path: '/courses?q=Web%20Accessibility%20Essentials',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Preview: Web Accessibility Essentials' }).click();
      const dialog = page.getByRole('dialog', { name: 'Web Accessibility Essentials' });
      await dialog.getByText('Semantic HTML first').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'landing-hero',
    who: null,
    path: '/',
    ready: async (page) => {
      await page
        .getByRole('group', { name: /^1 of / })
        .getByText(/Cloud & DevOps/)
        .waitFor();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('section[aria-roledescription="carousel"] img')).every(
          (i) => (i as HTMLImageElement).complete,
        ),
      );
    },
  },
];

/** Items 7, 8 and 10 of the rough edges: Quiz Management's list, the figure cards, the Edit Course form. */
const quizzesAndForm: Shot[] = [
  { name: 'quiz-management-admin', who: 'admin', path: '/instructor/quizzes', ready: heading('Your Quizzes') },
  { name: 'quiz-management-instructor', who: 'instructor', path: '/instructor/quizzes', ready: heading('Your Quizzes') },
  {
    name: 'quiz-management-filtered',
    who: 'admin',
    path: '/instructor/quizzes?q=javascript&status=published&sort=title',
    ready: heading('Your Quizzes'),
  },
  {
    name: 'quiz-management-empty',
    who: 'instructor',
    path: '/instructor/quizzes?q=no%20quiz%20is%20called%20this',
    ready: heading('No quizzes match these filters'),
  },
  {
    name: 'stat-cards-quizzes',
    who: 'instructor',
    path: '/instructor/quizzes',
    ready: heading('Your Quizzes'),
    part: (page) => page.getByRole('region', { name: 'Quiz figures' }),
  },
  {
    name: 'stat-cards-student',
    who: 'student',
    path: '/',
    ready: heading(/Continue Learning|Welcome/),
    part: (page) => page.getByText('Enrolled Courses', { exact: true }).locator('xpath=ancestor::section[1]'),
  },
];

/** Shots whose address needs an id read from the API first. */
const courseShots: (Omit<Shot, 'path'> & { path: (id: string) => string })[] = [
  { name: 'instructor-course', who: 'instructor', path: (id) => `/instructor/courses/${id}`, ready: heading(/./) },
  { name: 'instructor-curriculum', who: 'instructor', path: (id) => `/instructor/courses/${id}?tab=curriculum`, ready: title },
  { name: 'instructor-course-edit', who: 'instructor', path: (id) => `/instructor/courses/${id}/edit`, ready: heading(/Edit Course/) },
  {
    // Half way down the long form: the Save bar still at the bottom of the view.
    name: 'instructor-course-edit-scrolled',
    who: 'instructor',
    path: (id) => `/instructor/courses/${id}/edit`,
    ready: async (page) => {
      await page.getByLabel('Full description').waitFor();
      await page.getByText('What you will learn').scrollIntoViewIfNeeded();
    },
  },
  { name: 'instructor-course-students', who: 'instructor', path: (id) => `/instructor/courses/${id}/students`, ready: heading(/Students/) },
];

async function signedInPage(browser: Browser, who: Who, width: number): Promise<Page> {
  const phone = width < 500;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (who) {
    const { staffId, password } = DEMO[who];
    const res = await page.request.post(`${BASE}/api/auth/sign-in`, { data: { staffId, password }, headers: CSRF });
    if (!res.ok()) throw new Error(`sign-in as ${who}: ${res.status()}`);
  }
  return page;
}

async function take(browser: Browser, shot: Shot, width: number) {
  const page = await signedInPage(browser, shot.who, width);
  try {
    await page.goto(`${BASE}${shot.path}`);
    await shot.ready(page);
    await page.waitForLoadState('networkidle');
    const file = `${OUT}${shot.name}-${width}.png`;
    if (shot.part) {
      const part = shot.part(page);
      // Just below the sticky header, which would otherwise cover its top.
      await part.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      // Its pictures load as they come near the viewport.
      await page.waitForLoadState('networkidle');
      const box = (await part.boundingBox())!;
      await page.screenshot({
        path: file,
        clip: { x: 0, y: box.y - 8, width: page.viewportSize()!.width, height: Math.min(box.height + 16, 900) },
      });
    } else await page.screenshot({ path: file, fullPage: false });
    console.log('saved', file);
  } catch (err) {
    console.error(`FAILED ${shot.name} at ${width}: ${(err as Error).message.split('\n')[0]}`);
    process.exitCode = 1;
  } finally {
    await page.context().close();
  }
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const probe = await signedInPage(browser, 'instructor', 1440);
  const courseId = await firstCourseId(probe, '/api/instructor/dashboard', 'courses');
  const published = await firstCourseId(probe, '/api/courses', 'courses');
  const learner = await signedInPage(browser, 'student', 1440);
  const mine = (await (await learner.request.get(`${BASE}/api/me/courses`)).json()) as { enrollments: { course: { id: string } }[] };
  await learner.context().close();
  const player: Shot = { name: 'player', who: 'student', path: `/course/${mine.enrollments[0]!.course.id}`, ready: title };
  const coursePage: Shot = { name: 'course-page', who: null, path: `/course-details/${published}`, ready: heading(/./) };
  await probe.context().close();
  const all = [
    ...shots,
    coursePage,
    player,
    ...courseShots.map((s) => ({ ...s, path: s.path(courseId) })),
    ...roughEdges,
    ...quizzesAndForm,
  ];
  for (const shot of all.filter((s) => s.name.includes(filter))) for (const width of [1440, 390]) await take(browser, shot, width);
} finally {
  await browser.close();
}
