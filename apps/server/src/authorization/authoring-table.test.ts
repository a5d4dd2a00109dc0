// Course authoring over real HTTP, every endpoint against every kind of caller: the course's own
// instructor ("owner") and admins may; another instructor gets 404 (they may not learn the course
// exists), a subadmin and a student 403, a visitor 401. Every refusal leaves every table as it was.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, databaseState, type TestContext } from '../../test/app.js';
import { createCategory, createCourse, createLesson, createSection, signedIn } from '../../test/factories.js';

let t: TestContext;
type Http = ReturnType<typeof api>;
const WHO = ['anonymous', 'student', 'owner', 'instructor', 'admin', 'subadmin'] as const;
type Who = (typeof WHO)[number];
const actors = {} as Record<Who, { http: Http; id: string | null }>;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  actors.anonymous = { http: api(t.app), id: null };
  for (const [who, role] of [
    ['student', 'student'],
    ['owner', 'instructor'],
    ['instructor', 'instructor'],
    ['admin', 'admin'],
    ['subadmin', 'subadmin'],
  ] as const) {
    const s = await signedIn(t.app, t.db, { role });
    actors[who] = { http: s.http, id: s.user.id };
  }
  categoryId = (await createCategory(t.db)).id;
});

/** The owner's draft course: two sections, a lesson in each; its version and curriculum version are 1. */
async function ownerCourse() {
  const course = await createCourse(t.db, { instructorId: actors.owner.id!, status: 'draft', categoryId });
  const a = await createSection(t.db, course.id, { orderIndex: 0 });
  const b = await createSection(t.db, course.id, { orderIndex: 1 });
  const la = await createLesson(t.db, a);
  const lb = await createLesson(t.db, b);
  return { course, a, b, la, lb };
}

const courseBody = { title: 'T', shortDescription: 'S', description: 'D' };
const lessonBody = (sectionId: string) => ({ sectionId, title: 'Lesson', contentType: 'text', content: 'Hi' });

type Request = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
  body?: unknown;
  check?: (res: LightMyRequestResponse) => void;
};
interface Action {
  request: (who: Who) => Promise<Request>;
  expect: Record<Who, number>;
}

const manage = (ok: number) => ({ anonymous: 401, student: 403, owner: ok, instructor: 404, admin: ok, subadmin: 403 });
const anyTeacher = (ok: number) => ({ anonymous: 401, student: 403, owner: ok, instructor: ok, admin: ok, subadmin: 403 });

/** A list the caller sees the owner's course in only if they manage it. */
const listed = (url: string, ids: (res: LightMyRequestResponse) => string[]): Action => ({
  request: async (who) => {
    const { course } = await ownerCourse();
    return { method: 'get', url, check: (res) => expect(ids(res).includes(course.id)).toBe(who === 'owner' || who === 'admin') };
  },
  expect: anyTeacher(200),
});
const rowIds = (key: 'courses') => (res: LightMyRequestResponse) => (res.json()[key] as { id: string }[]).map((c) => c.id);

