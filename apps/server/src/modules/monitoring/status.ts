// Deactivating an enrollment and restoring it. Whoever manages the course may (the policy's
// canEnrollment 'set-status'); another instructor's learner is 'not found'. The learner of an
// inactive enrollment gets 'Enrollment Inactive' in the player; a restored one continues where they
// were, and completes then if they meet the completion rule (recomputeProgress, in the same
// transaction, which locks the row against a lesson completion meanwhile). The learner is told
// either way, in the same transaction; setting the status it already has changes and tells nothing.
import { eq } from 'drizzle-orm';
import { MESSAGES, restoredStatus, type EnrollmentStatusInput, type EnrollmentStatusResponse } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import type { Deps } from '../../deps.js';
import { courses, enrollments, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { authorizeEnrollment } from '../../authorization/enrollment.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { recomputeProgress } from '../courses/course-progress.js';
import { notifyEnrollmentStatus } from '../notifications/write.js';

export async function setEnrollmentStatus(
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  enrollmentId: string,
  input: EnrollmentStatusInput,
): Promise<EnrollmentStatusResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        enrollment: enrollments,
        course: { instructorId: courses.instructorId, status: courses.status, title: courses.title },
        learner: { staffId: users.staffId, fullName: users.fullName },
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(eq(enrollments.id, enrollmentId))
      .for('update', { of: enrollments });
    if (!found) throw notFound(MESSAGES.enrollmentNotFound);
    const { enrollment, course, learner } = found;
    authorizeEnrollment(actor, 'set-status', enrollment, course);

    let status = enrollment.status;
    let progressPercentage = enrollment.progressPercentage;
    if (input.status === 'inactive' && status !== 'inactive') {
      status = 'inactive';
      await tx.update(enrollments).set({ status }).where(eq(enrollments.id, enrollmentId));
      await notifyEnrollmentStatus(tx, 'enrollment_deactivated', enrollmentId, now);
    } else if (input.status === 'active' && status === 'inactive') {
      await tx
        .update(enrollments)
        .set({ status: restoredStatus(enrollment.completedAt) })
        .where(eq(enrollments.id, enrollmentId));
      const [recomputed] = await recomputeProgress(deps, tx, { courseId: enrollment.courseId, userId: enrollment.userId, now });
      status = recomputed!.status;
      progressPercentage = recomputed!.progressPercentage;
      await notifyEnrollmentStatus(tx, 'enrollment_restored', enrollmentId, now);
    }
    if (status !== enrollment.status)
      await recordAdminChange(tx, actor, course.instructorId, {
        action: 'enrollment.status_changed',
        entityType: 'enrollment',
        entityId: enrollmentId,
        entityLabel: `${learner.fullName} (${learner.staffId}) — ${course.title}`,
        before: { status: enrollment.status },
        after: { status },
      });
    return {
      message: status === 'inactive' ? MESSAGES.enrollmentDeactivated : MESSAGES.enrollmentRestored,
      enrollment: { id: enrollmentId, status, progressPercentage },
    };
  });
}
