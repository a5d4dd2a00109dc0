import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, errorOf, multipartFile, TINY_PNG, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, createStoredFile, signedIn } from '../../../test/factories.js';
import { files, users } from '../../db/schema.js';
import { SWEEP_GRACE_MS, sweepFiles } from '../../storage/sweep.js';
import { AVATAR_MAX_BYTES } from './service.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  // Lets a test make the second step of an avatar upload (pointing the user at the file) fail.
  await t.db.execute(sql`
    create function fail_avatar_update() returns trigger language plpgsql as $$
    begin raise exception 'simulated failure'; end $$;
    create trigger fail_avatar_update before update of avatar_file_id on users
    for each row when (new.full_name = 'Update Fails') execute function fail_avatar_update()`);
});

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const filesOf = (userId: string) => t.db.select().from(files).where(eq(files.uploadedBy, userId));
const storedKeys = async () => {
  const keys: string[] = [];
  for await (const o of t.app.deps.storage.list('')) keys.push(o.key);
  return keys.sort();
};

const upload = (http: ReturnType<typeof api>, field: string, name: string, bytes: Buffer, type?: string) => {
  const { body, headers } = multipartFile(field, name, bytes, type);
  return http.post('/api/profile/avatar', body, headers);
};
const png = (http: ReturnType<typeof api>) => upload(http, 'avatar', 'me.png', TINY_PNG, 'image/png');

describe('avatar upload', () => {
  it('stores a PNG publicly, points the profile at it by id, and replacing it removes the old file', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const res = await png(http);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Avatar updated successfully!');
    const url = res.json().profile.avatarUrl as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const [first] = await filesOf(user.id);
    expect(await rowOf(user.id)).toMatchObject({ avatarFileId: first!.id, avatarUrl: null });
    const served = await api(t.app).get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await http.get('/api/auth/session')).json().user.avatarUrl).toBe(url);

    expect((await png(http)).statusCode).toBe(200);
    expect((await api(t.app).get(url)).statusCode).toBe(404);
    expect(await filesOf(user.id)).toHaveLength(1);
    expect(await t.app.deps.storage.head(first!.storageKey)).toBeNull();
  });

  it('recognises an image whose first bytes arrive in a tiny chunk', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const { body, headers } = multipartFile('avatar', 'me.png', TINY_PNG, 'image/png');
    const split = body.indexOf(TINY_PNG) + 3;
    const payload = Readable.from(
      (async function* () {
        yield body.subarray(0, split);
        await new Promise((resolve) => setTimeout(resolve, 20)); // a second network packet
        yield body.subarray(split);
      })(),
    );
    const res = await http.post('/api/profile/avatar', payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await filesOf(user.id)).toMatchObject([{ mimeType: 'image/png', size: TINY_PNG.length }]);
  });

  it('refuses a non-image even when it claims to be one, storing nothing', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const before = await storedKeys();
    const res = await upload(http, 'avatar', 'evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).message).toBe(MESSAGES.avatarInvalid);
    expect(await filesOf(user.id)).toHaveLength(0);
    expect(await rowOf(user.id)).toMatchObject({ avatarFileId: null, avatarUrl: null });
    expect(await storedKeys()).toEqual(before);
  });

  it('takes an image of exactly 5 MB and refuses one byte more with the size message, storing nothing', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const exact = Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES - TINY_PNG.length)]);
    const ok = await upload(http, 'avatar', 'exact.png', exact, 'image/png');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await filesOf(user.id)).toMatchObject([{ size: AVATAR_MAX_BYTES }]);
    const before = { keys: await storedKeys(), user: await rowOf(user.id) };

    const res = await upload(http, 'avatar', 'big.png', Buffer.concat([exact, Buffer.alloc(1)]), 'image/png');
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(MESSAGES.avatarTooLarge);
    expect(await filesOf(user.id)).toHaveLength(1);
    expect(await rowOf(user.id)).toEqual(before.user);
    expect(await storedKeys()).toEqual(before.keys);
  });

  it('refuses a body cut off in the middle of the image, storing nothing', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const before = await storedKeys();
    const { body, headers } = multipartFile('avatar', 'me.png', Buffer.concat([TINY_PNG, Buffer.alloc(200_000)]), 'image/png');
    const res = await http.post('/api/profile/avatar', body.subarray(0, 100_000), headers);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.uploadCutOff);
    expect(await filesOf(user.id)).toHaveLength(0);
    expect(await storedKeys()).toEqual(before);
  });

  it('commits the files row and the user update together: when the second fails, neither is there', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    expect((await png(http)).statusCode).toBe(200);
    const before = { user: await rowOf(user.id), files: await filesOf(user.id), keys: await storedKeys() };
    await t.db.update(users).set({ fullName: 'Update Fails' }).where(eq(users.id, user.id));

    expect((await png(http)).statusCode).toBe(500);
    // (The search column follows the name: PostgreSQL keeps it.)
    expect(await rowOf(user.id)).toEqual({
      ...before.user,
      fullName: 'Update Fails',
      searchText: expect.stringMatching(new RegExp(`^update fails${String.fromCharCode(31)}`)),
    });
    expect(await filesOf(user.id)).toEqual(before.files);
    expect(await storedKeys()).toEqual(before.keys); // the new bytes were removed, the old avatar kept
  });

  it('leaves only unreferenced bytes when the process dies before cleaning up, and the sweep removes them', async () => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Update Fails' });
    const before = await storedKeys();
    // The transaction fails and the process "dies" before it can remove the stored bytes.
    const remove = vi.spyOn(t.app.deps.storage, 'remove').mockRejectedValueOnce(new Error('process died'));
    expect((await png(http)).statusCode).toBe(500);
    remove.mockRestore();
    const left = (await storedKeys()).filter((k) => !before.includes(k));
    expect(left).toHaveLength(1);
    expect(await filesOf(user.id)).toHaveLength(0);

    await sweepFiles({ ...t.deps, clock: () => new Date(Date.now() + SWEEP_GRACE_MS + 60_000) });
    expect(await t.app.deps.storage.head(left[0]!)).toBeNull();
  });

  it('never removes a lesson file that an avatar pointed at (as migrated data may), and keeps it for its lesson', async () => {
    const { http, user } = await signedIn(t.app, t.db, { role: 'instructor' });
    const lessonFile = await createStoredFile(t.db, t.app.deps.storage, { kind: 'lesson', uploadedBy: user.id, bytes: TINY_PNG });
    const section = await createSection(t.db, (await createCourse(t.db, { instructorId: user.id })).id);
    await createLesson(t.db, section, { contentType: 'pdf', fileId: lessonFile.id });
    await t.db.update(users).set({ avatarFileId: lessonFile.id }).where(eq(users.id, user.id));

    expect((await png(http)).statusCode).toBe(200);
    expect(await t.db.select().from(files).where(eq(files.id, lessonFile.id))).toHaveLength(1);
    expect((await t.app.deps.storage.head(lessonFile.storageKey))?.size).toBe(TINY_PNG.length);
  });

  it('refuses a wrong field name, a JSON body and a visitor', async () => {
    const { http } = await signedIn(t.app, t.db);
    expect((await upload(http, 'picture', 'me.png', TINY_PNG)).statusCode).toBe(400);
    expect((await http.post('/api/profile/avatar', { avatar: 'x' })).statusCode).toBe(400);
    const { body, headers } = multipartFile('avatar', 'me.png', TINY_PNG);
    expect((await api(t.app).post('/api/profile/avatar', body, headers)).statusCode).toBe(401);
  });
});

