import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, multipartFile, TINY_PNG, type TestContext } from '../../../test/app.js';
import { signedIn } from '../../../test/factories.js';
import { users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('profile', () => {
  it('shows the signed-in user their own profile without secrets', async () => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Pat Profile', email: 'pat@example.com' });
    const res = await http.get('/api/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      id: user.id,
      fullName: 'Pat Profile',
      email: 'pat@example.com',
      role: 'student',
      isInstructor: false,
    });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });

  it('updates name, bio and avatar, trimming text and clearing blanks', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const res = await http.patch('/api/profile', { fullName: '  New Name ', bio: '  ', avatarUrl: 'https://example.com/me.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.profileUpdated);
    expect(await rowOf(user.id)).toMatchObject({ fullName: 'New Name', bio: null, avatarUrl: 'https://example.com/me.png' });
  });

  it('keeps specialization for instructors only', async () => {
    const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
    expect((await instructor.http.patch('/api/profile', { specialization: 'Data Engineering' })).statusCode).toBe(200);
    expect((await rowOf(instructor.user.id)).specialization).toBe('Data Engineering');
  });

  it.each(['student', 'admin', 'subadmin'] as const)('refuses a specialization from a %s with a 4xx and changes nothing', async (role) => {
    const { http, user } = await signedIn(t.app, t.db, { role, fullName: 'Not Teaching' });
    const before = await rowOf(user.id);
    const res = await http.patch('/api/profile', { fullName: 'Renamed', specialization: 'Hacking' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    if (role !== 'subadmin') expect(errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: 'Only instructors have a specialization.' });
    expect(await rowOf(user.id)).toEqual(before);
  });

  const bad: [string, unknown][] = [
    ['a role', { role: 'admin' }],
    ['is_instructor', { is_instructor: true }],
    ['isInstructor', { fullName: 'Fine', isInstructor: true }],
    ['a staff ID', { staffId: 'ADM-001' }],
    ['an email', { email: 'new@example.com' }],
    ['an empty name', { fullName: '   ' }],
    ['a 10,000-character name', { fullName: 'y'.repeat(10_000) }],
    ['a javascript: avatar', { avatarUrl: 'javascript:alert(1)' }],
    ['a numeric bio', { bio: 12 }],
    ['nothing', {}],
    ['a 10,000-character bio', { bio: 'b'.repeat(10_000) }],
    ['a name of whitespace and line breaks', { fullName: ' \n\t ' }],
  ];
  it.each(bad)('refuses %s with a 400 and changes nothing', async (_name, body) => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Unchanged' });
    const before = await rowOf(user.id);
    const res = await http.patch('/api/profile', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(await rowOf(user.id)).toEqual(before);
  });

  it.each([
    ['an array', '[{"fullName":"Arr"}]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['malformed JSON', '{"fullName":'],
  ])('refuses %s as the body with a 400 and changes nothing', async (_name, payload) => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Unchanged' });
    const before = await rowOf(user.id);
    const res = await http.patch('/api/profile', payload, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('answers a visitor with 401 and a pending password change with 403', async () => {
    expect((await api(t.app).patch('/api/profile', { fullName: 'Ghost' })).statusCode).toBe(401);
    const { http, user } = await signedIn(t.app, t.db, { mustChangePassword: true, fullName: 'Pending' });
    const res = await http.patch('/api/profile', { fullName: 'Changed' });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(user.id)).fullName).toBe('Pending');
  });

  it('refuses a subadmin, who is read-only, and changes nothing', async () => {
    const { http, user } = await signedIn(t.app, t.db, { role: 'subadmin', fullName: 'Sub Admin' });
    expect((await http.get('/api/profile')).statusCode).toBe(200);
    const res = await http.patch('/api/profile', { fullName: 'Changed' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: MESSAGES.readOnly });
    expect((await rowOf(user.id)).fullName).toBe('Sub Admin');
  });
});

describe('cross-site requests', () => {
  it('refuses a mutation from another origin', async () => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Victim' });
    const res = await http.patch('/api/profile', { fullName: 'Pwned' }, { origin: 'https://evil.example', host: 'localhost:3000' });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(user.id)).fullName).toBe('Victim');
  });

  it('refuses a form-encoded mutation without the custom header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'text/plain' },
      payload: '{"fullName":"Form","staffId":"FORM-1","password":"password9","role":"student"}',
    });
    expect(res.statusCode).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.staffId, 'FORM-1'))).length).toBe(0);
  });

  it('accepts a same-origin JSON request', async () => {
    const { http } = await signedIn(t.app, t.db);
    const res = await http.patch('/api/profile', { fullName: 'Same Origin' }, { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(res.statusCode).toBe(200);
  });
});

describe('avatar upload', () => {
  const upload = (http: ReturnType<typeof api>, field: string, name: string, bytes: Buffer, type?: string) => {
    const { body, headers } = multipartFile(field, name, bytes, type);
    return http.post('/api/profile/avatar', body, headers);
  };

  describe('a malformed form', () => {
    const part = (name: string, content: string | Buffer, filename?: string) =>
      Buffer.concat([
        Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n`,
        ),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const fields = (n: number) => Buffer.concat(Array.from({ length: n }, (_, i) => part(`f${i}`, 'v')));
    const end = Buffer.from('--b--\r\n');
    const withBoundary = { 'content-type': 'multipart/form-data; boundary=b' };
    const cases: [string, Buffer, Record<string, string>, number, string][] = [
      ['without a boundary', part('avatar', TINY_PNG, 'me.png'), { 'content-type': 'multipart/form-data' }, 400, MESSAGES.uploadUnreadable],
      ['with too many fields', Buffer.concat([fields(11), end]), withBoundary, 413, MESSAGES.uploadTooManyParts],
      [
        'with too many fields before the file',
        Buffer.concat([fields(11), part('avatar', TINY_PNG, 'me.png'), end]),
        withBoundary,
        400,
        MESSAGES.uploadUnreadable,
      ],
      [
        'cut short in the file',
        Buffer.concat([part('avatar', TINY_PNG, 'me.png').subarray(0, 80)]),
        withBoundary,
        400,
        MESSAGES.uploadUnreadable,
      ],
      ['with a field named __proto__', Buffer.concat([part('__proto__', 'x'), end]), withBoundary, 400, MESSAGES.uploadUnreadable],
      [
        'with a NUL in the file name',
        Buffer.concat([part('avatar', TINY_PNG, 'me\u0000.png'), end]),
        withBoundary,
        400,
        'File name contains a character that is not allowed',
      ],
    ];
    it.each(cases)('answers a form %s with a 4xx in the one shape, storing nothing', async (_name, body, headers, status, message) => {
      const { http } = await signedIn(t.app, t.db);
      const health = await http.get('/api/health');
      const before = await databaseState(t.db);
      const res = await http.post('/api/profile/avatar', body, headers);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).message).toBe(message);
      expect(res.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(await databaseState(t.db)).toEqual(before);
    });
  });

  it('refuses a wrong field name, a JSON body and a visitor', async () => {
    const { http } = await signedIn(t.app, t.db);
    expect((await upload(http, 'picture', 'me.png', TINY_PNG)).statusCode).toBe(400);
    expect((await http.post('/api/profile/avatar', { avatar: 'x' })).statusCode).toBe(400);
    const { body, headers } = multipartFile('avatar', 'me.png', TINY_PNG);
    expect((await api(t.app).post('/api/profile/avatar', body, headers)).statusCode).toBe(401);
  });
});
