// Migration 0007 turns the '/api/files/{id}' URLs that rows held into file ids.
import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { dbUrl } from '../../test/global-setup.js';
import { connect, ensureDatabase, MIGRATIONS_DIR, type Database } from './client.js';
import { runMigrations } from './migrations.js';

const MIGRATION = '0007_file_references';
let database: Database;
let before: string;

beforeAll(async () => {
  const name = `${inject('testDbPrefix')}${randomBytes(6).toString('hex')}`; // dropped with this run's other test databases
  await ensureDatabase(inject('adminDbUrl'), name);
  database = connect(dbUrl(inject('adminDbUrl'), name), { max: 2 });
  // The migrations folder as it was before this one.
  before = await mkdtemp(path.join(os.tmpdir(), 'lf-migrations-'));
  await cp(MIGRATIONS_DIR, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === MIGRATION),
  );
  await writeFile(journalFile, JSON.stringify(journal));
  await migrate(database.db, { migrationsFolder: before });
});
afterAll(async () => {
  await database.close();
  await rm(before, { recursive: true, force: true });
});

const q = async <T>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

async function user(avatarUrl: string | null) {
  const [row] = await q<{ id: string }>(
    "insert into users (staff_id, full_name, password_hash, avatar_url) values ($1, 'Legacy', 'x', $2) returning id",
    [`L-${randomBytes(4).toString('hex')}`, avatarUrl],
  );
  return row!.id;
}
async function file(kind: string, isPublic: boolean) {
  const [row] = await q<{ id: string }>(
    "insert into files (storage_key, original_name, size, mime_type, kind, is_public) values ($1, 'f', 1, 'image/png', $2, $3) returning id",
    [`${kind}/${randomUUID()}.png`, kind, isPublic],
  );
  return row!.id;
}
async function course(thumbnailUrl: string | null) {
  const [row] = await q<{ id: string }>(
    "insert into courses (title, short_description, description, thumbnail_url) values ('C', 's', 'd', $1) returning id",
    [thumbnailUrl],
  );
  return row!.id;
}

describe('migration 0007: file references by id', () => {
  it('turns our own file URLs into ids, keeps external URLs and clears paths that showed nothing', async () => {
    const avatar = await file('avatar', true);
    const thumbnail = await file('thumbnail', true);
    const lessonFile = await file('lesson', false);
    const users = {
      uploaded: await user(`/api/files/${avatar}`),
      external: await user('https://example.com/me.png'),
      privateFile: await user(`/api/files/${lessonFile}`), // served as 404: never showed
      missing: await user(`/api/files/${randomUUID()}`),
      none: await user(null),
    };
    const courses = {
      uploaded: await course(`/api/files/${thumbnail.toUpperCase()}`),
      external: await course('https://cdn.example.com/t.jpg'),
      none: await course(null),
    };

    await runMigrations(database.db);

    const u = new Map(
      (
        await q<{ id: string; avatar_file_id: string | null; avatar_url: string | null }>(
          'select id, avatar_file_id, avatar_url from users',
        )
      ).map((r) => [r.id, [r.avatar_file_id, r.avatar_url]]),
    );
    expect(u.get(users.uploaded)).toEqual([avatar, null]);
    expect(u.get(users.external)).toEqual([null, 'https://example.com/me.png']);
    expect(u.get(users.privateFile)).toEqual([null, null]);
    expect(u.get(users.missing)).toEqual([null, null]);
    expect(u.get(users.none)).toEqual([null, null]);
    const c = new Map(
      (
        await q<{ id: string; thumbnail_file_id: string | null; thumbnail_url: string | null }>(
          'select id, thumbnail_file_id, thumbnail_url from courses',
        )
      ).map((r) => [r.id, [r.thumbnail_file_id, r.thumbnail_url]]),
    );
    expect(c.get(courses.uploaded)).toEqual([thumbnail, null]);
    expect(c.get(courses.external)).toEqual([null, 'https://cdn.example.com/t.jpg']);
    expect(c.get(courses.none)).toEqual([null, null]);

    // From now on a URL column holds external addresses only.
    await expect(q('update users set avatar_url = $1 where id = $2', [`/api/files/${avatar}`, users.none])).rejects.toThrow(
      /users_avatar_one_source/,
    );
  });
});
