// The admin figures over HTTP: every field counted by hand from a small world, one statement,
// and only admins and subadmins may read them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsResponse } from '@app/core';
import { api, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import {
  createAdmin,
  createCategory,
  createCourse,
  createInstructor,
  createStudent,
  createSubadmin,
  enrollUser,
  login,
  signedIn,
} from '../../../test/factories.js';
import { courseReviews } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('GET /api/admin/stats', () => {
  it('counts every figure of the spec, from one statement', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const teacher = await createInstructor(t.db);
    await createInstructor(t.db);
    const [ann, bob, cy] = [await createStudent(t.db), await createStudent(t.db), await createStudent(t.db)];
    await createSubadmin(t.db);
    await createAdmin(t.db);
    const category = await createCategory(t.db);
    await createCategory(t.db);
    const published = await createCourse(t.db, { instructorId: teacher.id, categoryId: category.id, status: 'published' });
    const other = await createCourse(t.db, { instructorId: teacher.id, status: 'published' });
    await createCourse(t.db, { instructorId: teacher.id, status: 'draft' });
    await createCourse(t.db, { instructorId: teacher.id, status: 'archived' });
    await enrollUser(t.db, ann.id, published.id);
    await enrollUser(t.db, bob.id, published.id);
    await enrollUser(t.db, cy.id, other.id);
    await t.db.insert(courseReviews).values([
      { courseId: published.id, userId: ann.id, rating: 5 },
      { courseId: published.id, userId: bob.id, rating: 4 },
      { courseId: other.id, userId: cy.id, rating: 4 },
    ]);

    let res!: Awaited<ReturnType<ReturnType<typeof api>['get']>>;
    const statements = await countQueries(t, async () => {
      res = await admin.http.get('/api/admin/stats');
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual<AdminStatsResponse>({
      totalStudents: 3,
      totalInstructors: 2,
      totalAdmins: 2,
      totalSubadmins: 1,
      publishedCourses: 2,
      draftCourses: 1,
      archivedCourses: 1,
      totalEnrollments: 3,
      totalReviews: 3,
      averageRating: 4.3,
      totalCategories: 2,
    });
    // The session lookup and the figures: never one query per figure or per row.
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('lets a subadmin read them and refuses students, instructors and visitors', async () => {
    const sub = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await sub.http.get('/api/admin/stats')).statusCode).toBe(200);
    for (const role of ['student', 'instructor'] as const) {
      const u = await signedIn(t.app, t.db, { role });
      const res = await u.http.get('/api/admin/stats');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    const visitor = await api(t.app).get('/api/admin/stats');
    expect(visitor.statusCode).toBe(401);
  });

  it('gives a null average with no reviews', async () => {
    const fresh = await buildTestApp();
    const admin = await createAdmin(fresh.db);
    const cookie = await login(fresh.app, admin);
    const res = await api(fresh.app, cookie).get('/api/admin/stats');
    expect(res.json()).toMatchObject({ averageRating: null, totalReviews: 0, totalAdmins: 1 });
  });
});
