// One save of the whole order (the Curriculum Builder's drag and drop, keyboard moves, 'Move to
// section...'): every section in its new order, each with every lesson it now holds. The ids must
// be exactly the course's, each once: none missing, none of another course (so no lesson can move
// into another course's section). A constant number of statements whatever the size of the course:
// one check of the ids, one UPDATE of the sections and one of the lessons, each joined to unnest()
// of the new positions and touching only rows whose place changed.
import { sql } from 'drizzle-orm';
import { MESSAGES, type Actor, type CurriculumChangeResponse, type reorderCurriculumInput } from '@app/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { Storage } from '../../storage/storage.js';
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
  deps: { db: Db; storage: Storage; now: Date },
  actor: Actor,
  courseId: string,
  input: ReorderInput,
): Promise<CurriculumChangeResponse> {
  const p = positions(input);
  const { version } = await changeCurriculum(
    deps,
    actor,
    { course: courseId },
    async (c) => {
      // The contract refuses ids listed twice, so equal counts mean equal sets.
      const { rows } = await c.tx.execute<{ sections: number; known_sections: number; lessons: number; known_lessons: number }>(sql`
        select (select count(*)::int from sections s where s.course_id = ${courseId}) as sections,
               (select count(*)::int from sections s join unnest(${sql.param(p.sectionIds)}::uuid[]) as x(id) on x.id = s.id
                 where s.course_id = ${courseId}) as known_sections,
               (select count(*)::int from lessons l where l.course_id = ${courseId}) as lessons,
               (select count(*)::int from lessons l join unnest(${sql.param(p.lessonIds)}::uuid[]) as x(id) on x.id = l.id
                 where l.course_id = ${courseId}) as known_lessons`);
      const n = rows[0]!;
      const exact =
        n.sections === p.sectionIds.length &&
        n.known_sections === p.sectionIds.length &&
        n.lessons === p.lessonIds.length &&
        n.known_lessons === p.lessonIds.length;
      if (!exact) throw badRequest(MESSAGES.curriculumMismatch);
      await c.tx.execute(sql`
        update sections s set order_index = v.pos
          from unnest(${sql.param(p.sectionIds)}::uuid[], ${sql.param(p.sectionPositions)}::int[]) as v(id, pos)
         where s.id = v.id and s.course_id = ${courseId} and s.order_index <> v.pos`);
      await c.tx.execute(sql`
        update lessons l set section_id = v.section_id, order_index = v.pos
          from unnest(${sql.param(p.lessonIds)}::uuid[], ${sql.param(p.lessonSections)}::uuid[], ${sql.param(p.lessonPositions)}::int[])
               as v(id, section_id, pos)
         where l.id = v.id and l.course_id = ${courseId} and (l.section_id <> v.section_id or l.order_index <> v.pos)`);
      c.recompute = true;
    },
    { expectedVersion: input.version },
  );
  return { version, message: MESSAGES.curriculumReordered };
}
