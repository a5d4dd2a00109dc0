// Handing a leaving instructor's courses to another one (PRODUCT-DECISIONS, "Authoring and
// administration": an instructor who owns courses is deleted, or leaves teaching, only when the same
// request names who takes them over). The courses and their quizzes (the course's instructor grades
// them) change hands in the caller's transaction, each course with its audit event.
import { courseHandoverNeeded, handoverNeededMessage, mayOwnCourses, MESSAGES, type Role } from '@app/core';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { courses, quizzes } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { findUserRole, type AdminUserData } from './queries.js';

/**
 * Moves the user's courses to `transferTo` when their new role (null: deletion) cannot keep them;
 * returns how many moved. A hand-over that is needed and not named is a 409 saying so; one named
 * when none is needed is ignored (the courses may have gone since the admin's screen was drawn).
 */
export async function handOverIfNeeded(
  tx: Tx,
  actor: RequestActor,
  from: AdminUserData,
  newRole: Role | null,
  transferTo: string | undefined,
): Promise<number> {
  if (!courseHandoverNeeded(from, newRole)) return 0;
  if (!transferTo) throw conflict(handoverNeededMessage(from.fullName, from.courseCount));
  const to = transferTo === from.id ? undefined : await findUserRole(tx, transferTo);
  if (!to || !mayOwnCourses(to.role)) throw badRequest(MESSAGES.handoverNotInstructor);

  const moved = await tx
    .update(courses)
    .set({ instructorId: to.id })
    .where(eq(courses.instructorId, from.id))
    .returning({ id: courses.id, title: courses.title });
  if (moved.length === 0) return 0;
  await tx
    .update(quizzes)
    .set({ instructorId: to.id })
    .where(
      inArray(
        quizzes.courseId,
        moved.map((c) => c.id),
      ),
    );
  await recordAdminChange(
    tx,
    actor,
    from.id,
    ...moved.map((c) => ({
      action: 'course.instructor_changed' as const,
      entityType: 'course' as const,
      entityId: c.id,
      entityLabel: c.title,
      before: { instructorId: from.id, instructorName: from.fullName },
      after: { instructorId: to.id, instructorName: to.fullName },
    })),
  );
  return moved.length;
}
