// The transcode job against real ffmpeg and the app's storage: what a source becomes, and every
// way a source or a run goes wrong (a clear state and reason, nothing half-stored).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createStoredFile } from '../../../test/factories.js';
import { recording, type Recording } from '../../../test/media.js';
import { files, mediaTranscodes } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/runner.js';
import { runTranscode, type TranscodeDeps } from './job.js';
import { outputsFolder } from './outputs.js';
import { claimTranscode, requestTranscode, requeueStalled, STALLED_AFTER_MS, TRANSCODE_JOB, type TranscodeOutputs } from './state.js';

// Each test encodes with real ffmpeg, a few seconds alone and much longer on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestContext;
const sent: { name: string; data: Record<string, unknown>; singletonKey?: string }[] = [];
const jobs: JobQueue = {
  send: async (name, data, o) => {
    sent.push({ name, data, ...(o?.singletonKey ? { singletonKey: o.singletonKey } : {}) });
    return 'job';
  },
  sendMany: async (name, many) => {
    for (const j of many) sent.push({ name, data: j.data, ...(j.singletonKey ? { singletonKey: j.singletonKey } : {}) });
  },
};
const deps = (o: Partial<TranscodeDeps> = {}): TranscodeDeps => ({
  ...t.deps,
  config: { transcode: { enabled: true, concurrency: 1, threads: 2, tmpDir: t.filesDir } },
  ...o,
});

beforeAll(async () => {
  t = await buildTestApp();
});

