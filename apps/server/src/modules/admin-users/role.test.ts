// Changing a role over HTTP: the change, its records and the sessions it ends; one's own role and the
// last admin; a role that changed since the admin saw it; an instructor's courses handed over.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type RoleChangeResponse } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createInstructor, createQuiz, createStudent, createUser, login, signedIn } from '../../../test/factories.js';
import { auditEvents, courses, quizzes, roleAssignments, sessions, users } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Ada Admin' });
});

const change = (id: string, body: unknown, http = admin.http) => http.patch(`/api/admin/users/${id}/role`, body);
const roleOf = async (id: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const sessionCount = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.userId, id))).length;

describe('PATCH /api/admin/users/{id}/role', () => {
  it("changes the role, records who gave it, writes the audit row and ends the user's sessions", async () => {
    const learner = await createStudent(t.db, { fullName: 'Lee Learner', staffId: 'STU-LEE' });
    const cookie = await login(t.app, learner);
    const res = await change(learner.id, { role: 'instructor', expectedRole: 'student' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject<Partial<RoleChangeResponse>>({
      message: MESSAGES.userRoleUpdated,
      user: expect.objectContaining({ id: learner.id, role: 'instructor' }),
      transferredCourses: 0,
    });
    expect(await roleOf(learner.id)).toBe('instructor');
    expect(
      await t.db
        .select({ role: roleAssignments.role, by: roleAssignments.createdBy })
        .from(roleAssignments)
        .where(eq(roleAssignments.userId, learner.id)),
    ).toEqual([{ role: 'instructor', by: admin.user.id }]);
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, learner.id))).toMatchObject([
      {
        action: 'user.role_changed',
        entityLabel: 'Lee Learner (STU-LEE)',
        before: { role: 'student' },
        after: { role: 'instructor' },
        actorId: admin.user.id,
      },
    ]);
    expect(await sessionCount(learner.id)).toBe(0);
    expect((await api(t.app, cookie).get('/api/auth/session')).json()).toMatchObject({ user: null });
  });

  it('refuses an admin changing their own role, with the reason, and changes nothing', async () => {
    const before = await databaseState(t.db);
    const res = await change(admin.user.id, { role: 'student', expectedRole: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('You cannot change your own role. Another admin can.');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('keeps the last admin: a lone admin cannot step down, and a demoted admin can no longer demote anyone', async () => {
    const fresh = await buildTestApp();
    const first = await signedIn(fresh.app, fresh.db, { role: 'admin' });
    const second = await signedIn(fresh.app, fresh.db, { role: 'admin' });
    // Another admin's self-demotion is refused like anyone's.
    expect((await change(second.user.id, { role: 'student', expectedRole: 'admin' }, second.http)).statusCode).toBe(403);
    expect((await change(second.user.id, { role: 'student', expectedRole: 'admin' }, first.http)).statusCode).toBe(200);
    // The second one's sessions ended with the change; signed in again, they are a student.
    const demoted = api(fresh.app, await login(fresh.app, second.user));
    const before = await databaseState(fresh.db);
    expect((await change(first.user.id, { role: 'student', expectedRole: 'admin' }, demoted)).statusCode).toBe(403);
    expect((await change(first.user.id, { role: 'student', expectedRole: 'admin' }, first.http)).statusCode).toBe(403);
    expect((await first.http.delete(`/api/admin/users/${first.user.id}`)).statusCode).toBe(403);
    expect(await databaseState(fresh.db)).toEqual(before);
    expect(await fresh.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).toEqual([{ id: first.user.id }]);
  });

  it('refuses a change sent for a role that someone changed meanwhile (409), naming the role it now has', async () => {
    const user = await createStudent(t.db);
    expect((await change(user.id, { role: 'subadmin', expectedRole: 'student' })).statusCode).toBe(200);
    const before = await databaseState(t.db);
    // A second admin's screen still showed 'student'.
    const res = await change(user.id, { role: 'instructor', expectedRole: 'student' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(
      "Someone changed this user's role after you loaded the list: it is now Subadmin. Check it and try again.",
    );
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('changes nothing (and ends no session) when the user already has the role', async () => {
    const user = await createStudent(t.db);
    await login(t.app, user);
    const before = await databaseState(t.db);
    const res = await change(user.id, { role: 'student', expectedRole: 'student' });
    expect(res.statusCode).toBe(200);
    expect(await databaseState(t.db)).toEqual(before);
  });

  describe('an instructor who teaches courses', () => {
    async function teacherWithCourses() {
      const teacher = await createInstructor(t.db, { fullName: 'Tess Teacher' });
      const a = await createCourse(t.db, { instructorId: teacher.id, title: 'Algebra' });
      const b = await createCourse(t.db, { instructorId: teacher.id, title: 'Biology', status: 'draft' });
      const { quiz } = await createQuiz(t.db, { courseId: a.id, instructorId: teacher.id });
      return { teacher, courses: [a, b], quiz };
    }

    it('cannot leave teaching without someone named to take the courses (409), and nothing changes', async () => {
      const { teacher } = await teacherWithCourses();
      const before = await databaseState(t.db);
      const res = await change(teacher.id, { role: 'student', expectedRole: 'instructor' });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe('Tess Teacher teaches 2 courses. Choose another instructor to take them over.');
      expect(await databaseState(t.db)).toEqual(before);
    });

    it('refuses a hand-over to a student, to themself or to nobody who exists (400)', async () => {
      const { teacher } = await teacherWithCourses();
      const student = await createStudent(t.db);
      const before = await databaseState(t.db);
      for (const to of [student.id, teacher.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await change(teacher.id, { role: 'student', expectedRole: 'instructor', transferCoursesTo: to });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).message).toBe(MESSAGES.handoverNotInstructor);
      }
      expect(await databaseState(t.db)).toEqual(before);
    });

    it('hands every course and its quizzes to the instructor named, with an audit row per course', async () => {
      const { teacher, courses: owned, quiz } = await teacherWithCourses();
      const heir = await createInstructor(t.db, { fullName: 'Hal Heir' });
      const res = await change(teacher.id, { role: 'subadmin', expectedRole: 'instructor', transferCoursesTo: heir.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ transferredCourses: 2, user: { role: 'subadmin', courseCount: 0 } });
      const after = await t.db
        .select({ id: courses.id, instructorId: courses.instructorId })
        .from(courses)
        .where(eq(courses.instructorId, heir.id));
      expect(after.map((c) => c.id).sort()).toEqual(owned.map((c) => c.id).sort());
      expect((await t.db.select({ by: quizzes.instructorId }).from(quizzes).where(eq(quizzes.id, quiz.id)))[0]!.by).toBe(heir.id);
      const moved = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'course.instructor_changed'), eq(auditEvents.actorId, admin.user.id)));
      expect(moved.filter((e) => owned.some((c) => c.id === e.entityId))).toHaveLength(2);
      expect(moved.find((e) => e.entityId === owned[0]!.id)).toMatchObject({
        entityLabel: 'Algebra',
        before: { instructorId: teacher.id, instructorName: 'Tess Teacher' },
        after: { instructorId: heir.id, instructorName: 'Hal Heir' },
      });
    });

    it('keeps the courses when the new role may teach too (admin)', async () => {
      const { teacher } = await teacherWithCourses();
      const res = await change(teacher.id, { role: 'admin', expectedRole: 'instructor' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ transferredCourses: 0, user: { role: 'admin', courseCount: 2 } });
    });
  });

  it.each([
    ['an unknown role', { role: 'owner', expectedRole: 'student' }, 'Role must be one of'],
    ['no expected role', { role: 'student' }, 'Send the role the user had'],
    ['a hand-over that is not an id', { role: 'student', expectedRole: 'instructor', transferCoursesTo: 'abc' }, 'Not a valid id'],
    ['another field', { role: 'student', expectedRole: 'instructor', staffId: 'X' }, 'Unrecognized key'],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const user = await createUser(t.db, { role: 'instructor' });
    const before = await databaseState(t.db);
    const res = await change(user.id, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('answers 400 for an id that is not one and 404 for an account that does not exist', async () => {
    const bad = await change('not-a-uuid', { role: 'student', expectedRole: 'student' });
    expect(bad.statusCode).toBe(400);
    const missing = await change('00000000-0000-4000-8000-000000000000', { role: 'student', expectedRole: 'student' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(MESSAGES.userNotFound);
  });
});
