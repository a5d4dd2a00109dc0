// Which learner assignments a compliance reader sees, and the report's filters, as one condition on
// `learner_assignments la`: the policy's scope (core complianceScope: every course, or the courses
// they teach), a course (404 unless they read it), a group, and a status on the viewer's date.
import { eq, sql, type SQL } from 'drizzle-orm';
import { complianceScope, MESSAGES, type Actor, type AssignmentStatus } from '@app/core';
import { authorizeCourse } from '../../authorization/index.js';
import { courses } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { statusWhere } from '../assignments/status-sql.js';
import { userToday } from '../notifications/preferences.js';

export interface ComplianceFilters {
  course?: string | undefined;
  group?: string | undefined;
  status: 'all' | AssignmentStatus;
}

export interface ComplianceScope {
  where: SQL;
  /** The viewer's calendar date ('YYYY-MM-DD'), the statuses are read on. */
  today: string;
  courseTitle: string | null;
}

export async function complianceWhere(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, f: ComplianceFilters): Promise<ComplianceScope> {
  const scope = complianceScope(actor);
  if (!scope || !actor) throw forbidden();
  const [today, [course]] = await Promise.all([
    userToday(deps.db, actor.id, deps.clock()),
    f.course
      ? deps.db
          .select({ title: courses.title, instructorId: courses.instructorId, status: courses.status })
          .from(courses)
          .where(eq(courses.id, f.course))
      : Promise.resolve([]),
  ]);
  if (f.course) {
    if (!course) throw notFound(MESSAGES.courseNotFound);
    authorizeCourse(actor, 'read', course);
  }
  const t = sql`${today}::date`;
  const parts: SQL[] = [];
  if (scope === 'own') parts.push(sql`la.course_id in (select c.id from courses c where c.instructor_id = ${actor.id}::uuid)`);
  if (f.course) parts.push(sql`la.course_id = ${f.course}::uuid`);
  if (f.group) parts.push(sql`exists (select 1 from group_members gm where gm.group_id = ${f.group}::uuid and gm.user_id = la.user_id)`);
  if (f.status !== 'all') parts.push(statusWhere(f.status, t));
  return { where: parts.length ? sql.join(parts, sql` and `) : sql`true`, today, courseTitle: course?.title ?? null };
}
