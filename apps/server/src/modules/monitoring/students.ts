// The students list: a page of the learners the actor monitors, with the screen's filters and sort.
// Two statements, whatever the number of learners or the depth of the page: the course asked for
// (if any), and the page with its per-row figures and the count. A page reached through a link of
// the list is read beside the row its link names (students-cursor.ts), so page 1,200 costs what
// page 2 does.
import { STUDENTS_PAGE_SIZE, type Actor, type StudentsQuery, type StudentsResponse } from '@app/core';
import type { Deps } from '../../deps.js';
import { monitoredCourse } from './courses.js';
import { presentStudentRow } from './presenter.js';
import { decodeAnchor, encodeAnchor, pageRead } from './students-cursor.js';
import { studentsPageSql, studentsWhere, type StudentPageRow, type StudentRowData } from './students-query.js';

export async function listStudents(deps: Pick<Deps, 'db'>, actor: Actor, q: StudentsQuery): Promise<StudentsResponse> {
  const { db } = deps;
  const anchor = decodeAnchor(q);
  const course = q.courseId ? await monitoredCourse(db, actor, q.courseId) : null;
  const page = pageRead(q.page, anchor);
  const { rows } = await db.execute<StudentPageRow & Record<string, unknown>>(
    studentsPageSql(studentsWhere(actor, q), { sort: q.sort, dir: q.dir, page }),
  );
  const total = rows[0]?.total ?? 0;
  const found = rows.filter((r) => r.enrollment_id !== null);
  const last = found.at(-1);
  // Rows before and including the last one: its place in the list.
  const lastIndex = (q.page - 1) * STUDENTS_PAGE_SIZE + found.length;
  return {
    course,
    students: found.map((r) => presentStudentRow(r as StudentRowData)),
    total,
    page: q.page,
    pageSize: STUDENTS_PAGE_SIZE,
    cursors: {
      next: last?.sort_key ? encodeAnchor(q, { index: lastIndex, values: last.sort_key }) : null,
      end: encodeAnchor(q, { index: total, values: null }),
    },
  };
}
