// POST /api/courses/{id}/assignments (issue 30): an admin assigns a published course to people and
// groups, an instructor their own course. The people named are assigned at once; each group is
// assigned by a background job (a group may have ten thousand members), which its members' later
// joins follow (learners.ts, assignGroupCourses).
import { eq, inArray } from 'drizzle-orm';
import { addMonths, DUE_DATE_MAX_YEARS, MESSAGES, staffIdsNotFoundMessage, type AssignCourseResponse, type DueRule } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import { authorizeCourse } from '../../authorization/index.js';
import { assignments, courses, groups } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { usersByStaffIds } from '../groups/group-queries.js';
import { userToday } from '../notifications/preferences.js';
import { assignLearners, pairsOf } from './learners.js';

export const ASSIGN_GROUP_JOB = 'assign-group';

export interface AssignCourse {
  staffIds: string[];
  groupIds: string[];
  due: DueRule;
  recertMonths: number | null;
}

export async function assignCourse(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'>,
  actor: RequestActor,
  courseId: string,
  input: AssignCourse,
): Promise<AssignCourseResponse> {
  const now = deps.clock();
  const [course] = await deps.db
    .select({ id: courses.id, title: courses.title, instructorId: courses.instructorId, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound(MESSAGES.courseNotFound);
  authorizeCourse(actor, 'assign', course);
  if (course.status !== 'published') throw badRequest(MESSAGES.assignOnlyPublished);
  if (input.due.type === 'date') await checkDueDate(deps, actor.id, input.due.date, now);

  const staffIds = [...new Map(input.staffIds.map((s) => [s.toLowerCase(), s])).values()];
  const groupIds = [...new Set(input.groupIds)];
  const dueOn = input.due.type === 'date' ? input.due.date : null;
  const dueDays = input.due.type === 'days' ? input.due.days : null;

  return deps.db.transaction(async (tx) => {
    // Shared locks: a group deleted meanwhile is either gone here (404) or waits until this commits.
    const found = groupIds.length
      ? await tx.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds)).for('share')
      : [];
    if (found.length !== groupIds.length) throw notFound(MESSAGES.assignGroupNotFound);
    const people = staffIds.length ? await usersByStaffIds(tx, staffIds) : [];
    if (people.length !== staffIds.length) {
      const known = new Set(people.map((u) => u.staffId.toLowerCase()));
      throw badRequest(staffIdsNotFoundMessage(staffIds.filter((s) => !known.has(s.toLowerCase()))));
    }
    const base = { courseId, dueOn, dueDays, recertMonths: input.recertMonths, createdBy: actor.id, createdAt: now };
    const made = await tx
      .insert(assignments)
      .values([
        ...found.map((g) => ({ ...base, groupId: g.id, groupName: g.name, state: 'assigning' as const })),
        ...(people.length ? [{ ...base, state: 'done' as const }] : []),
      ])
      .returning({ id: assignments.id, groupId: assignments.groupId });

    const peopleAssignment = made.find((a) => a.groupId === null);
    const assignedNow = peopleAssignment
      ? await assignLearners(
          deps,
          tx,
          pairsOf(
            peopleAssignment.id,
            people.map((p) => p.id),
          ),
          now,
        )
      : 0;
    const groupAssignments = made.filter((a) => a.groupId !== null);
    await deps.jobs.sendMany(
      ASSIGN_GROUP_JOB,
      groupAssignments.map((a) => ({ data: { assignmentId: a.id } })),
      { tx },
    );
    await recordAdminChange(
      tx,
      actor,
      course.instructorId,
      ...made.map((a) => ({
        action: 'assignment.created' as const,
        entityType: 'assignment' as const,
        entityId: a.id,
        entityLabel: course.title,
        before: null,
        after: {
          courseId,
          group: found.find((g) => g.id === a.groupId)?.name ?? null,
          staffIds: a.groupId ? null : people.map((p) => p.staffId),
          dueOn,
          dueDays,
          recertMonths: input.recertMonths,
        },
      })),
    );
    return { message: assignedMessage(assignedNow, people.length, found.length), assignmentIds: made.map((a) => a.id), assignedNow };
  });
}

function assignedMessage(assignedNow: number, named: number, groupCount: number): string {
  const parts: string[] = [];
  if (named > 0)
    parts.push(
      assignedNow === named
        ? `Assigned to ${named === 1 ? '1 person' : `${named} people`}.`
        : `Assigned to ${assignedNow} of ${named} people named (the others already had it, teach it, or do not learn).`,
    );
  if (groupCount > 0)
    parts.push(`${groupCount === 1 ? 'The group is' : `${groupCount} groups are`} being assigned: members see it within a minute.`);
  return parts.join(' ');
}

/** A fixed due date: from today to five years ahead, in the assigner's own calendar. */
async function checkDueDate(deps: Pick<Deps, 'db'>, actorId: string, date: string, now: Date) {
  const today = await userToday(deps.db, actorId, now);
  if (date < today) throw badRequest(MESSAGES.assignDueInPast);
  if (date > addMonths(today, DUE_DATE_MAX_YEARS * 12)) throw badRequest(MESSAGES.assignDueTooFar);
}
