// Course authoring: the demo instructor creates a course with an uploaded thumbnail, builds two
// sections with a lesson of every type (a real video, audio and PDF uploaded with tus, a YouTube
// address, markdown, a quiz), reorders them by mouse, by keyboard and by the Move menu, and
// publishes the course; a new student finds it in the catalogue and takes it from the first lesson
// to the certificate. Every page passes the accessibility scan.
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, expectToast, freshStudent, getJson, login, test } from './fixtures.js';
import { fakeHosts, playToEnd, progress } from './player-helpers.js';

const asset = (name: string) => fileURLToPath(new URL(`../../apps/server/seed-assets/${name}`, import.meta.url));
/** A real 32 x 18 PNG (the server reads the picture's bytes and makes smaller copies of it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAAH0lEQVR42mM4IWdDU8QwasGoBaMWjFowasGoBfSwAADkwIyfKyH0bgAAAABJRU5ErkJggg==',
  'base64',
);

interface Curriculum {
  version: string;
  sections: { id: string; title: string; lessons: { id: string; title: string; contentType: string; quizId: string | null }[] }[];
}
const curriculumOf = (request: APIRequestContext, courseId: string) =>
  getJson<Curriculum>(request, `/api/instructor/courses/${courseId}/curriculum`);
const order = async (request: APIRequestContext, courseId: string) =>
  (await curriculumOf(request, courseId)).sections.map((s) => `${s.title}: ${s.lessons.map((l) => l.title).join(', ')}`);

const sectionCard = (page: Page, n: number, title: string) => page.getByRole('listitem', { name: `Section ${n}: ${title}` });
const lessonDialog = (page: Page) => page.getByRole('dialog', { name: /^(Add|Edit) Lesson$/ });

/** Add Lesson in a section: the dialog, filled by `fill`, saved with the button `save`. */
async function addLesson(page: Page, section: Locator, title: string, fill: (dialog: Locator) => Promise<void>, save = 'Add Lesson') {
  await section.getByRole('button', { name: 'Add Lesson' }).click();
  const dialog = lessonDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Lesson title').fill(title);
  await fill(dialog);
  await expectToast(page, 'Lesson added successfully', () => dialog.getByRole('button', { name: save }).click());
}

/** Uploads a file with the lesson editor's upload field and waits until the server has accepted it. */
async function upload(dialog: Locator, label: string, path: string) {
  await dialog.getByRole('group', { name: label }).locator('input[type=file]').setInputFiles(path);
  await expect(dialog.getByText(/^File uploaded successfully: /)).toBeVisible({ timeout: 60_000 });
}