const ACTIONS: Record<string, Action> = {
  'see the course on the dashboard': listed('/api/instructor/dashboard', rowIds('courses')),
  'see the course in the course list': listed('/api/instructor/courses?pageSize=100', rowIds('courses')),
  'create a course': {
    request: async () => ({ method: 'post', url: '/api/instructor/courses', body: { ...courseBody, categoryId } }),
    expect: anyTeacher(201),
  },
  'load the course for editing': {
    request: async () => ({ method: 'get', url: `/api/instructor/courses/${(await ownerCourse()).course.id}` }),
    expect: manage(200),
  },
  'edit the course': {
    request: async () => ({
      method: 'put',
      url: `/api/instructor/courses/${(await ownerCourse()).course.id}`,
      body: { ...courseBody, categoryId, status: 'draft', version: '1' },
    }),
    expect: manage(200),
  },
  'publish the course': {
    request: async () => ({
      method: 'patch',
      url: `/api/instructor/courses/${(await ownerCourse()).course.id}/status`,
      body: { status: 'published' },
    }),
    expect: manage(200),
  },
  'delete the course': {
    request: async () => ({ method: 'delete', url: `/api/instructor/courses/${(await ownerCourse()).course.id}` }),
    expect: manage(200),
  },
  'read the course overview': {
    request: async () => ({ method: 'get', url: `/api/instructor/courses/${(await ownerCourse()).course.id}/overview` }),
    expect: manage(200),
  },
  'read the course reviews': {
    request: async () => ({ method: 'get', url: `/api/instructor/courses/${(await ownerCourse()).course.id}/reviews` }),
    expect: manage(200),
  },
  'read the curriculum': {
    request: async () => ({ method: 'get', url: `/api/instructor/courses/${(await ownerCourse()).course.id}/curriculum` }),
    expect: manage(200),
  },
  'reorder the curriculum': {
    request: async () => {
      const w = await ownerCourse();
      return {
        method: 'put',
        url: `/api/instructor/courses/${w.course.id}/curriculum/order`,
        body: {
          version: '1',
          sections: [
            { id: w.b.id, lessonIds: [w.lb.id, w.la.id] },
            { id: w.a.id, lessonIds: [] },
          ],
        },
      };
    },
    expect: manage(200),
  },
  'add a section': {
    request: async () => ({
      method: 'post',
      url: `/api/instructor/courses/${(await ownerCourse()).course.id}/sections`,
      body: { title: 'New' },
    }),
    expect: manage(201),
  },
  'rename a section': {
    request: async () => ({ method: 'patch', url: `/api/instructor/sections/${(await ownerCourse()).a.id}`, body: { title: 'Renamed' } }),
    expect: manage(200),
  },
  'unpublish a section': {
    request: async () => ({ method: 'patch', url: `/api/instructor/sections/${(await ownerCourse()).a.id}`, body: { isPublished: false } }),
    expect: manage(200),
  },
  'delete a section': {
    request: async () => ({ method: 'delete', url: `/api/instructor/sections/${(await ownerCourse()).a.id}` }),
    expect: manage(200),
  },
  'add a lesson': {
    request: async () => ({ method: 'post', url: '/api/instructor/lessons', body: lessonBody((await ownerCourse()).a.id) }),
    expect: manage(201),
  },
  'load a lesson for editing': {
    request: async () => ({ method: 'get', url: `/api/instructor/lessons/${(await ownerCourse()).la.id}` }),
    expect: manage(200),
  },
  'edit a lesson': {
    request: async () => {
      const w = await ownerCourse();
      return { method: 'put', url: `/api/instructor/lessons/${w.la.id}`, body: lessonBody(w.a.id) };
    },
    expect: manage(200),
  },
  'delete a lesson': {
    request: async () => ({ method: 'delete', url: `/api/instructor/lessons/${(await ownerCourse()).la.id}` }),
    expect: manage(200),
  },
};

const rows = Object.entries(ACTIONS).flatMap(([action, a]) => WHO.map((who) => [action, who, a.expect[who]] as const));

describe('course authoring, over HTTP', () => {
  it.each(rows)('%s: %s gets %i', async (action, who, status) => {
    const { method, url, body, check } = await ACTIONS[action]!.request(who);
    const before = await databaseState(t.db);
    const http = actors[who].http;
    const res = method === 'get' ? await http.get(url) : await http[method](url, body);
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) expect(await databaseState(t.db)).toEqual(before);
    else check?.(res);
  });

  it('answers another instructor with the record’s own 404 message', async () => {
    const w = await ownerCourse();
    const http = actors.instructor.http;
    const messages = await Promise.all([
      http.get(`/api/instructor/courses/${w.course.id}`),
      http.patch(`/api/instructor/sections/${w.a.id}`, { title: 'x' }),
      http.put(`/api/instructor/lessons/${w.la.id}`, lessonBody(w.a.id)),
      http.post('/api/instructor/lessons', lessonBody(w.a.id)),
    ]);
    expect(messages.map((r) => r.json().error.message)).toEqual([
      'Course Not Found',
      'Section not found',
      'Lesson not found',
      'Section not found',
    ]);
  });
});
