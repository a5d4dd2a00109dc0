// Playing a lesson's streaming copy: the master to whoever may open the lesson, everything after it
// by signed links that work without a session, for this lesson and run only, and only until they
// expire; the copies go with their file.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import {
  createCourse,
  createLesson,
  createSection,
  createStoredFile,
  createUploadedLessonFile,
  enrollUser,
  signedIn,
} from '../../../test/factories.js';
import { recording } from '../../../test/media.js';
import { mediaTranscodes } from '../../db/schema.js';
import { sweepFiles } from '../../storage/sweep.js';
import { runTranscode } from '../transcoding/job.js';
import { outputsFolder } from '../transcoding/outputs.js';
import { requestTranscode } from '../transcoding/state.js';
import { linkLifetimeSeconds } from './signing.js';

// Each test encodes with real ffmpeg, a few seconds alone and much longer on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const transcodeDeps = () => ({ ...t.deps, config: { transcode: { enabled: true, concurrency: 1, threads: 2, tmpDir: t.filesDir } } });

/** A published course whose first lesson is a video with its ladder made, a learner enrolled, and its instructor. */
async function streamedLesson(o: { isFree?: boolean } = {}) {
  const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: teacher.user.id });
  const section = await createSection(t.db, course.id);
  const file = await createStoredFile(t.db, t.deps.storage, {
    kind: 'lesson',
    bytes: await recording('landscape'),
    ext: 'mp4',
    mimeType: 'video/mp4',
  });
  const lesson = await createLesson(t.db, section, { contentType: 'video', content: null, fileId: file.id, isFree: o.isFree ?? false });
  await t.db.transaction((tx) => requestTranscode(t.deps, tx, { id: file.id, kind: 'video' }, t.clock.now()));
  expect((await runTranscode(transcodeDeps(), file.id)).outcome).toBe('ready');
  const learner = await signedIn(t.app, t.db, { role: 'student' });
  await enrollUser(t.db, learner.user.id, course.id);
  const [row] = await t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.fileId, file.id));
  return { teacher, course, section, file, lesson, learner, runId: row!.runId! };
}

const uris = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'));
const visitor = () => api(t.app);

