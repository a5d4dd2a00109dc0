import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { lessonKeys, mp4Bytes, uploadClient, uploadIdOf, type UploadClient } from '../../../test/lesson-uploads.js';
import { backgroundJobs } from '../../jobs/index.js';
import { files, lessonUploads } from '../../db/schema.js';
import { expireLessonUploads } from './expire.js';

let t: TestContext;
let tus: UploadClient;
let courseId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
  tus = uploadClient(t.app, instructor.cookie);
  courseId = (await createCourse(t.db, { instructorId: instructor.user.id })).id;
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
const age = (id: string, hours: number) =>
  t.db
    .update(lessonUploads)
    .set({ createdAt: hoursAgo(hours) })
    .where(eq(lessonUploads.id, id));

async function unfinished() {
  const url = (await tus.create({ courseId, filename: 'a.mp4' }, 1000)).headers.location as string;
  await tus.patch(url, 0, mp4Bytes(1000).subarray(0, 400));
  return uploadIdOf(url);
}

describe('expiring lesson uploads', () => {
  it('removes uploads older than 24 hours, with the bytes of those never finished; keeps younger ones and finished files', async () => {
    const stale = await unfinished();
    const young = await unfinished();
    const finished = uploadIdOf((await tus.upload({ courseId, filename: 'done.mp4' }, mp4Bytes())).url);
    await age(stale, 25);
    await age(young, 23);
    await age(finished, 25);

    expect(await expireLessonUploads(t.deps)).toEqual({ expired: 2, unfinished: 1 });

    const left = await t.db
      .select({ id: lessonUploads.id })
      .from(lessonUploads)
      .where(inArray(lessonUploads.id, [stale, young, finished]));
    expect(left.map((r) => r.id)).toEqual([young]);
    const keys = await lessonKeys(t.filesDir);
    expect(keys).not.toContain(stale);
    expect(keys).toEqual(expect.arrayContaining([young, finished]));
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, finished))).toHaveLength(1);
    // The client of the removed upload hears that it is gone, and starts again.
    expect((await tus.head(`/api/uploads/lesson-files/${stale}`)).statusCode).toBe(404);
  });

  it('runs hourly as a background job', () => {
    const job = backgroundJobs({ ...t.deps, config: t.config }).find((j) => j.name === 'expire-lesson-uploads');
    expect(job?.cron).toBe('29 * * * *');
  });
});