describe('avatar address in the profile form', () => {
  it('keeps the uploaded avatar when the form sends its address back', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const url = (await png(http)).json().profile.avatarUrl as string;
    const before = await rowOf(user.id);
    const res = await http.patch('/api/profile', { fullName: 'Renamed', avatarUrl: url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.avatarUrl).toBe(url);
    expect(await rowOf(user.id)).toMatchObject({ fullName: 'Renamed', avatarFileId: before.avatarFileId, avatarUrl: null });
    expect(await filesOf(user.id)).toHaveLength(1);
  });

  it.each([
    ['a thumbnail', 'thumbnail'],
    ['no file', 'not-a-file'],
  ])('refuses the address of %s as an avatar and changes nothing', async (_name, target) => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Unchanged' });
    const id =
      target === 'thumbnail' ? (await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', bytes: TINY_PNG })).id : target;
    const before = await rowOf(user.id);
    const res = await http.patch('/api/profile', { fullName: 'Renamed', avatarUrl: `/api/files/${id}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: MESSAGES.avatarPathNotCurrent });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it.each([
    ['an external URL', 'https://example.com/me.png', 'https://example.com/me.png'],
    ['nothing', '', null],
  ])('replaces an uploaded avatar with %s and removes the uploaded file', async (_name, avatarUrl, stored) => {
    const { http, user } = await signedIn(t.app, t.db);
    expect((await png(http)).statusCode).toBe(200);
    const [uploaded] = await filesOf(user.id);
    const res = await http.patch('/api/profile', { avatarUrl });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.avatarUrl).toBe(stored);
    expect(await rowOf(user.id)).toMatchObject({ avatarFileId: null, avatarUrl: stored });
    expect(await filesOf(user.id)).toHaveLength(0);
    expect(await t.app.deps.storage.head(uploaded!.storageKey)).toBeNull();
  });
});
