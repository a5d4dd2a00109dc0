// GET /api/compliance/courses: the report's course filter: the courses with assignments that the
// reader sees (every one for the platform's readers, their own for instructors).
import { sql } from 'drizzle-orm';
import { complianceScope, type Actor, type ComplianceCoursesResponse } from '@app/core';
import type { Deps } from '../../deps.js';
import { forbidden } from '../../lib/errors.js';

export async function complianceCourses(deps: Pick<Deps, 'db'>, actor: Actor): Promise<ComplianceCoursesResponse> {
  const scope = complianceScope(actor);
  if (!scope || !actor) throw forbidden();
  const { rows } = await deps.db.execute<{ id: string; title: string }>(sql`
    select c.id, c.title from courses c
     where exists (select 1 from assignments a where a.course_id = c.id)
       ${scope === 'own' ? sql`and c.instructor_id = ${actor.id}::uuid` : sql``}
     order by c.title, c.id
     limit 500`);
  return { courses: rows };
}
