// The Subadmin Panel's read-only lists: instructors with their course and student counts, and
// every review newest first. Each counted by hand from a small world of its own.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructorsResponse, AdminReviewsResponse } from '@app/core';
import { api, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createInstructor, createStudent, enrollUser, signedIn } from '../../../test/factories.js';
import { courseReviews } from '../../db/schema.js';
import { reviewPage } from './reviews.js';

let t: TestContext;
let sub: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  sub = await signedIn(t.app, t.db, { role: 'subadmin' });
});

describe('GET /api/admin/instructors', () => {
  it('lists instructors by name with courses, published courses and distinct students, in a constant number of statements', async () => {
    const mark = `Q${randomUUID().slice(0, 6)}`;
    const zed = await createInstructor(t.db, { fullName: `${mark} Zed`, email: 'zed@example.com' });
    const amy = await createInstructor(t.db, { fullName: `${mark} Amy` });
    const c1 = await createCourse(t.db, { instructorId: zed.id, status: 'published' });
    const c2 = await createCourse(t.db, { instructorId: zed.id, status: 'draft' });
    await createCourse(t.db, { instructorId: zed.id, status: 'archived' });
    const [s1, s2] = [await createStudent(t.db), await createStudent(t.db)];
    await enrollUser(t.db, s1.id, c1.id);
    await enrollUser(t.db, s2.id, c1.id, { status: 'completed' });
    await enrollUser(t.db, s1.id, c2.id, { status: 'inactive' });
    // Not an instructor: an admin who teaches, and a student with the mark in their name.
    await createStudent(t.db, { fullName: `${mark} Student` });

    let res!: Awaited<ReturnType<typeof sub.http.get>>;
    const statements = await countQueries(t, async () => (res = await sub.http.get(`/api/admin/instructors?q=${mark.toLowerCase()}`)));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminInstructorsResponse>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.instructors).toEqual([
      expect.objectContaining({ id: amy.id, fullName: `${mark} Amy`, courseCount: 0, publishedCount: 0, studentCount: 0 }),
      {
        id: zed.id,
        fullName: `${mark} Zed`,
        staffId: zed.staffId,
        email: 'zed@example.com',
        specialization: null,
        avatarUrl: null,
        courseCount: 3,
        publishedCount: 1,
        studentCount: 2,
        createdAt: expect.any(String),
      },
    ]);
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('searches e-mails and staff IDs too, and pages 20 at a time', async () => {
    const mark = `P${randomUUID().slice(0, 6)}`;
    const byStaff = await createInstructor(t.db, { staffId: `${mark}-ST` });
    const byMail = await createInstructor(t.db, { email: `${mark.toLowerCase()}@uni.example` });
    const ids = async (q: string) =>
      (await sub.http.get(`/api/admin/instructors?q=${q}`)).json<AdminInstructorsResponse>().instructors.map((i) => i.id);
    expect(await ids(`${mark}-st`)).toEqual([byStaff.id]);
    expect(await ids(`${mark}@`)).toEqual([byMail.id]);

    const many = `M${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 21; i++) await createInstructor(t.db, { fullName: `${many} ${String(i).padStart(2, '0')}` });
    const page2 = (await sub.http.get(`/api/admin/instructors?q=${many}&page=2`)).json<AdminInstructorsResponse>();
    expect(page2.instructors.map((i) => i.fullName)).toEqual([`${many} 20`]);
    expect(page2.total).toBe(21);
  });

  it('refuses bad queries and anyone but admins and subadmins', async () => {
    for (const q of ['page=0', 'page=99999', `q=${'z'.repeat(201)}`, 'role=admin']) {
      const res = await sub.http.get(`/api/admin/instructors?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    expect((await (await signedIn(t.app, t.db, { role: 'admin' })).http.get('/api/admin/instructors')).statusCode).toBe(200);
    for (const role of ['student', 'instructor'] as const) {
      expect((await (await signedIn(t.app, t.db, { role })).http.get('/api/admin/instructors')).statusCode).toBe(403);
    }
    expect((await api(t.app).get('/api/admin/instructors')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with course, learner, rating and comment; the total from the course counters', async () => {
    const fresh = await buildTestApp();
    const reader = await signedIn(fresh.app, fresh.db, { role: 'subadmin' });
    const course = await createCourse(fresh.db, { title: 'Rated Course' });
    const other = await createCourse(fresh.db, { title: 'Other Course' });
    const ann = await createStudent(fresh.db, { fullName: 'Ann Learner' });
    const bob = await createStudent(fresh.db, { fullName: 'Bob Learner' });
    await fresh.db.insert(courseReviews).values([
      { courseId: course.id, userId: ann.id, rating: 5, comment: 'Loved it', createdAt: new Date('2026-03-01T10:00:00Z') },
      { courseId: other.id, userId: ann.id, rating: 2, comment: null, createdAt: new Date('2026-03-02T10:00:00Z') },
      { courseId: course.id, userId: bob.id, rating: 4, comment: 'Good', createdAt: new Date('2026-02-01T10:00:00Z') },
    ]);
    let res!: Awaited<ReturnType<typeof reader.http.get>>;
    const statements = await countQueries(fresh, async () => (res = await reader.http.get('/api/admin/reviews')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminReviewsResponse>()).toEqual({
      reviews: [
        {
          id: expect.any(String),
          course: { id: other.id, title: 'Other Course' },
          learnerName: 'Ann Learner',
          rating: 2,
          comment: null,
          createdAt: '2026-03-02T10:00:00.000Z',
        },
        {
          id: expect.any(String),
          course: { id: course.id, title: 'Rated Course' },
          learnerName: 'Ann Learner',
          rating: 5,
          comment: 'Loved it',
          createdAt: '2026-03-01T10:00:00.000Z',
        },
        {
          id: expect.any(String),
          course: { id: course.id, title: 'Rated Course' },
          learnerName: 'Bob Learner',
          rating: 4,
          comment: 'Good',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
      ],
      total: 3,
      page: 1,
      pageSize: 20,
    });
    expect(statements).toBeLessThanOrEqual(3);
    const past = (await reader.http.get('/api/admin/reviews?page=2')).json<AdminReviewsResponse>();
    expect(past).toMatchObject({ reviews: [], total: 3, page: 2 });
  });

  it('refuses bad pages and anyone but admins and subadmins', async () => {
    for (const q of ['page=-1', 'page=1e9', 'page=abc', 'courseId=1']) {
      expect((await sub.http.get(`/api/admin/reviews?${q}`)).statusCode, q).toBe(400);
    }
    for (const role of ['student', 'instructor'] as const) {
      expect((await (await signedIn(t.app, t.db, { role })).http.get('/api/admin/reviews')).statusCode).toBe(403);
    }
    expect((await api(t.app).get('/api/admin/reviews')).statusCode).toBe(401);
  });
});

describe('the reviews page at scale', () => {
  it('reads 20,000 reviews newest first from course_reviews_created_idx, a page at a time, never sorting them all', async () => {
    const big = await buildTestApp();
    await big.pool.query(`
      insert into users (staff_id, full_name, role, password_hash) select 'R-' || g, 'Reader ' || g, 'student', 'x' from generate_series(1, 200) g;
      insert into courses (title, short_description, description, status) select 'Course ' || g, 's', 'd', 'published' from generate_series(1, 100) g;
      insert into course_reviews (course_id, user_id, rating, created_at)
        select c.id, u.id, 1 + (random() * 4)::int, now() - random() * interval '365 days' from courses c cross join users u where u.staff_id like 'R-%';
      analyze course_reviews;`);
    const { sql, params } = reviewPage(big.db, 3).toSQL();
    const { rows } = await big.pool.query(`explain (analyze, format json) ${sql}`, params);
    type Node = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; 'Actual Rows'?: number; Plans?: Node[] };
    const all = (n: Node): Node[] => [n, ...(n.Plans ?? []).flatMap(all)];
    const plan = all((rows[0]['QUERY PLAN'] as { Plan: Node }[])[0]!.Plan);
    const reviews = plan.filter((n) => n['Relation Name'] === 'course_reviews');
    expect(reviews.map((n) => n['Index Name'])).toEqual(['course_reviews_created_idx']);
    // Three pages of 20, read in order: nothing sorted, nothing more read.
    expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(reviews[0]!['Actual Rows']).toBe(60);
  });
});