async function queuedFile(o: { bytes: Buffer; kind?: 'video' | 'audio'; mimeType?: string }) {
  const file = await createStoredFile(t.db, t.deps.storage, {
    kind: 'lesson',
    bytes: o.bytes,
    ext: 'mp4',
    mimeType: o.mimeType ?? 'video/mp4',
  });
  await t.db.transaction((tx) => requestTranscode({ jobs }, tx, { id: file.id, kind: o.kind ?? 'video' }, t.clock.now()));
  return file;
}
const rowOf = async (fileId: string) => (await t.db.select().from(mediaTranscodes).where(eq(mediaTranscodes.fileId, fileId)))[0];
async function storedKeys(prefix: string) {
  const keys: string[] = [];
  for await (const o of t.deps.storage.list(prefix)) keys.push(o.key);
  return keys.sort();
}
const text = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const c of await t.deps.storage.read(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
const transcoded = async (name: Recording, kind: 'video' | 'audio' = 'video') => {
  const file = await queuedFile({ bytes: await recording(name), kind });
  const result = await runTranscode(deps(), file.id);
  return { file, result, row: (await rowOf(file.id))! };
};

describe('transcoding a lesson video', () => {
  it('asks once: the row is queued and the job sent keyed by the file, in the same transaction', async () => {
    const file = await createStoredFile(t.db, t.deps.storage, { kind: 'lesson', ext: 'mp4', mimeType: 'video/mp4' });
    sent.length = 0;
    await t.db.transaction((tx) => requestTranscode({ jobs }, tx, { id: file.id, kind: 'video' }, t.clock.now()));
    await t.db.transaction((tx) => requestTranscode({ jobs }, tx, { id: file.id, kind: 'video' }, t.clock.now()));
    expect(sent).toEqual([{ name: TRANSCODE_JOB, data: { fileId: file.id }, singletonKey: file.id }]);
    expect((await rowOf(file.id))?.state).toBe('queued');
    // A rolled-back request leaves nothing.
    const other = await createStoredFile(t.db, t.deps.storage, { kind: 'lesson', ext: 'mp4', mimeType: 'video/mp4' });
    await expect(
      t.db.transaction(async (tx) => {
        await requestTranscode({ jobs }, tx, { id: other.id, kind: 'video' }, t.clock.now());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowOf(other.id)).toBeUndefined();
  });

  it('makes the ladder up to the source, a master playlist with BANDWIDTH, RESOLUTION and CODECS, a poster and a storyboard', async () => {
    const { file, result, row } = await transcoded('landscape');
    expect(result).toEqual({ outcome: 'ready' });
    expect(row.state).toBe('ready');
    expect(row.progress).toBe(100);
    const outputs = row.outputs as TranscodeOutputs;
    // 640x360: 240p and 360p, never upscaled to 540p.
    expect(outputs.renditions.map((r) => `${r.name} ${r.width}x${r.height}`)).toEqual(['240p 426x240', '360p 640x360']);
    expect(outputs.durationSeconds).toBeCloseTo(9, 0);
    const folder = `${outputsFolder(file.storageKey)}${row.runId}/`;
    const keys = await storedKeys(folder);
    expect(keys).toEqual(
      expect.arrayContaining([
        `${folder}master.m3u8`,
        `${folder}0/index.m3u8`,
        `${folder}1/index.m3u8`,
        `${folder}poster.jpg`,
        `${folder}storyboard.vtt`,
      ]),
    );
    expect(keys.some((k) => /0\/segment-0000\.ts$/.test(k))).toBe(true);
    const master = await text(`${folder}master.m3u8`);
    expect(master).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=426x240,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    expect(master).toMatch(/RESOLUTION=640x360/);
    const variant = await text(`${folder}0/index.m3u8`);
    expect(variant).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(variant).toMatch(/#EXT-X-TARGETDURATION:[4-6]/);
    const storyboard = await text(`${folder}storyboard.vtt`);
    expect(storyboard).toMatch(/^WEBVTT/);
    expect(storyboard).toMatch(/storyboard-001\.jpg#xywh=0,0,160,90/);
  });

  it('keeps a portrait video upright: the renditions are portrait', async () => {
    const { row } = await transcoded('portrait');
    expect(row.state).toBe('ready');
    expect((row.outputs as TranscodeOutputs).renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['240x426', '360x640']);
  });

  it('streams a video without sound: renditions without an audio codec', async () => {
    const { file, row } = await transcoded('silent');
    expect(row.state).toBe('ready');
    const master = await text(`${outputsFolder(file.storageKey)}${row.runId}/master.m3u8`);
    expect(master).toMatch(/CODECS="avc1\.[0-9a-f]+"/);
    expect(master).not.toContain('mp4a');
  });

  it('evens out a variable-frame-rate 60 fps source', async () => {
    const { row } = await transcoded('vfr60');
    expect(row.state).toBe('ready');
  });

  it('gives an audio lesson one AAC rendition and its waveform', async () => {
    const { file, row } = await transcoded('audioOnlyMp4', 'audio');
    expect(row.state).toBe('ready');
    const outputs = row.outputs as TranscodeOutputs;
    expect(outputs).toMatchObject({ renditions: [], poster: 'poster.png', storyboard: null });
    const master = await text(`${outputsFolder(file.storageKey)}${row.runId}/master.m3u8`);
    expect(master).toMatch(/CODECS="mp4a\.40\.2"/);
  });
});

describe('a source that cannot be streamed', () => {
  it('a renamed PDF fails with ffprobe’s reason, and nothing is stored', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const file = await queuedFile({ bytes: pdf });
    const result = await runTranscode(deps(), file.id);
    expect(result.outcome).toBe('failed');
    const row = (await rowOf(file.id))!;
    expect(row.state).toBe('failed');
    expect(row.error).toMatch(/^ffprobe could not read the file: .*Invalid data found when processing input/);
    expect(row.error).not.toContain(t.filesDir);
    expect(await storedKeys(outputsFolder(file.storageKey))).toEqual([]);
  });

  it('a cut-off recording whose index was at its end fails with ffprobe’s reason', async () => {
    const whole = await recording('moovAtEnd');
    const file = await queuedFile({ bytes: whole.subarray(0, Math.floor(whole.length / 2)) });
    const result = await runTranscode(deps(), file.id);
    expect(result.outcome).toBe('failed');
    expect((await rowOf(file.id))?.error).toMatch(/^ffprobe could not read the file: .*moov atom not found/);
    expect(await storedKeys(outputsFolder(file.storageKey))).toEqual([]);
  });

  it('a cut-off recording that still plays in part fails: it ends before its stated length', async () => {
    const whole = await recording('landscape');
    const file = await queuedFile({ bytes: whole.subarray(0, Math.floor(whole.length / 3)) });
    const result = await runTranscode(deps(), file.id);
    expect(result.outcome).toBe('failed');
    expect((await rowOf(file.id))?.error).toMatch(/^The file ends early: only \d+ s of its 9 s could be read\. Upload it again\.$/);
    expect(await storedKeys(outputsFolder(file.storageKey))).toEqual([]);
  });

  it('sound without a picture in a video lesson says what to do', async () => {
    const { row, file } = await transcoded('audioOnlyMp4', 'video');
    expect(row.state).toBe('failed');
    expect(row.error).toBe('This file has sound but no picture: upload it to an audio lesson, or upload the video.');
    expect(await storedKeys(outputsFolder(file.storageKey))).toEqual([]);
  });

  it('a source bigger than the free disk fails before anything is copied', async () => {
    const file = await queuedFile({ bytes: await recording('landscape') });
    // As a 5 GB source on a disk with 1 GB free: its size says so before a byte is read.
    await t.db
      .update(files)
      .set({ size: 5 * 1024 ** 3 })
      .where(eq(files.id, file.id));
    const result = await runTranscode(deps({ freeBytes: async () => 1024 ** 3 }), file.id);
    expect(result).toEqual({ outcome: 'failed', reason: 'Not enough disk space to process this file: it needs 5376 MB, 1024 MB is free.' });
    expect((await rowOf(file.id))?.state).toBe('failed');
  });
});

describe('runs and their rows', () => {
  it('a file deleted mid-run: the run stops, and what it stored goes', async () => {
    const file = await queuedFile({ bytes: await recording('landscape') });
    // The file is replaced while the run encodes: its row goes with it (cascade).
    const storage = t.deps.storage;
    const slowStorage = {
      ...storage,
      read: storage.read.bind(storage),
      list: storage.list.bind(storage),
      remove: storage.remove.bind(storage),
      put: async (...args: Parameters<typeof storage.put>) => {
        await t.db.delete(files).where(eq(files.id, file.id));
        return storage.put(...args);
      },
    } as typeof storage;
    const result = await runTranscode(deps({ storage: slowStorage }), file.id);
    expect(result.outcome).toBe('lost');
    expect(await storedKeys(outputsFolder(file.storageKey))).toEqual([]);
  });

  it('a run whose worker died is taken again after the heartbeat goes quiet, and only once', async () => {
    const file = await queuedFile({ bytes: await recording('silent') });
    const first = await claimTranscode(t.db, file.id, t.clock.now());
    expect(first?.state).toBe('processing');
    // Alive: nobody else takes it.
    expect(await claimTranscode(t.db, file.id, t.clock.now())).toBeNull();
    t.clock.advance(STALLED_AFTER_MS + 1000);
    sent.length = 0;
    expect((await requeueStalled({ ...t.deps, jobs })).requeued).toBeGreaterThanOrEqual(1);
    expect(sent.filter((s) => s.data.fileId === file.id)).toEqual([
      { name: TRANSCODE_JOB, data: { fileId: file.id }, singletonKey: file.id },
    ]);
    const result = await runTranscode(deps(), file.id);
    expect(result.outcome).toBe('ready');
    const row = (await rowOf(file.id))!;
    expect(row.attempts).toBe(2);
    expect(row.runId).not.toBe(first?.runId);
  });

  it('a retried failure starts again from the queue', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const file = await queuedFile({ bytes: pdf });
    await runTranscode(deps(), file.id);
    sent.length = 0;
    await t.db.transaction((tx) => requestTranscode({ jobs }, tx, { id: file.id, kind: 'video' }, t.clock.now()));
    expect(sent).toHaveLength(1);
    expect(await rowOf(file.id)).toMatchObject({ state: 'queued', error: null, progress: 0 });
  });
});
