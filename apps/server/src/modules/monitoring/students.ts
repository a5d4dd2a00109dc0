// The students list: a page of the learners the actor monitors, with the screen's filters and sort.
// Three statements, whatever the number of learners: the course asked for (if any), the page with
// its per-row figures, and the count.
import { STUDENTS_PAGE_SIZE, type Actor, type StudentsQuery, type StudentsResponse } from '@app/core';
import type { Db } from '../../db/client.js';
import { monitoredCourse } from './courses.js';
import { presentStudentRow } from './presenter.js';
import { countStudents, studentRowsSql, studentsWhere, type StudentRowData } from './students-query.js';

export async function listStudents(db: Db, actor: Actor, q: StudentsQuery): Promise<StudentsResponse> {
  const course = q.courseId ? await monitoredCourse(db, actor, q.courseId) : null;
  const where = studentsWhere(actor, q);
  const page = { limit: STUDENTS_PAGE_SIZE, offset: (q.page - 1) * STUDENTS_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    db.execute<StudentRowData & Record<string, unknown>>(studentRowsSql(where, { sort: q.sort, dir: q.dir, page })),
    countStudents(db, where),
  ]);
  return { course, students: rows.rows.map(presentStudentRow), total, page: q.page, pageSize: STUDENTS_PAGE_SIZE };
}
