// Lesson locking (spec section 4), decided once here and used by the server (which enforces
// it) and the player (which shows it).
//
// - Preview mode (the course's instructor, admins): nothing is locked.
// - A free lesson is always open: that is what "free" promises.
// - Without an active enrollment every other lesson is locked.
// - With one, the very first lesson is open, and any other opens once every earlier lesson,
//   in order across sections, is completed.

export interface LockInput {
  /** Lessons of published sections, in curriculum order. */
  lessons: readonly { id: string; isFree: boolean }[];
  completed: ReadonlySet<string>;
  hasAccess: boolean;
  preview?: boolean;
}

/** The ids of the locked lessons. */
export function lockedLessons({ lessons, completed, hasAccess, preview }: LockInput): Set<string> {
  const locked = new Set<string>();
  if (preview) return locked;
  let allEarlierDone = true;
  lessons.forEach((lesson, index) => {
    const open = lesson.isFree || (hasAccess && (index === 0 || allEarlierDone));
    if (!open) locked.add(lesson.id);
    if (!completed.has(lesson.id)) allEarlierDone = false;
  });
  return locked;
}

/** The course assessment opens once every lesson is completed (always in preview). */
export function assessmentOpen({ lessons, completed, preview }: Pick<LockInput, 'lessons' | 'completed' | 'preview'>): boolean {
  return preview === true || lessons.every((l) => completed.has(l.id));
}

/** Where 'Continue Learning' goes: the first open lesson not yet completed, else the first open one. */
export function nextLesson(input: LockInput): string | null {
  const locked = lockedLessons(input);
  const open = input.lessons.filter((l) => !locked.has(l.id));
  return (open.find((l) => !input.completed.has(l.id)) ?? open[0])?.id ?? null;
}

/**
 * The player's 'Continue Learning' (spec section 4): the lesson after `currentId` in the same
 * section, if it is unlocked; otherwise none (the last lesson of a section, or a locked next one).
 */
export function continueLesson(
  sections: readonly { lessons: readonly { id: string; isLocked: boolean }[] }[],
  currentId: string | null,
): string | null {
  for (const { lessons } of sections) {
    const index = lessons.findIndex((l) => l.id === currentId);
    if (index < 0) continue;
    const next = lessons[index + 1];
    return next && !next.isLocked ? next.id : null;
  }
  return null;
}

/** Statuses of an enrollment that open the course. */
export const ACCESS_STATUSES = ['active', 'completed'] as const;

/** Whether an enrollment (or none) opens its course: an inactive one does not. */
export const opensCourse = (enrollment: { status: string } | null | undefined): boolean =>
  enrollment != null && (ACCESS_STATUSES as readonly string[]).includes(enrollment.status);