describe('the master playlist', () => {
  it('is given to an enrolled learner with every address absolute and signed; the lesson names its poster and storyboard', async () => {
    const s = await streamedLesson();
    const content = (await s.learner.http.get(`/api/lessons/${s.lesson.id}`)).json();
    expect(content.stream).toMatchObject({
      masterUrl: `/api/lessons/${s.lesson.id}/stream/master.m3u8`,
      renditions: [
        { name: '240p', width: 426, height: 240 },
        { name: '360p', width: 640, height: 360 },
      ],
    });
    expect(content.stream.posterUrl).toMatch(new RegExp(`^/api/stream/${s.lesson.id}/${s.runId}/poster\\.jpg\\?e=\\d+&s=[\\w-]{32}$`));
    const res = await s.learner.http.get(content.stream.masterUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const variants = uris(res.body);
    expect(variants).toHaveLength(2);
    for (const [i, uri] of variants.entries())
      expect(uri).toMatch(new RegExp(`^/api/stream/${s.lesson.id}/${s.runId}/${i}/index\\.m3u8\\?e=\\d+&s=[\\w-]{32}$`));
    // Nothing of the storage key or the server's files leaves.
    expect(res.body).not.toContain(s.file.storageKey);
  });

  it('gives the lowest rendition alone for the preview clip', async () => {
    const s = await streamedLesson();
    const res = await s.learner.http.get(`/api/lessons/${s.lesson.id}/stream/master.m3u8?rendition=lowest`);
    expect(res.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
    expect(res.body).toContain('RESOLUTION=426x240');
    expect(uris(res.body)).toHaveLength(1);
  });

  it('refuses whoever may not open the lesson: a visitor (not a free lesson) and a student not enrolled', async () => {
    const s = await streamedLesson();
    const stranger = await signedIn(t.app, t.db, { role: 'student' });
    for (const http of [visitor(), stranger.http]) {
      const res = await http.get(`/api/lessons/${s.lesson.id}/stream/master.m3u8`);
      expect([401, 403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('#EXTM3U');
    }
    // A free lesson of a published course: anyone, as its original file.
    const free = await streamedLesson({ isFree: true });
    expect((await visitor().get(`/api/lessons/${free.lesson.id}/stream/master.m3u8`)).statusCode).toBe(200);
  });

  it('says so for a lesson whose copy is not ready, and the lesson plays its original file meanwhile', async () => {
    const s = await streamedLesson();
    await t.db.update(mediaTranscodes).set({ state: 'processing' }).where(eq(mediaTranscodes.fileId, s.file.id));
    const res = await s.learner.http.get(`/api/lessons/${s.lesson.id}/stream/master.m3u8`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGES.streamNotReady);
    const content = (await s.learner.http.get(`/api/lessons/${s.lesson.id}`)).json();
    expect(content.stream).toBeNull();
    expect(content.mediaUrl).toBe(`/api/lessons/${s.lesson.id}/media`);
  });
});

async function firstSegment(s: Awaited<ReturnType<typeof streamedLesson>>) {
  const master = (await s.learner.http.get(`/api/lessons/${s.lesson.id}/stream/master.m3u8`)).body;
  const variantUrl = uris(master)[0]!;
  const variant = await visitor().get(variantUrl);
  expect(variant.statusCode).toBe(200);
  const segmentUrl = uris(variant.body)[0]!;
  return { variantUrl, segmentUrl };
}

describe('signed links', () => {
  it('work without a session: a variant playlist whose segments are signed, and the segments', async () => {
    const s = await streamedLesson();
    const { segmentUrl } = await firstSegment(s);
    expect(segmentUrl).toMatch(new RegExp(`^/api/stream/${s.lesson.id}/${s.runId}/0/segment-0000\\.ts\\?e=\\d+&s=[\\w-]{32}$`));
    const segment = await visitor().get(segmentUrl);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS packet's sync byte
  });

  it('stop working once expired, for a visitor who took one from a learner’s playlist', async () => {
    const s = await streamedLesson();
    const { segmentUrl } = await firstSegment(s);
    t.clock.advance((linkLifetimeSeconds(9) + 1) * 1000);
    const res = await visitor().get(segmentUrl);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(MESSAGES.streamLinkExpired);
  });

  it('open nothing of another lesson, another run, or with a changed expiry or signature', async () => {
    const a = await streamedLesson();
    const b = await streamedLesson();
    const { segmentUrl } = await firstSegment(a);
    const tries = [
      segmentUrl.replace(a.lesson.id, b.lesson.id),
      segmentUrl.replace(a.runId, b.runId),
      segmentUrl.replace(a.lesson.id, b.lesson.id).replace(a.runId, b.runId),
      segmentUrl.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3600}`),
      segmentUrl.replace(/s=([\w-])/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`),
    ];
    for (const url of tries) {
      const res = await visitor().get(url);
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).message).toBe(MESSAGES.streamLinkInvalid);
    }
  });

  it('reach only a run’s own files: no other name, no way out of its folder', async () => {
    const s = await streamedLesson();
    const { segmentUrl } = await firstSegment(s);
    const q = segmentUrl.slice(segmentUrl.indexOf('?'));
    for (const path of ['..%2F..%2Fsource', '0/..%2F..%2Fx.ts', 'master.m3u8.bak', '0/segment-0000.exe', '123/segment-0000.ts']) {
      const res = await visitor().get(`/api/stream/${s.lesson.id}/${s.runId}/${path}${q}`);
      expect([400, 404], path).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toBe('video/mp2t');
    }
  });
});

describe('a segment', () => {
  it('costs no storage lookup of its own, and the run is read from the database again only every 30 s', async () => {
    const s = await streamedLesson();
    const { segmentUrl } = await firstSegment(s);
    const head = vi.spyOn(t.deps.storage, 'head');
    try {
      const warm = await countQueries(t, async () => expect((await visitor().get(segmentUrl)).statusCode).toBe(200));
      // The sender's own look at the size (the local disk), nothing before it.
      expect(head).toHaveBeenCalledTimes(1);
      t.clock.advance(31_000);
      const cold = await countQueries(t, async () => expect((await visitor().get(segmentUrl)).statusCode).toBe(200));
      expect(cold).toBe(warm + 1);
    } finally {
      head.mockRestore();
    }
  });
});

