// Only admins import users: a subadmin, an instructor, a student and a visitor get 403 or 401 on
// every import endpoint, before an upload is read, and nothing changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Role } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, multipartFile, type TestContext } from '../../../test/app.js';
import { signedIn } from '../../../test/factories.js';
import { csvOf, previewCsv } from '../../../test/imports.js';

let t: TestContext;
let importId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signedIn(t.app, t.db, { role: 'admin' });
  importId = (await previewCsv(admin.http, csvOf([['ACC-1', 'Someone']]))).import.id;
});

const form = multipartFile('file', 'students.csv', Buffer.from(csvOf([['ACC-2', 'Another']])), 'text/csv');
const endpoints = () =>
  [
    ['POST', '/api/admin/imports', form.body, form.headers],
    ['GET', `/api/admin/imports/${importId}`],
    ['GET', `/api/admin/imports/${importId}/rows`],
    ['GET', `/api/admin/imports/${importId}/failed-rows`],
    ['POST', `/api/admin/imports/${importId}/start`],
  ] as const;

async function call(http: ReturnType<typeof api>, [method, url, body, headers]: readonly unknown[]) {
  return method === 'GET' ? http.get(url as string) : http.post(url as string, body, headers as Record<string, string> | undefined);
}

describe('who may import users', () => {
  it.each<[Role, string]>([
    ['subadmin', MESSAGES.readOnly],
    ['instructor', MESSAGES.forbidden],
    ['student', MESSAGES.forbidden],
  ])('refuses the %s role on every import endpoint, changing nothing', async (role, writeMessage) => {
    const who = await signedIn(t.app, t.db, { role });
    const before = await databaseState(t.db);
    for (const endpoint of endpoints()) {
      const res = await call(who.http, endpoint);
      expect(res.statusCode, `${role} ${endpoint[0]} ${endpoint[1]}`).toBe(403);
      // A subadmin's write gets the read-only notice; every other refusal the plain one.
      expect(errorOf(res).message).toBe(endpoint[0] === 'POST' ? writeMessage : MESSAGES.forbidden);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('asks a visitor to sign in, changing nothing', async () => {
    const before = await databaseState(t.db);
    for (const endpoint of endpoints()) {
      const res = await call(api(t.app), endpoint);
      expect(res.statusCode, `${endpoint[0]} ${endpoint[1]}`).toBe(401);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses a cross-site upload from an admin', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const before = await databaseState(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      headers: { ...form.headers, cookie: admin.cookie, origin: 'https://evil.example' },
      payload: form.body,
    });
    expect(res.statusCode).toBe(403);
    expect(await databaseState(t.db)).toEqual(before);
  });
});