test('an instructor builds and publishes a course of every lesson type; a new student takes it to the certificate', async ({
  page,
  browser,
}) => {
  // Two people, a dozen screens, three uploads and as many accessibility scans.
  test.slow();
  await login(page, DEMO.instructor);
  const title = `E2E Authoring ${Date.now().toString(36)}`;

  // The dashboard and the Create Course dialog.
  await page.goto('/instructor');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.instructor.name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your courses' })).toBeVisible();
  // Money reads with thousands separators (the demo instructor earns over $1,000; it was '$1439.72'),
  // cents only when there are any.
  const revenue = page
    .getByText('Revenue', { exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]')
    .locator('p')
    .last();
  await expect(revenue).toHaveText(/^\$\d{1,3}(,\d{3})+(\.\d\d)?$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Course' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Course' });
  await expect(create.getByLabel('Level')).toHaveValue('beginner');
  await expect(create.getByLabel('Status')).toHaveCount(0);
  await create.getByRole('button', { name: 'Create Course' }).click();
  await expect(create.getByText('Category is required')).toBeVisible();
  await expectAccessible(page);

  await create.getByLabel('Title', { exact: true }).fill(title);
  await create.getByLabel('Short description').fill('Every kind of lesson, built in the browser.');
  await create
    .getByLabel('Full description')
    .fill('A course written by the end-to-end journey: video, audio, a handout, a talk, a reading and a quiz.');
  await create.getByLabel('Category').selectOption({ index: 1 });
  await create.getByLabel('Price (USD)').fill('19.99');
  await create.getByLabel('Duration (hours)').fill('2');
  await create.getByLabel('What you will learn').fill('Build a course\n\n  Publish it  \n');
  // The thumbnail: not an image, then a real one.
  const picker = create.getByLabel('Thumbnail image file');
  await expectToast(page, 'Please select an image file', () =>
    picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }),
  );
  await expectToast(page, 'Thumbnail uploaded successfully!', () =>
    picker.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG }),
  );
  await expect(create.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
  await expectToast(page, 'Course created successfully!', () => create.getByRole('button', { name: 'Create Course' }).click());

  // A new course opens on its Curriculum tab, a draft without sections.
  await expect(page).toHaveURL(/\/instructor\/courses\/[0-9a-f-]{36}\?tab=curriculum$/);
  const courseId = /courses\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No sections yet')).toBeVisible();
  const edit = await getJson<{ course: { status: string; whatYouWillLearn: string[]; thumbnailFileId: string | null } }>(
    page.request,
    `/api/instructor/courses/${courseId}`,
  );
  expect(edit.course).toMatchObject({ status: 'draft', whatYouWillLearn: ['Build a course', 'Publish it'] });
  expect(edit.course.thumbnailFileId).not.toBeNull();
  await expectAccessible(page);

  // Two sections: 'Add Section' waits for a title.
  const addSection = page.getByRole('button', { name: 'Add Section' });
  await expect(addSection).toBeDisabled();
  await page.getByLabel('Section title').fill('   ');
  await expect(addSection).toBeDisabled();
  await page.getByLabel('Section title').fill('Watch and listen');
  await expectToast(page, 'Section added successfully', () => addSection.click());
  await page.getByLabel('Section title').fill('Read and check');
  await page.getByLabel('Section description (optional)').fill('A talk, a reading, a quiz.');
  await expectToast(page, 'Section added successfully', () => addSection.click());
  const first = sectionCard(page, 1, 'Watch and listen');
  const second = sectionCard(page, 2, 'Read and check');

  // Section 1: an uploaded video (its length read by the browser), an audio file, a PDF handout.
  await addLesson(page, first, 'Code walkthrough', async (dialog) => {
    await dialog.getByRole('radio', { name: 'Upload a video file' }).check();
    await upload(dialog, 'Video file', asset('code-walkthrough.mp4'));
    await expect(dialog.getByLabel('Duration (minutes)')).not.toHaveValue('0');
    await expectAccessible(page);
  });
  await addLesson(page, first, 'Listen along', async (dialog) => {
    await dialog.getByLabel('Content type').selectOption('audio');
    await upload(dialog, 'Audio file', asset('audio-lesson.mp3'));
    await expect(dialog.getByLabel('Duration (minutes)')).not.toHaveValue('0');
  });
  await addLesson(page, first, 'The handout', async (dialog) => {
    await dialog.getByLabel('Content type').selectOption('pdf');
    await upload(dialog, 'PDF file', asset('lesson-handout.pdf'));
    await dialog.getByLabel('Duration (minutes)').fill('5');
  });

  // Section 2: a YouTube address (a javascript: one is refused in the form), markdown, a quiz.
  await addLesson(page, second, 'A talk on YouTube', async (dialog) => {
    await dialog.getByLabel('Video URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add Lesson' }).click();
    await expect(dialog.getByText(/Video URL must be a YouTube, Vimeo/)).toBeVisible();
    await expect(dialog.getByLabel('Video URL')).toBeFocused();
    await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('switch', { name: 'Free preview lesson' }).click();
  });
  await addLesson(page, second, 'A reading', async (dialog) => {
    await dialog.getByLabel('Content type').selectOption('text');
    await dialog
      .getByLabel('Lesson text (Markdown)')
      .fill('## Why order matters\n\nLessons open **in order**. <img src=x onerror="window.__xss=1"><script>window.__xss=1</script>');
    // The preview goes through the player's sanitizer: the heading shows, nothing runs.
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Why order matters' })).toBeVisible();
    await expect(preview.locator('script, [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expectAccessible(page);
  });
  await addLesson(
    page,
    second,
    'Check yourself',
    async (dialog) => {
      await dialog.getByLabel('Content type').selectOption('quiz');
    },
    'Save and add questions',
  );
  // The quiz editor, fixed on this lesson, in the same dialog.
  const dialog = lessonDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Quiz questions' })).toBeVisible();
  await expect(dialog.getByLabel('Course', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Title', { exact: true }).fill('Check yourself');
  const question = dialog.getByRole('region', { name: /^Question 1 of 1$/ });
  await question.getByLabel('Question text').fill('Which lesson opens first?');
  await question.getByLabel('Option 1', { exact: true }).fill('The first one');
  await question.getByLabel('Option 2', { exact: true }).fill('Any of them');
  await question.getByRole('radio', { name: 'Option 1 is correct' }).check();
  await dialog.getByRole('switch', { name: 'Published' }).click();
  await expectAccessible(page);
  await expectToast(page, 'Quiz created successfully', () => dialog.getByRole('button', { name: 'Create Quiz' }).click());
  await expect(dialog).toBeHidden();

  expect(await order(page.request, courseId)).toEqual([
    'Watch and listen: Code walkthrough, Listen along, The handout',
    'Read and check: A talk on YouTube, A reading, Check yourself',
  ]);

  // By mouse: the handout is dragged to the top of its section.
  // The whole section in view: the mouse works in the viewport's coordinates.
  await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = (await page.getByRole('button', { name: 'Move lesson The handout' }).boundingBox())!;
  const to = (await page.getByRole('button', { name: 'Move lesson Code walkthrough' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(() => order(page.request, courseId))
    .toEqual([
      'Watch and listen: The handout, Code walkthrough, Listen along',
      'Read and check: A talk on YouTube, A reading, Check yourself',
    ]);

  // By keyboard: the reading goes above the talk (space, arrow up, space), and a screen reader hears it.
  // Each key waits for what a screen reader hears of the one before: on a loaded machine an arrow
  // pressed before the move was measured, or a drop pressed before the move was made, leaves the
  // lesson where it was.
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: 'Move lesson A reading' }).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up lesson A reading');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('lesson A reading is over position 1 of 3 in section Read and check');
  await page.keyboard.press('Space');
  await expect(live).toContainText('lesson A reading was dropped at position 1 of 3');
  await expect
    .poll(() => order(page.request, courseId))
    .toEqual([
      'Watch and listen: The handout, Code walkthrough, Listen along',
      'Read and check: A reading, A talk on YouTube, Check yourself',
    ]);

  // By menu: the handout moves to the end of the other section; the second section moves up and back.
  await page.getByRole('button', { name: 'Actions for lesson The handout' }).click();
  await page.getByRole('menuitem', { name: 'Move to section…' }).click();
  const move = page.getByRole('dialog', { name: 'Move to section' });
  await move.getByRole('radio', { name: /Read and check/ }).check();
  await expectAccessible(page);
  await move.getByRole('button', { name: 'Move Lesson' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Lesson The handout moved to the end of section Read and check.' }),
  ).toBeAttached();
  await page.getByRole('button', { name: 'Actions for section Read and check' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(sectionCard(page, 1, 'Read and check')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for section Read and check' }).click();
  await page.getByRole('menuitem', { name: 'Move down' }).click();
  await expect
    .poll(() => order(page.request, courseId))
    .toEqual([
      'Watch and listen: Code walkthrough, Listen along',
      'Read and check: A reading, A talk on YouTube, Check yourself, The handout',
    ]);

  // The course list finds it; the edit page saves a change; the dashboard's badge publishes it.
  await page.goto(`/instructor/courses?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(editDialog.getByLabel('Status')).toHaveValue('draft');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.goto(`/instructor/courses/${courseId}/edit`);
  await page.getByLabel('Price (USD)').fill('24.5');
  await expectAccessible(page);
  await expectToast(page, 'Course updated successfully!', () => page.getByRole('button', { name: 'Save Changes' }).click());
  await expect(page).toHaveURL(new RegExp(`/instructor/courses/${courseId}$`));
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByText('No reviews yet.')).toBeVisible();

  await page.goto('/instructor');
  await expectToast(page, 'Course published successfully', () => page.getByRole('button', { name: `Draft: publish ${title}` }).click());
  await expect(page.getByRole('button', { name: `Published: unpublish ${title}` })).toBeVisible();

  // A new student finds it in the catalogue and takes it, first lesson to certificate.
  const context = await browser.newContext();
  const student = await context.newPage();
  await freshStudent(student, 'Casey Newcomer');
  await fakeHosts(student);
  await student.goto(`/courses?q=${encodeURIComponent(title)}`);
  // The reading was saved without a length: the preview dialog shows none for it (it read '0:00').
  const reading = (await curriculumOf(page.request, courseId)).sections.flatMap((s) => s.lessons).find((l) => l.title === 'A reading') as
    { durationMinutes?: number } | undefined;
  expect(reading?.durationMinutes).toBe(0);
  await student.getByRole('button', { name: `Preview: ${title}` }).click();
  const preview = student.getByRole('dialog', { name: title });
  // A lesson's row: the list item holding no other (a section's holds its lessons).
  const lessonRow = (name: string) => preview.getByRole('listitem').filter({ hasText: name, hasNot: student.getByRole('listitem') });
  await expect(lessonRow('A reading')).toBeVisible();
  await expect(lessonRow('A reading')).not.toContainText(':00');
  await expect(lessonRow('Code walkthrough')).toContainText(/\d:\d\d/);
  await student.keyboard.press('Escape');
  await student.getByRole('link', { name: title }).first().click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByText('Build a course')).toBeVisible();
  await expectAccessible(student);
  await expectToast(student, 'Successfully enrolled in the course!', () => student.getByRole('button', { name: 'Start Course' }).click());
  await expect(student).toHaveURL(new RegExp(`/course/${courseId}$`));

  const lessons = (await curriculumOf(page.request, courseId)).sections.flatMap((s) => s.lessons);
  for (const [i, lesson] of lessons.entries()) {
    await student.goto(`/course/${courseId}?lesson=${lesson.id}`);
    await expect(student.getByRole('heading', { level: 2, name: lesson.title })).toBeVisible();
    if (i === 0) await expectAccessible(student);
    switch (lesson.title) {
      case 'Code walkthrough':
        await expectToast(student, 'Lesson completed!', () => playToEnd(student, 'video'));
        break;
      case 'Listen along':
        await expectToast(student, 'Lesson completed!', () => playToEnd(student, 'audio'));
        break;
      case 'A talk on YouTube':
        await expect(student.locator('iframe[title^="YouTube video:"]')).toBeVisible();
        await expectToast(student, 'Lesson completed!', () =>
          student.evaluate(() => {
            const yt = (
              window as unknown as { __yt: { state: number; time: number; events: { onStateChange: (e: { data: number }) => void } } }
            ).__yt;
            yt.time = 119.4;
            yt.state = 1;
            yt.events.onStateChange({ data: 1 });
          }),
        );
        break;
      case 'Check yourself': {
        const viewer = student.getByRole('region', { name: lesson.title });
        await viewer.getByRole('button', { name: 'Start Quiz' }).click();
        await viewer.getByRole('radio', { name: 'The first one' }).check();
        await expect(viewer.getByText('Saved', { exact: true })).toBeVisible();
        await viewer.getByRole('button', { name: 'Submit Quiz' }).click();
        await expect(viewer.getByRole('heading', { name: 'Quiz completed successfully!' })).toBeVisible();
        break;
      }
      default:
        if (lesson.title === 'A reading') {
          await expect(student.getByRole('heading', { name: 'Why order matters' })).toBeVisible();
          // Nor does the player, above the lesson or in the list of lessons.
          await expect(student.getByRole('region', { name: lesson.title })).not.toContainText('0:00');
          const listed = student.getByRole('link', { name: /A reading/ }).first();
          await expect(listed).toBeVisible();
          await expect(listed).not.toContainText('0:00');
        }
        await expectToast(student, 'Lesson completed!', () => student.getByRole('button', { name: 'Mark Complete' }).click());
    }
    // A whole percent, 100 only when all is done.
    const percent = i + 1 === lessons.length ? 100 : Math.min(99, Math.round(((i + 1) * 100) / lessons.length));
    await expect(progress(student)).toHaveAttribute('aria-valuenow', String(percent));
  }
  await expect(student.getByRole('region', { name: 'You completed this course!' })).toBeVisible();
  await expect(
    student.getByRole('region', { name: 'You completed this course!' }).getByRole('link', { name: 'Download certificate' }),
  ).toBeVisible();
  await expectAccessible(student);
  await context.close();
});
