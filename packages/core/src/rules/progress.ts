// A learner's progress through a course (spec section 4): the percentage shown everywhere, its
// badge, and when an enrollment counts as completed. The server stores what these say
// (modules/courses/progress.ts); the player and My Courses show it.
import type { EnrollmentStatus } from '../enums.js';

/**
 * Whole percent of lessons completed, 0 for a course without lessons. 100 only when every lesson
 * is done and 0 only when none is: 199 of 200 is 99 (not a rounded 100, which would open the
 * course assessment early), 1 of 300 is 1 (not 'Not Started').
 */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((completed / total) * 100)));
}

export type ProgressBadge = 'Not Started' | 'Started' | 'In Progress' | 'Almost Done' | 'Assessment Due' | 'Completed';

/** What the badge needs of an enrollment: its stored percentage and status. */
export interface EnrollmentProgress {
  progressPercentage: number;
  status: EnrollmentStatus;
}

/**
 * An enrollment's progress badge (spec section 4, by percentage), told by the same rule that
 * completes a course: 'Completed' only for a completed enrollment (every lesson done and the
 * course assessment, if any, passed; kept once earned, even when lessons added later lower the
 * percentage). An active enrollment at 100% is not completed only because its assessment is still
 * to pass (completion is recomputed with every lesson): 'Assessment Due', never 'Completed'. A
 * deactivated one at 100% is frozen whatever is left, so it reads 'Almost Done'.
 */
export function progressBadge({ progressPercentage: percent, status }: EnrollmentProgress): ProgressBadge {
  if (status === 'completed') return 'Completed';
  if (percent <= 0) return 'Not Started';
  if (percent < 25) return 'Started';
  if (percent < 50) return 'In Progress';
  if (percent < 100 || status === 'inactive') return 'Almost Done';
  return 'Assessment Due';
}

/**
 * Whether an enrollment belongs in 'Continue Learning' (dashboard and My Courses): an active one,
 * with something left to do. Never a completed course (it has its own shelf), nor a deactivated
 * one (the player refuses it until an instructor restores it).
 */
export const continuesLearning = (enrollment: Pick<EnrollmentProgress, 'status'>): boolean => enrollment.status === 'active';

/**
 * Whether a course is completed: every lesson done and, when the course has a published final
 * assessment, that assessment passed.
 */
export const courseComplete = (percent: number, assessment: { passed: boolean } | null): boolean =>
  percent === 100 && (assessment === null || assessment.passed);

/**
 * An enrollment's status after its progress is recomputed. Completion is kept once earned: a
 * lesson added later lowers the percentage but does not take the completion (or its certificate)
 * away. A deactivated enrollment stays so: only an instructor or admin restores it.
 */
export function statusAfterProgress(current: EnrollmentStatus, complete: boolean): EnrollmentStatus {
  if (current === 'inactive') return 'inactive';
  return complete || current === 'completed' ? 'completed' : 'active';
}

/**
 * The status an enrollment returns to when an instructor or admin restores it: completed when the
 * learner had completed the course before the deactivation (the completion, its date and the
 * certificate stayed), else active. Its progress is then recomputed, which may complete it.
 */
export const restoredStatus = (completedAt: unknown): EnrollmentStatus => (completedAt != null ? 'completed' : 'active');
