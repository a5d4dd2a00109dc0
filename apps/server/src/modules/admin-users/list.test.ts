// The users list over HTTP: pages of 20 by name then id, search by name, e-mail, staff ID or a
// role's name, the role filter, bounds on every parameter, who may read it, and what a row carries.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersResponse } from '@app/core';
import { api, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createUser, login, signedIn } from '../../../test/factories.js';
import type { Role } from '@app/core';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
const list = async (query = '') => {
  const res = await admin.http.get(`/api/admin/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminUsersResponse;
};
const names = (r: AdminUsersResponse) => r.users.map((u) => u.fullName);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Zed Admin', staffId: 'ADM-Z' });
  // 45 students named so that their order by name is known; a few others to search for.
  for (let i = 0; i < 45; i++) await createUser(t.db, { role: 'student', fullName: `Learner ${String(i).padStart(2, '0')}` });
  await createUser(t.db, { role: 'instructor', fullName: 'Priya Teacher', staffId: 'INS-PRIYA', email: 'priya@school.example' });
  await createUser(t.db, { role: 'subadmin', fullName: 'Sam Reader', staffId: 'SUB-SAM' });
  await createUser(t.db, { role: 'student', fullName: '100% Sure', staffId: 'STU-PCT', email: 'pct@school.example' });
});

describe('GET /api/admin/users', () => {
  it('pages by name then id, 20 a page, with the total and the number of admins', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 49, page: 1, pageSize: ADMIN_USERS_PAGE_SIZE, adminCount: 1 });
    expect(names(first)).toEqual(['100% Sure', ...Array.from({ length: 19 }, (_, i) => `Learner ${String(i).padStart(2, '0')}`)]);
    const third = await list('?page=3');
    expect(names(third)).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `Learner ${String(39 + i).padStart(2, '0')}`),
      'Priya Teacher',
      'Sam Reader',
      'Zed Admin',
    ]);
    // Past the last page: no rows, and the total, so that the screen can move to the last page.
    expect(await list('?page=9')).toMatchObject({ users: [], total: 49 });
  });

  it('breaks ties of the same name by id', async () => {
    const fresh = await buildTestApp();
    const me = await signedIn(fresh.app, fresh.db, { role: 'admin', fullName: 'Same Name' });
    const twins = [me.user, await createUser(fresh.db, { fullName: 'Same Name' }), await createUser(fresh.db, { fullName: 'Same Name' })];
    const res = (await me.http.get('/api/admin/users')).json() as AdminUsersResponse;
    expect(res.users.map((u) => u.id)).toEqual(twins.map((u) => u.id).sort());
  });

  it('presents each row field by field: no password, no hash', async () => {
    const teacher = await createUser(t.db, { role: 'instructor', fullName: 'Owner Of Courses', staffId: 'INS-OWN' });
    await createCourse(t.db, { instructorId: teacher.id, status: 'draft' });
    await createCourse(t.db, { instructorId: teacher.id, status: 'archived' });
    const res = await admin.http.get('/api/admin/users?q=INS-OWN');
    expect(res.body).not.toMatch(/argon2|hash|password"/i);
    const [row] = (res.json() as AdminUsersResponse).users;
    expect(row).toEqual({
      id: teacher.id,
      staffId: 'INS-OWN',
      fullName: 'Owner Of Courses',
      email: null,
      role: 'instructor',
      specialization: null,
      avatarUrl: null,
      passwordChangePending: false,
      courseCount: 2,
      createdAt: teacher.createdAt.toISOString(),
    });
  });

  it('searches names, e-mails and staff IDs ("contains", any case, % and _ literal)', async () => {
    expect(names(await list('?q=priya'))).toEqual(['Priya Teacher']);
    expect(names(await list('?q=SCHOOL.EXAMPLE'))).toEqual(['100% Sure', 'Priya Teacher']);
    expect(names(await list('?q=sub-s'))).toEqual(['Sam Reader']);
    expect(names(await list(`?q=${encodeURIComponent('100%')}`))).toEqual(['100% Sure']);
    expect(names(await list(`?q=${encodeURIComponent('_')}`))).toEqual([]);
    // Shorter than a trigram: the same "contains", without the index.
    expect(names(await list('?q=IY'))).toEqual(['Priya Teacher']);
    expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['100% Sure']);
    expect(await list('?q=nobody-has-this')).toMatchObject({ users: [], total: 0 });
    // The three are searched apart: the end of a name and the start of a staff ID are not one word.
    expect(await list(`?q=${encodeURIComponent('sure')}`)).toMatchObject({ total: 1 });
    expect(await list(`?q=${encodeURIComponent('surestu')}`)).toMatchObject({ users: [], total: 0 });
  });

  it('filters by role, and a search that names a role finds that role too', async () => {
    const instructors = await list('?role=instructor');
    expect(new Set(instructors.users.map((u) => u.role))).toEqual(new Set<Role>(['instructor']));
    expect(names(await list('?role=subadmin'))).toEqual(['Sam Reader']);
    // "Admin" is the admin role (not "subadmin"), and the name search still applies beside it.
    expect(names(await list('?q=Admin'))).toEqual(['Zed Admin']);
    expect(names(await list('?q=subadmins'))).toEqual(['Sam Reader']);
    // Role filter and search together: both must hold.
    expect(names(await list('?role=student&q=priya'))).toEqual([]);
  });

  it('costs two statements whatever the page, search or filter', async () => {
    const http = api(t.app, await login(t.app, admin.user));
    for (const query of ['', '?page=3', '?role=student&page=2', '?q=learner', '?q=admin&role=admin', '?page=50']) {
      // The session lookup, and the page with its counts.
      expect(await countQueries(t, () => http.get(`/api/admin/users${query}`))).toBe(2);
    }
  });

  it.each([
    ['page=0', 'Page must be at least 1'],
    ['page=-1', 'Page must be at least 1'],
    ['page=1000000000', 'Page is too large'],
    ['page=abc', 'Page must be a number'],
    ['page=1.5', 'Page must be a whole number'],
    ['role=owner', 'Role must be one of student, instructor, admin, subadmin'],
    [`q=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
    ['q=%00', 'Search contains a character that is not allowed'],
    ['sort=name', 'Unrecognized key'],
  ])('refuses ?%s with a clear 400', async (query, message) => {
    const res = await admin.http.get(`/api/admin/users?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(errorOf(res).message).toContain(message);
  });

  it('lets subadmins read it and refuses students, instructors and visitors', async () => {
    const reader = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await reader.http.get('/api/admin/users')).statusCode).toBe(200);
    for (const role of ['student', 'instructor'] as const) {
      const other = await signedIn(t.app, t.db, { role });
      const res = await other.http.get('/api/admin/users');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    expect((await api(t.app).get('/api/admin/users')).statusCode).toBe(401);
  });
});
