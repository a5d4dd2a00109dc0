// One save of the whole order (the Curriculum Builder's drag and drop, keyboard moves, 'Move to
// section...'): every section in its new order, each with every lesson it now holds. The ids must
// be exactly the course's, each once: none missing, none of another course (so no lesson can move
// into another course's section). One statement whatever the size of the course: the new positions
// as unnest() of arrays, checked against the course's ids, and only rows whose place changed
// rewritten.
//
// Stored progress counts the lessons of published sections, whatever their order: a reorder that
// keeps every lesson on the same side (shown or hidden) leaves every learner's percentage,
// completion and certificate exactly as they were, and skips the recompute (which reads every
// progress row of the course). One that moves a lesson between a shown and a hidden section
// changes what learners count, and recomputes. Locks follow the new order at once: the player
// computes them on every request.
import { sql } from 'drizzle-orm';
import { MESSAGES, type CurriculumChangeResponse, type reorderCurriculumInput } from '@app/core';
import type { z } from 'zod';
import type { RequestActor } from '../../auth/user.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../lib/errors.js';
import { changeCurriculum } from './change.js';

type ReorderInput = z.output<typeof reorderCurriculumInput>;

/** The new order as parallel arrays, for unnest(). */
function positions(input: ReorderInput) {
  const sectionIds = input.sections.map((s) => s.id);
  const sectionPositions = sectionIds.map((_, i) => i);
  const lessonIds: string[] = [];
  const lessonSections: string[] = [];
  const lessonPositions: number[] = [];
  for (const s of input.sections) {
    s.lessonIds.forEach((id, i) => {
      lessonIds.push(id);
      lessonSections.push(s.id);
      lessonPositions.push(i);
    });
  }
  return { sectionIds, sectionPositions, lessonIds, lessonSections, lessonPositions };
}

export async function reorderCurriculum(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  courseId: string,
  input: ReorderInput,
): Promise<CurriculumChangeResponse> {
  const p = positions(input);
  const { version } = await changeCurriculum(
    deps,
    actor,
    { course: courseId },
    async (c) => {
      // One statement: the ids are checked and, only if they are exactly the course's, the rows
      // whose place changed are written; every part sees the same snapshot. The contract refuses
      // ids listed twice, so equal counts mean equal sets.
      const { rows } = await c.tx.execute<{ exact: boolean; crossing: boolean; sections_moved: number; lessons_moved: number }>(sql`
        with wanted_sections as (
          select * from unnest(${sql.param(p.sectionIds)}::uuid[], ${sql.param(p.sectionPositions)}::int[]) as x(id, pos)),
        moves as materialized (
          select l.id, l.section_id as old_section, l.order_index as old_pos, x.section_id, x.pos
            from lessons l
            join unnest(${sql.param(p.lessonIds)}::uuid[], ${sql.param(p.lessonSections)}::uuid[], ${sql.param(p.lessonPositions)}::int[])
                 as x(id, section_id, pos) on x.id = l.id
           where l.course_id = ${courseId}),
        verdict as (
          select (select count(*) from sections s where s.course_id = ${courseId}) = ${p.sectionIds.length}
             and (select count(*) from sections s join wanted_sections w on w.id = s.id where s.course_id = ${courseId}) = ${p.sectionIds.length}
             and (select count(*) from lessons l where l.course_id = ${courseId}) = ${p.lessonIds.length}
             and (select count(*) from moves) = ${p.lessonIds.length} as exact),
        moved_sections as (
          update sections s set order_index = w.pos from wanted_sections w
           where (select exact from verdict) and s.id = w.id and s.course_id = ${courseId} and s.order_index <> w.pos
          returning s.id),
        moved_lessons as (
          update lessons l set section_id = m.section_id, order_index = m.pos from moves m
           where (select exact from verdict) and l.id = m.id and (m.old_section <> m.section_id or m.old_pos <> m.pos)
          returning l.id)
        select v.exact,
               exists (select 1 from moves m
                         join sections was on was.id = m.old_section
                         join sections now on now.id = m.section_id
                        where m.old_section <> m.section_id and was.is_published <> now.is_published) as crossing,
               (select count(*)::int from moved_sections) as sections_moved,
               (select count(*)::int from moved_lessons) as lessons_moved
          from verdict v`);
      const n = rows[0]!;
      if (!n.exact) throw badRequest(MESSAGES.curriculumMismatch);
      c.recompute = n.crossing;
      c.audit.push({
        action: 'curriculum.reordered',
        entityType: 'course',
        entityId: c.course.id,
        entityLabel: c.course.title,
        after: { sectionsMoved: n.sections_moved, lessonsMoved: n.lessons_moved },
      });
    },
    { expectedVersion: input.version },
  );
  return { version, message: MESSAGES.curriculumReordered };
}
