// Group membership keeps assignments in step whoever changes it (issue 30): an account the bulk
// import puts in an assigned group, and a person the directory puts in one at sign-in, get the
// group's courses with their own due dates, as a member an admin adds does (assign.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '@app/core';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { previewCsv } from '../../../test/imports.js';
import type { TestProvider } from '../../../test/oidc-provider.js';
import { providerFor, signInAs } from '../../../test/oidc-sign-in.js';
import { groups, learnerAssignments, notifications, userImports, users } from '../../db/schema.js';
import { runImport } from '../user-import/job.js';
import { runGroupAssignment } from './group-job.js';

let t: TestContext;
let op: TestProvider;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  let settings: Record<string, string>;
  ({ op, settings } = await providerFor([
    { sub: 'sub-joiner', claims: { preferred_username: 'OP-JOINER', name: 'Jo Iner', email: 'jo@example.org', groups: ['Night Shift'] } },
  ]));
  t = await buildTestApp(settings);
  admin = await signedIn(t.app, t.db, { role: 'admin' });
});
afterAll(() => op.close());

const today = () => dateIn(t.clock.now(), 'UTC');
const assignmentsOf = async (staffId: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.staffId, staffId));
  return t.db.select().from(learnerAssignments).where(eq(learnerAssignments.userId, user!.id));
};

/** A group (made now if missing) with `courseId` assigned to it, due `days` after each member joins. */
async function assignedGroup(name: string, days: number) {
  const course = await createCourse(t.db);
  await t.db.insert(groups).values({ name }).onConflictDoNothing();
  const [group] = await t.db.select().from(groups).where(eq(groups.name, name));
  const res = await admin.http.post(`/api/courses/${course.id}/assignments`, { groupIds: [group!.id], due: { type: 'days', days } });
  expect(res.statusCode, res.body).toBe(202);
  await runGroupAssignment(t.deps, res.json().assignmentIds[0]);
  return course;
}

describe('joining an assigned group', () => {
  it('through the bulk import assigns the new accounts the group’s courses', async () => {
    const course = await assignedGroup('Loading Bay', 14);
    const preview = await previewCsv(admin.http, 'Staff ID,Full Name,Group\nIMP-J1,Imported One,Loading Bay\nIMP-J2,Imported Two,\n');
    await t.db.update(userImports).set({ status: 'queued' }).where(eq(userImports.id, preview.import.id));
    await runImport(t.deps, preview.import.id, { restRatio: 0 });
    expect(await assignmentsOf('IMP-J1')).toEqual([expect.objectContaining({ courseId: course.id, dueOn: addDays(today(), 14) })]);
    expect(await assignmentsOf('IMP-J2')).toEqual([]);
  });

  it('through the directory at sign-in assigns the person the group’s courses, and tells them', async () => {
    const course = await assignedGroup('Night Shift', 5);
    await signInAs(t.app, op, 'sub-joiner');
    const [row] = await assignmentsOf('OP-JOINER');
    expect(row).toMatchObject({ courseId: course.id, dueOn: addDays(today(), 5), cycle: 1 });
    const told = await t.db.select().from(notifications).where(eq(notifications.recipientId, row!.userId));
    expect(told.map((n) => n.kind)).toContain('course_assigned');
    // Signing in again changes nothing.
    await signInAs(t.app, op, 'sub-joiner');
    expect(await assignmentsOf('OP-JOINER')).toHaveLength(1);
  });
});
