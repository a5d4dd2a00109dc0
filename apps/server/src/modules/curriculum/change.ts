// One change of a course's curriculum (sections, lessons, their order), always the same way, in
// one transaction:
//  1. the course row is locked: changes of one course go one at a time, so a reorder's version
//     check sees every change committed before it (a section deleted while a reorder was on its
//     way moves the version, and the reorder is refused with 409);
//  2. the policy is asked (authorization/curriculum.ts);
//  3. the change is made;
//  4. the curriculum version moves (and the course's 'Last Updated');
//  5. when lessons were added, deleted or moved, or a section shown or hidden, every enrollment's
//     stored progress is recomputed (modules/courses/course-progress.ts): completions and certificates
//     stay, a learner the change brings to 100% completes;
//  6. what the change says it did is recorded in the audit log when an admin changed another
//     instructor's course (audit/admin-change.ts).
// Files the change no longer points at lose their rows in the transaction and their bytes after it.
import { sql } from 'drizzle-orm';
import type { CourseStatus } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { MESSAGES } from '@app/core';
import { authorizeCurriculumChange, curriculumNotFoundMessage, type CurriculumRecord } from '../../authorization/curriculum.js';
import { removeForgotten } from '../../storage/references.js';
import { recordAdminChange } from '../audit/admin-change.js';
import type { AuditEvent } from '../audit/record.js';
import { recomputeProgress } from '../courses/course-progress.js';

export interface LockedCourse {
  id: string;
  title: string;
  instructorId: string | null;
  status: CourseStatus;
  curriculumVersion: number;
}

export interface ChangeContext {
  tx: Tx;
  course: LockedCourse;
  /** The change's one instant (its deps' clock, read once): every row it writes carries it. */
  now: Date;
  /** Set when the lessons learners count changed (added, deleted, moved, a section shown or hidden). */
  recompute: boolean;
  /** Storage keys of files forgotten by the change, removed after commit. */
  forgotten: string[];
  /** What the change did, for the audit log (written only when it is recorded). */
  audit: AuditEvent[];
}

/** What the change is about: the course itself, or a section or lesson of it (found by id). */
export type ChangeTarget = { course: string } | { section: string } | { lesson: string };

export interface ChangeOptions {
  /** The version the caller's view was loaded at: a different current one is refused (409). */
  expectedVersion?: string;
}

/** How the audit log names a section or lesson: its title, then its course's. */
export const partLabel = (course: Pick<LockedCourse, 'title'>, title: string) => `${title} — ${course.title}`;

/** The curriculum version as the API spells it. */
export const curriculumVersionString = (n: number) => String(n);

/** The course of the target, with its row locked until the transaction ends. */
async function lockCourse(tx: Tx, target: ChangeTarget): Promise<{ record: CurriculumRecord; course: LockedCourse | undefined }> {
  const [record, courseId] =
    'course' in target
      ? (['course', sql`${target.course}::uuid`] as const)
      : 'section' in target
        ? (['section', sql`(select s.course_id from sections s where s.id = ${target.section})`] as const)
        : (['lesson', sql`(select l.course_id from lessons l where l.id = ${target.lesson})`] as const);
  const { rows } = await tx.execute<{
    id: string;
    title: string;
    instructor_id: string | null;
    status: CourseStatus;
    curriculum_version: number;
  }>(sql`select id, title, instructor_id, status, curriculum_version from courses where id = ${courseId} for update`);
  const row = rows[0];
  return {
    record,
    course: row && {
      id: row.id,
      title: row.title,
      instructorId: row.instructor_id,
      status: row.status,
      curriculumVersion: row.curriculum_version,
    },
  };
}

export async function changeCurriculum<T>(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  target: ChangeTarget,
  change: (c: ChangeContext) => Promise<T>,
  opts: ChangeOptions = {},
): Promise<{ result: T; version: string }> {
  const now = deps.clock();
  const { result, version, forgotten } = await deps.db.transaction(async (tx) => {
    const { record, course } = await lockCourse(tx, target);
    if (!course) throw notFound(curriculumNotFoundMessage(record));
    authorizeCurriculumChange(actor, record, course);
    if (opts.expectedVersion !== undefined && opts.expectedVersion !== curriculumVersionString(course.curriculumVersion)) {
      throw conflict(MESSAGES.curriculumChangedElsewhere);
    }
    const ctx: ChangeContext = { tx, course, now, recompute: false, forgotten: [], audit: [] };
    const result = await change(ctx);
    const { rows } = await tx.execute<{ curriculum_version: number }>(sql`
      update courses set curriculum_version = curriculum_version + 1, updated_at = ${now}::timestamptz
       where id = ${course.id} returning curriculum_version`);
    if (ctx.recompute) await recomputeProgress(deps, tx, { courseId: course.id, now });
    await recordAdminChange(tx, actor, course.instructorId, ...ctx.audit);
    return { result, version: curriculumVersionString(rows[0]!.curriculum_version), forgotten: ctx.forgotten };
  });
  await removeForgotten(deps.storage, forgotten);
  return { result, version };
}
