// Who may call the admin API, endpoint by endpoint, read from the app's own OpenAPI document so
// that an endpoint added later is covered without editing this file: a subadmin reads every GET and
// is refused every write (403, the read-only notice, nothing changed); students and instructors get
// 403 from every endpoint; visitors 401.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../test/app.js';
import { createCategory, createCourse, createStudent, enrollUser, signedIn } from '../../test/factories.js';

let t: TestContext;
let endpoints: { method: string; path: string }[];
let ids: { course: string; category: string };

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** The admin endpoints this branch owns: each must be in the document, so the sweep below cannot pass by finding none. */
const OWN = [
  'get /api/admin/courses',
  'patch /api/admin/courses/{id}/status',
  'delete /api/admin/courses/{id}',
  'get /api/admin/settings',
  'put /api/admin/settings/featured-course',
  'get /api/admin/categories',
  'post /api/admin/categories',
  'patch /api/admin/categories/{id}',
  'delete /api/admin/categories/{id}',
  'get /api/admin/instructors',
  'get /api/admin/reviews',
  'get /api/admin/audit',
  'get /api/admin/stats',
];

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await api(t.app).get('/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  endpoints = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));
  // Real records behind the ids, so that a write that got through would change something.
  const course = await createCourse(t.db, { status: 'published', categoryId: (await createCategory(t.db)).id });
  await enrollUser(t.db, (await createStudent(t.db)).id, course.id);
  ids = { course: course.id, category: (await createCategory(t.db)).id };
});

/** The path with a real record's id in it where there is one, a fresh uuid for any other parameter. */
const urlOf = (path: string) =>
  path.replace(/\{[^}]+\}/g, () => (path.includes('/categories/') ? ids.category : path.includes('/courses/') ? ids.course : randomUUID()));

/** A body the endpoint would accept from an admin, so only the caller's role can be the reason for a refusal. */
const bodyOf = (path: string) =>
  path.endsWith('/status')
    ? { status: 'archived', version: '1' }
    : path.endsWith('/featured-course')
      ? { courseId: ids.course, previousCourseId: null }
      : { name: `Sneaky ${randomUUID().slice(0, 6)}`, currentName: 'x' };

const call = (client: ReturnType<typeof api>, { method, path }: { method: string; path: string }) => {
  if (method === 'get') return client.get(urlOf(path));
  return client[method as 'post' | 'put' | 'patch' | 'delete'](urlOf(path), bodyOf(path));
};

describe('the admin API', () => {
  it('documents every endpoint of the admin platform', () => {
    const documented = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const own of OWN) expect(documented).toContain(own);
  });

  it('lets a subadmin read every admin GET', async () => {
    const sub = await signedIn(t.app, t.db, { role: 'subadmin' });
    for (const e of endpoints.filter((e) => e.method === 'get' && !e.path.includes('{'))) {
      const res = await call(sub.http, e);
      expect(res.statusCode, `${e.method} ${e.path}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a subadmin every admin write with 403 and the read-only notice, changing nothing', async () => {
    const sub = await signedIn(t.app, t.db, { role: 'subadmin' });
    const writes = endpoints.filter((e) => WRITES.has(e.method));
    expect(writes.length).toBeGreaterThanOrEqual(6);
    const before = await databaseState(t.db);
    for (const e of writes) {
      const res = await call(sub.http, e);
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
      expect(errorOf(res).message).toBe(MESSAGES.readOnly);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it.each(['student', 'instructor'] as const)('refuses a %s every admin endpoint, reads included, changing nothing', async (role) => {
    const user = await signedIn(t.app, t.db, { role });
    const before = await databaseState(t.db);
    for (const e of endpoints) {
      const res = await call(user.http, e);
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('answers a visitor 401 everywhere', async () => {
    for (const e of endpoints) expect((await call(api(t.app), e)).statusCode, `${e.method} ${e.path}`).toBe(401);
  });
});
