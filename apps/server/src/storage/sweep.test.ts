import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileKind } from '@app/core';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { createCourse, createLesson, createSection, createStoredFile, createUser } from '../../test/factories.js';
import { connect } from '../db/client.js';
import { files, users } from '../db/schema.js';
import { LocalStorage } from './local.js';
import { SWEPT_KINDS } from './references.js';
import { SWEEP_GRACE_MS, sweepFiles } from './sweep.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const DAY = 86_400_000;
const old = () => new Date(Date.now() - SWEEP_GRACE_MS - DAY);
const stored = (kind: FileKind, createdAt = old()) => createStoredFile(t.db, t.app.deps.storage, { kind, createdAt });
const rowsOf = (ids: string[]) => t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids));

/** Bytes with no row, as a killed upload leaves them, written `at`. */
async function orphan(at = old()) {
  const key = `avatar/${crypto.randomUUID()}.png`;
  await t.app.deps.storage.put(key, Buffer.from('orphan'));
  await utimes(path.join(t.filesDir, key), at, at);
  return key;
}

/** One file of each kind that a row points at, all past the grace period. */
async function referencedFiles() {
  const avatar = await stored('avatar');
  const thumbnail = await stored('thumbnail');
  const lesson = await stored('lesson');
  await createUser(t.db).then((u) => t.db.update(users).set({ avatarFileId: avatar.id }).where(eq(users.id, u.id)));
  const course = await createCourse(t.db, { thumbnailFileId: thumbnail.id });
  await createLesson(t.db, await createSection(t.db, course.id), { contentType: 'video', fileId: lesson.id });
  return [avatar, thumbnail, lesson];
}

async function expectKept(rows: { id: string; storageKey: string }[]) {
  expect(await rowsOf(rows.map((r) => r.id))).toHaveLength(rows.length);
  for (const r of rows) expect(await t.app.deps.storage.head(r.storageKey), r.storageKey).not.toBeNull();
}

async function expectGone(rows: { id: string; storageKey: string }[]) {
  expect(await rowsOf(rows.map((r) => r.id))).toHaveLength(0);
  for (const r of rows) expect(await t.app.deps.storage.head(r.storageKey), r.storageKey).toBeNull();
}

describe('file sweep', () => {
  it('removes old files no row points at, with their bytes, and old bytes without a row; keeps everything else', async () => {
    const referenced = await referencedFiles();
    const unreferenced = [await stored('avatar'), await stored('thumbnail'), await stored('lesson')];
    const asset = await stored('asset'); // site assets are named by settings, not by a foreign key
    const fresh = await stored('avatar', new Date()); // an upload whose owner row is being written
    const oldOrphan = await orphan();
    const freshOrphan = await orphan(new Date()); // bytes of an upload still in flight

    const result = await sweepFiles(t.deps);
    expect(result).toEqual({ rows: 3, orphans: 1, abortedUploads: 0 });
    await expectGone(unreferenced);
    await expectKept([...referenced, asset, fresh]);
    expect(await t.app.deps.storage.head(oldOrphan)).toBeNull();
    expect(await t.app.deps.storage.head(freshOrphan)).not.toBeNull();

    expect(await sweepFiles(t.deps)).toEqual({ rows: 0, orphans: 0, abortedUploads: 0 });
  });

  it('leaves alone a file that a transaction is pointing a row at while the sweep runs', async () => {
    const attaching = await stored('avatar');
    const other = await stored('avatar');
    const user = await createUser(t.db);
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('update users set avatar_file_id = $1 where id = $2', [attaching.id, user.id]);
      // Not yet committed: the sweep sees no reference, but must not take the file from under it.
      expect(await sweepFiles(t.deps)).toMatchObject({ rows: 1 });
      await client.query('commit');
    } finally {
      await client.end();
    }
    await expectKept([attaching]);
    await expectGone([other]);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.avatarFileId).toBe(attaching.id);
  });

  it('runs in two server processes at once on one database without conflict, removing each file once', async () => {
    const referenced = await referencedFiles();
    const unreferenced = await Promise.all(Array.from({ length: 30 }, (_, i) => stored(SWEPT_KINDS[i % SWEPT_KINDS.length]!)));
    const orphans = await Promise.all(Array.from({ length: 10 }, () => orphan()));
    const second = connect(t.databaseUrl, { max: 5 });
    try {
      const results = await Promise.all([
        sweepFiles(t.deps),
        sweepFiles({ db: second.db, clock: t.clock.now, storage: new LocalStorage(t.filesDir) }), // another process, same files
      ]);
      expect(results[0].rows + results[1].rows).toBe(30);
    } finally {
      await second.close();
    }
    await expectGone(unreferenced);
    await expectKept(referenced);
    for (const key of orphans) expect(await t.app.deps.storage.head(key)).toBeNull();
  });
});
