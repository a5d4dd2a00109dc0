// GET /api/courses/{id}/assignments: what was assigned of one course, to whom, with how many
// learners each reached; read by whoever reads the course's management data.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type Actor, type CourseAssignmentsResponse } from '@app/core';
import { authorizeCourse } from '../../authorization/index.js';
import { courses } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';

export async function courseAssignments(deps: Pick<Deps, 'db'>, actor: Actor, courseId: string): Promise<CourseAssignmentsResponse> {
  const [course] = await deps.db
    .select({ instructorId: courses.instructorId, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound(MESSAGES.courseNotFound);
  authorizeCourse(actor, 'read', course);
  const { rows } = await deps.db.execute<{
    id: string;
    group_id: string | null;
    group_name: string | null;
    due_on: string | null;
    due_days: number | null;
    recert_months: number | null;
    state: 'assigning' | 'done';
    created_at: Date | string;
    created_by_name: string | null;
    learner_count: number;
  }>(sql`
    select a.id, a.group_id, a.group_name, to_char(a.due_on, 'YYYY-MM-DD') as due_on, a.due_days, a.recert_months, a.state, a.created_at,
           u.full_name as created_by_name,
           (select count(*)::int from learner_assignments la where la.assignment_id = a.id) as learner_count
      from assignments a left join users u on u.id = a.created_by
     where a.course_id = ${courseId}::uuid
     order by a.created_at desc, a.id
     limit 200`);
  return {
    assignments: rows.map((r) => ({
      id: r.id,
      target:
        r.group_name !== null ? { type: 'group' as const, groupId: r.group_id, groupName: r.group_name } : { type: 'people' as const },
      due: r.due_on !== null ? { type: 'date' as const, date: r.due_on } : { type: 'days' as const, days: r.due_days! },
      recertMonths: r.recert_months,
      learnerCount: r.learner_count,
      state: r.state,
      createdAt: new Date(r.created_at).toISOString(),
      createdByName: r.created_by_name,
    })),
  };
}
