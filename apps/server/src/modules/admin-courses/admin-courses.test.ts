// The admin's Course Management over HTTP: the list (every course, search, status filter, pages),
// the status select (any status, refused when stale, audited) and deletion with the authoring rule
// (never a course with learners: archive instead), audited in the same transaction.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourseRow, AdminCoursesResponse } from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCategory, createCourse, createStudent, enrollUser, signedIn } from '../../../test/factories.js';
import { auditEvents, certificates, courseReviews, courses } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const admin = () => signedIn(t.app, t.db, { role: 'admin', fullName: 'Ada Admin' });
const tag = () => `zq${randomUUID().slice(0, 8)}`;
const auditRows = (entityId: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
const courseRow = async (id: string) => (await t.db.select().from(courses).where(eq(courses.id, id)))[0];

describe('GET /api/admin/courses', () => {
  it('lists every course newest first with instructor, category, enrollments and rating, in two statements', async () => {
    const me = await admin();
    const mark = tag();
    const teacher = await signedIn(t.app, t.db, { role: 'instructor', fullName: 'Tess Teacher' });
    const category = await createCategory(t.db);
    const older = await createCourse(t.db, {
      title: `${mark} Older`,
      instructorId: teacher.user.id,
      categoryId: category.id,
      status: 'published',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createCourse(t.db, { title: `${mark} Newer`, status: 'draft', createdAt: new Date('2026-02-01T00:00:00Z') });
    const [ann, bob] = [await createStudent(t.db), await createStudent(t.db)];
    await enrollUser(t.db, ann.id, older.id);
    await enrollUser(t.db, bob.id, older.id, { status: 'inactive' });
    await t.db.insert(courseReviews).values([
      { courseId: older.id, userId: ann.id, rating: 5 },
      { courseId: older.id, userId: bob.id, rating: 4 },
    ]);

    let res!: Awaited<ReturnType<typeof me.http.get>>;
    const statements = await countQueries(t, async () => (res = await me.http.get(`/api/admin/courses?q=${mark}`)));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminCoursesResponse>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.courses.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(body.courses[1]).toEqual<AdminCourseRow>({
      id: older.id,
      title: `${mark} Older`,
      status: 'published',
      version: '1',
      thumbnailUrl: null,
      thumbnailSrcSet: null,
      instructorId: teacher.user.id,
      instructorName: 'Tess Teacher',
      categoryName: category.name,
      enrollments: 2,
      hasLearners: true,
      rating: 4.5,
      reviewCount: 2,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: expect.any(String),
    });
    expect(body.courses[0]).toMatchObject({
      categoryName: null,
      enrollments: 0,
      hasLearners: false,
      rating: 0,
      reviewCount: 0,
      status: 'draft',
    });
    // The session lookup, the page and the count: never a query per row.
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('filters by status and searches titles case-insensitively, with % and _ taken literally', async () => {
    const me = await admin();
    const mark = tag();
    const draft = await createCourse(t.db, { title: `${mark} 100% Draft`, status: 'draft' });
    const archived = await createCourse(t.db, { title: `${mark} Archived_one`, status: 'archived' });
    await createCourse(t.db, { title: `${mark} Live`, status: 'published' });
    const ids = async (query: string) =>
      (await me.http.get(`/api/admin/courses?${query}`)).json<AdminCoursesResponse>().courses.map((c) => c.id);
    expect(await ids(`q=${mark.toUpperCase()}&status=draft`)).toEqual([draft.id]);
    expect(await ids(`q=${mark}&status=archived`)).toEqual([archived.id]);
    expect(await ids(`q=${encodeURIComponent(`${mark} 100%`)}`)).toEqual([draft.id]);
    expect(await ids(`q=${encodeURIComponent('d_one')}`)).toEqual([archived.id]);
    expect(await ids(`q=${mark}&status=all`)).toHaveLength(3);
  });

  it('pages 20 at a time, and a page past the end is empty with the total', async () => {
    const me = await admin();
    const mark = tag();
    for (let i = 0; i < 21; i++) await createCourse(t.db, { title: `${mark} ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
    const page2 = (await me.http.get(`/api/admin/courses?q=${mark}&page=2`)).json<AdminCoursesResponse>();
    expect(page2.courses.map((c) => c.title)).toEqual([`${mark} 0`]);
    expect(page2.total).toBe(21);
    const past = (await me.http.get(`/api/admin/courses?q=${mark}&page=9`)).json<AdminCoursesResponse>();
    expect(past).toMatchObject({ courses: [], total: 21, page: 9 });
  });

  it.each([
    ['page=0', 'Page must be at least 1'],
    ['page=10001', 'Page is too large'],
    ['page=1.5', 'Page must be a whole number'],
    ['page=two', 'Page must be a number'],
    ['status=deleted', 'Status must be all, draft, published or archived'],
    [`q=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
    ['sort=title', null],
  ])('refuses %s with a 400', async (query, message) => {
    const me = await admin();
    const res = await me.http.get(`/api/admin/courses?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    if (message) expect(errorOf(res).message).toContain(message);
  });

  it('lets a subadmin read it and refuses students, instructors and visitors', async () => {
    const sub = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await sub.http.get('/api/admin/courses')).statusCode).toBe(200);
    for (const role of ['student', 'instructor'] as const) {
      const res = await (await signedIn(t.app, t.db, { role })).http.get('/api/admin/courses');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    expect((await api(t.app).get('/api/admin/courses')).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/courses/{id}/status', () => {
  it.each([
    ['draft', 'published'],
    ['published', 'archived'],
    ['archived', 'draft'],
  ] as const)('sets %s to %s, moves the version and writes the audit row with it', async (from, to) => {
    const me = await admin();
    const course = await createCourse(t.db, { status: from });
    const res = await me.http.patch(`/api/admin/courses/${course.id}/status`, { status: to, version: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: course.id, status: to, version: '2', message: 'Course status updated successfully' });
    expect(await courseRow(course.id)).toMatchObject({ status: to, version: 2 });
    expect(await auditRows(course.id)).toEqual([
      expect.objectContaining({
        action: 'course.status_changed',
        entityType: 'course',
        entityLabel: course.title,
        actorId: me.user.id,
        actorStaffId: me.user.staffId,
        actorName: 'Ada Admin',
        before: { status: from },
        after: { status: to },
        ip: '127.0.0.1',
      }),
    ]);
  });

  it('refuses a stale version with 409 and changes nothing, audit included', async () => {
    const me = await admin();
    const course = await createCourse(t.db, { status: 'published' });
    await t.db.update(courses).set({ version: 5 }).where(eq(courses.id, course.id));
    const before = await databaseState(t.db);
    const res = await me.http.patch(`/api/admin/courses/${course.id}/status`, { status: 'archived', version: '4' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: expect.stringMatching(/^Someone changed this course after you opened it/) });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('is a no-op without an audit row when the status is already the one asked for', async () => {
    const me = await admin();
    const course = await createCourse(t.db, { status: 'draft' });
    const res = await me.http.patch(`/api/admin/courses/${course.id}/status`, { status: 'draft', version: '1' });
    expect(res.json()).toMatchObject({ status: 'draft', version: '1' });
    expect(await auditRows(course.id)).toEqual([]);
  });

  it.each([
    [{ status: 'deleted', version: '1' }, 400],
    [{ status: 'draft' }, 400],
    [{ status: 'draft', version: 1 }, 400],
    [{ status: 'draft', version: '1', extra: true }, 400],
    ['not json', 415],
  ])('refuses the body %j with %i', async (body, code) => {
    const me = await admin();
    const course = await createCourse(t.db, { status: 'published' });
    const before = await databaseState(t.db);
    const res =
      typeof body === 'string'
        ? await me.http.patch(`/api/admin/courses/${course.id}/status`, body, { 'content-type': 'text/plain' })
        : await me.http.patch(`/api/admin/courses/${course.id}/status`, body);
    expect(res.statusCode).toBe(code);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown course and 400 for a bad id', async () => {
    const me = await admin();
    const unknown = await me.http.patch(`/api/admin/courses/${randomUUID()}/status`, { status: 'draft', version: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Course Not Found');
    const bad = await me.http.patch('/api/admin/courses/not-a-uuid/status', { status: 'draft', version: '1' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/courses/{id}', () => {
  it.each(['active', 'inactive', 'completed'] as const)(
    'never deletes a course with a learner (%s): 409 archive instead, no audit row',
    async (status) => {
      const me = await admin();
      const course = await createCourse(t.db);
      await enrollUser(t.db, (await createStudent(t.db)).id, course.id, { status });
      const before = await databaseState(t.db);
      const res = await me.http.delete(`/api/admin/courses/${course.id}`);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toMatch(/^This course has enrolled learners, so it cannot be deleted\. Archive it instead/);
      expect(await databaseState(t.db)).toEqual(before);
    },
  );

  it('never deletes a course whose certificates outlived their enrollments', async () => {
    const me = await admin();
    const course = await createCourse(t.db);
    await t.db
      .insert(certificates)
      .values({ code: `C${randomUUID().slice(0, 11)}`, userId: null, courseId: course.id, learnerName: 'Gone', courseTitle: 'X' });
    const before = await databaseState(t.db);
    expect((await me.http.delete(`/api/admin/courses/${course.id}`)).statusCode).toBe(409);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('deletes a course without learners and writes course.deleted in the same transaction', async () => {
    const me = await admin();
    const teacher = await signedIn(t.app, t.db, { role: 'instructor', fullName: 'Ines Instructor' });
    const category = await createCategory(t.db);
    const course = await createCourse(t.db, { instructorId: teacher.user.id, categoryId: category.id, status: 'draft' });
    const res = await me.http.delete(`/api/admin/courses/${course.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Course deleted successfully' });
    expect(await courseRow(course.id)).toBeUndefined();
    expect(await auditRows(course.id)).toEqual([
      expect.objectContaining({
        action: 'course.deleted',
        entityType: 'course',
        entityLabel: course.title,
        actorId: me.user.id,
        before: { title: course.title, status: 'draft', instructor: 'Ines Instructor', category: category.name, lessons: 0, reviews: 0 },
        after: null,
      }),
    ]);
  });

  it('answers 404 for an unknown course', async () => {
    const me = await admin();
    expect((await me.http.delete(`/api/admin/courses/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('course changes made elsewhere', () => {
  it('audits an admin who changes or deletes a course in the instructor area, and no instructor changing their own', async () => {
    const me = await admin();
    const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
    const theirs = await createCourse(t.db, { instructorId: teacher.user.id, status: 'draft' });
    expect((await teacher.http.patch(`/api/instructor/courses/${theirs.id}/status`, { status: 'published' })).statusCode).toBe(200);
    expect(await auditRows(theirs.id)).toEqual([]);

    expect((await me.http.patch(`/api/instructor/courses/${theirs.id}/status`, { status: 'archived' })).statusCode).toBe(200);
    expect(await auditRows(theirs.id)).toEqual([
      expect.objectContaining({
        action: 'course.status_changed',
        actorId: me.user.id,
        before: { status: 'published' },
        after: { status: 'archived' },
      }),
    ]);

    // Edit Course changing the status is a status change too.
    const edited = (await me.http.get(`/api/instructor/courses/${theirs.id}`)).json().course;
    const saved = await me.http.put(`/api/instructor/courses/${theirs.id}`, {
      title: edited.title,
      shortDescription: edited.shortDescription,
      description: edited.description,
      categoryId: (await createCategory(t.db)).id,
      status: 'draft',
      version: edited.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, theirs.id), eq(auditEvents.action, 'course.status_changed')));
    expect(rows.map((r) => r.after)).toEqual(expect.arrayContaining([{ status: 'archived' }, { status: 'draft' }]));

    expect((await me.http.delete(`/api/instructor/courses/${theirs.id}`)).statusCode).toBe(200);
    expect((await auditRows(theirs.id)).map((r) => r.action)).toContain('course.deleted');

    const own = await createCourse(t.db, { instructorId: teacher.user.id, status: 'draft' });
    expect((await teacher.http.delete(`/api/instructor/courses/${own.id}`)).statusCode).toBe(200);
    expect(await auditRows(own.id)).toEqual([]);
  });
});