describe('the copies go with their file', () => {
  it('replacing the lesson’s file removes its copies at once; their links answer 404', async () => {
    const s = await streamedLesson();
    const { segmentUrl } = await firstSegment(s);
    const replacement = await createUploadedLessonFile(t.db, t.deps.storage, {
      courseId: s.course.id,
      uploadedBy: s.teacher.user.id,
      mimeType: 'video/mp4',
    });
    const sentBefore = t.sentJobs.length;
    const res = await s.teacher.http.put(`/api/instructor/lessons/${s.lesson.id}`, {
      sectionId: s.section.id,
      title: s.lesson.title,
      contentType: 'video',
      fileId: replacement.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const left: string[] = [];
    for await (const o of t.deps.storage.list(outputsFolder(s.file.storageKey))) left.push(o.key);
    expect(left).toEqual([]);
    expect((await visitor().get(segmentUrl)).statusCode).toBe(404);
    // The new file is asked for.
    expect(t.sentJobs.slice(sentBefore)).toEqual([
      { name: 'transcode-media', data: { fileId: replacement.id }, singletonKey: replacement.id },
    ]);
  });

  it('the sweep keeps a ready run’s copies however old, and removes a dead run’s', async () => {
    const s = await streamedLesson();
    const folder = outputsFolder(s.file.storageKey);
    const dead = `${folder}00000000-0000-4000-8000-000000000000/0/segment-0000.ts`;
    await t.deps.storage.put(dead, Buffer.from('left by a run whose worker died'));
    const keys = async () => {
      const all: string[] = [];
      for await (const o of t.deps.storage.list(folder)) all.push(o.key);
      return all;
    };
    const before = (await keys()).length;
    await sweepFiles({ ...t.deps, clock: () => new Date(Date.now() + 48 * 3600_000) });
    const after = await keys();
    expect(after).not.toContain(dead);
    expect(after).toHaveLength(before - 1);
  });
});

describe('Retry', () => {
  async function failedLesson() {
    const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: teacher.user.id });
    const section = await createSection(t.db, course.id);
    const file = await createStoredFile(t.db, t.deps.storage, {
      kind: 'lesson',
      bytes: Buffer.from('%PDF-1.7\n%%EOF\n'),
      ext: 'mp4',
      mimeType: 'video/mp4',
    });
    const lesson = await createLesson(t.db, section, { contentType: 'video', content: null, fileId: file.id });
    await t.db.transaction((tx) => requestTranscode(t.deps, tx, { id: file.id, kind: 'video' }, t.clock.now()));
    expect((await runTranscode(transcodeDeps(), file.id)).outcome).toBe('failed');
    return { teacher, lesson, file };
  }

  it('queues a failed file again for its instructor, and shows the state in the editor', async () => {
    const f = await failedLesson();
    const before = (await f.teacher.http.get(`/api/instructor/lessons/${f.lesson.id}`)).json();
    expect(before.lesson.file.streaming).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/^ffprobe could not read the file/),
    });
    const sentBefore = t.sentJobs.length;
    const res = await f.teacher.http.post(`/api/instructor/lessons/${f.lesson.id}/streaming/retry`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.streamingRetried,
      lesson: { file: { streaming: { state: 'queued', progress: 0, error: null } } },
    });
    expect(t.sentJobs.slice(sentBefore)).toHaveLength(1);
    // Not failed any more: a second Retry is refused.
    const again = await f.teacher.http.post(`/api/instructor/lessons/${f.lesson.id}/streaming/retry`, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.streamingNotFailed);
  });

  it('is refused to another instructor (404), a subadmin (403) and a student (403), changing nothing', async () => {
    const f = await failedLesson();
    const other = await signedIn(t.app, t.db, { role: 'instructor' });
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    const student = await signedIn(t.app, t.db, { role: 'student' });
    const url = `/api/instructor/lessons/${f.lesson.id}/streaming/retry`;
    expect((await other.http.post(url, {})).statusCode).toBe(404);
    expect((await subadmin.http.post(url, {})).statusCode).toBe(403);
    expect((await student.http.post(url, {})).statusCode).toBe(403);
    const [row] = await t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.fileId, f.file.id));
    expect(row?.state).toBe('failed');
  });
});
