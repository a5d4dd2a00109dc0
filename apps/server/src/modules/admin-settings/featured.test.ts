// The featured course of the student home: only a published course, refused when the page was
// stale, cleared to fall back to the newest published course, audited with the change; the home
// shows it at once and falls back by itself when the course later leaves the catalogue.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingsResponse } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { auditEvents, courses, siteSettings } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Ada Admin' });
});

const settings = async () => {
  const res = await admin.http.get('/api/admin/settings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminSettingsResponse>();
};
const feature = async (courseId: string | null, previousCourseId?: string | null) =>
  admin.http.put('/api/admin/settings/featured-course', {
    courseId,
    previousCourseId: previousCourseId === undefined ? (await settings()).featured.courseId : previousCourseId,
  });
const heroId = async () => (await api(t.app).get('/api/home')).json().hero?.id ?? null;
const featuredAudit = () =>
  t.db.select().from(auditEvents).where(eq(auditEvents.action, 'setting.featured_course_changed')).orderBy(asc(auditEvents.occurredAt));

describe('the featured course', () => {
  it('features a published course: the home shows it at once, and the audit row is written with it', async () => {
    const chosen = await createCourse(t.db, { title: 'Chosen One', status: 'published', createdAt: new Date('2020-01-01') });
    const newest = await createCourse(t.db, { status: 'published' });
    expect(await heroId()).toBe(newest.id);
    const auditBefore = (await featuredAudit()).length;

    const res = await feature(chosen.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      featured: {
        courseId: chosen.id,
        course: { id: chosen.id, title: 'Chosen One', status: 'published' },
        updatedAt: expect.any(String),
        updatedByName: 'Ada Admin',
      },
      hero: { id: chosen.id, title: 'Chosen One', status: 'published' },
      message: 'Featured course updated. The student home now shows it.',
    });
    expect(await heroId()).toBe(chosen.id);
    const rows = await featuredAudit();
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      entityType: 'setting',
      entityId: 'featured_course_id',
      entityLabel: 'Featured course',
      actorId: admin.user.id,
      after: { courseId: chosen.id, title: 'Chosen One' },
    });
  });

  it.each(['draft', 'archived'] as const)('refuses a %s course with 400 and changes nothing', async (status) => {
    const course = await createCourse(t.db, { status });
    const previous = (await settings()).featured.courseId;
    const before = await databaseState(t.db);
    const res = await feature(course.id, previous);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Only a published course can be featured. Publish it first, or choose another course.',
    });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses an unknown course and malformed input with 400, changing nothing', async () => {
    const previous = (await settings()).featured.courseId;
    const before = await databaseState(t.db);
    const unknown = await feature(randomUUID(), previous);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('That course does not exist. Choose a published course.');
    for (const body of [
      { courseId: 'not-a-uuid', previousCourseId: previous },
      { courseId: 42, previousCourseId: previous },
      { courseId: null },
      { previousCourseId: previous },
      { courseId: null, previousCourseId: previous, extra: 1 },
    ]) {
      const res = await admin.http.put('/api/admin/settings/featured-course', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it("refuses a change made from a stale page (409), keeping the other admin's choice", async () => {
    const mine = await createCourse(t.db, { status: 'published' });
    const theirs = await createCourse(t.db, { status: 'published' });
    const seen = (await settings()).featured.courseId;
    expect((await feature(theirs.id, seen)).statusCode).toBe(200);
    const before = await databaseState(t.db);
    const res = await feature(mine.id, seen);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/^Someone changed the featured course after you opened this page/);
    expect(await databaseState(t.db)).toEqual(before);
    expect((await settings()).featured.courseId).toBe(theirs.id);
  });

  it('does nothing, and writes no audit row, when the course is already the featured one', async () => {
    const current = (await settings()).featured.courseId!;
    expect(current).not.toBeNull();
    const before = await databaseState(t.db);
    const res = await feature(current, current);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The featured course is already set to that.');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('clears the setting: the home falls back to the newest published course', async () => {
    const previous = (await settings()).featured;
    const newest = await createCourse(t.db, { status: 'published' });
    const res = await feature(null, previous.courseId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      featured: { courseId: null, course: null },
      hero: { id: newest.id },
      message: 'Featured course cleared. The student home shows the newest published course.',
    });
    expect(await t.db.select().from(siteSettings).where(eq(siteSettings.key, 'featured_course_id'))).toEqual([]);
    expect(await heroId()).toBe(newest.id);
    expect((await featuredAudit()).at(-1)).toMatchObject({ before: { courseId: previous.courseId }, after: null });
  });

  it('keeps the home working when the featured course is later archived or deleted: it falls back', async () => {
    const featured = await createCourse(t.db, { status: 'published', createdAt: new Date('2019-01-01') });
    const newest = await createCourse(t.db, { status: 'published' });
    expect((await feature(featured.id)).statusCode).toBe(200);
    expect(await heroId()).toBe(featured.id);

    await t.db.update(courses).set({ status: 'archived' }).where(eq(courses.id, featured.id));
    expect(await heroId()).toBe(newest.id);
    const archived = await settings();
    expect(archived.featured).toMatchObject({ courseId: featured.id, course: { id: featured.id, status: 'archived' } });
    expect(archived.hero?.id).toBe(newest.id);

    await t.db.delete(courses).where(eq(courses.id, featured.id));
    expect(await heroId()).toBe(newest.id);
    expect((await settings()).featured).toMatchObject({ courseId: featured.id, course: null });
    // The admin can still choose again from what the page showed.
    expect((await feature(newest.id, featured.id)).statusCode).toBe(200);
  });

  it('reads a hand-edited value that is no course id as no featured course', async () => {
    await t.db
      .insert(siteSettings)
      .values({ key: 'featured_course_id', value: 'not-an-id' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'not-an-id' } });
    expect((await settings()).featured).toMatchObject({ courseId: null, course: null });
    const course = await createCourse(t.db, { status: 'published' });
    expect((await feature(course.id, null)).statusCode).toBe(200);
  });

  it('lets a subadmin read the settings but not change them, and refuses students and instructors both', async () => {
    const course = await createCourse(t.db, { status: 'published' });
    const sub = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await sub.http.get('/api/admin/settings')).statusCode).toBe(200);
    const before = await databaseState(t.db);
    const write = await sub.http.put('/api/admin/settings/featured-course', { courseId: course.id, previousCourseId: null });
    expect(write.statusCode).toBe(403);
    expect(errorOf(write).message).toBe('You are in Read-Only Mode. You can view all data but cannot make changes.');
    for (const role of ['student', 'instructor'] as const) {
      const u = await signedIn(t.app, t.db, { role });
      expect((await u.http.get('/api/admin/settings')).statusCode).toBe(403);
      expect((await u.http.put('/api/admin/settings/featured-course', { courseId: course.id, previousCourseId: null })).statusCode).toBe(
        403,
      );
    }
    expect((await api(t.app).get('/api/admin/settings')).statusCode).toBe(401);
    // Signing the users in wrote their sessions; the setting and the audit log are as they were.
    const after = await databaseState(t.db);
    expect({ ...after, sessions: '', users: '', throttle_counters: '' }).toEqual({
      ...before,
      sessions: '',
      users: '',
      throttle_counters: '',
    });
  });
});
