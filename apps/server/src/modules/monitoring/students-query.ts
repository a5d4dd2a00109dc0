// The SQL of the students list: one filter and one order for the screen's page and the CSV export,
// so the export holds exactly the rows the screen pages through, in the same order. The rows are
// found (a page of them) first; the learners' details and the per-row figures (lessons done, best
// quiz, answers waiting) are then read for the rows found only. Dates leave as ISO text, as the
// API and the export both give them.
//
// A page sorted by one of the enrollment's own columns, without a search, is read course by course:
// each monitored course gives its first offset + limit rows in that order from its index
// (enrollments_course_*_idx, migration 0009), and only those are sorted together. Page one of an
// instructor's 50,000 learners reads some hundreds of index entries instead of sorting them all.
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, EnrollmentStatus, SortDirection, StudentSort, StudentsExportQuery } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { courses, enrollments, users } from '../../db/schema.js';
import { monitoredEnrollments } from '../../policies/enrollment.js';
import { pictureUrl } from '../../storage/file-url.js';
import { curriculumLessonIds } from '../courses/curriculum.js';

export type StudentFilters = Omit<StudentsExportQuery, 'sort' | 'dir'>;

/** The filters as conditions on each table they are about. */
export interface StudentWhere {
  /** Which courses: the actor's monitored ones, one of them if asked. */
  courses: SQL | undefined;
  /** Which enrollments of those courses: the status filter. */
  enrollments: SQL | undefined;
  /** Which learners: the search in names and e-mails. */
  users: SQL | undefined;
}

/** The enrollments the actor monitors that match the filters. */
export function studentsWhere(actor: Actor, f: StudentFilters): StudentWhere {
  const pattern = f.q ? likePattern(f.q) : undefined;
  return {
    courses: and(monitoredEnrollments(actor), f.courseId ? eq(courses.id, f.courseId) : undefined),
    enrollments: f.status !== 'all' ? eq(enrollments.status, f.status) : undefined,
    users: pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
  };
}

/** One enrollment, whoever may see it (the caller asks the policy). */
export const oneEnrollment = (id: string): StudentWhere => ({ courses: undefined, enrollments: eq(enrollments.id, id), users: undefined });

const allOf = (w: StudentWhere) => and(w.courses, w.enrollments, w.users);

/** A row as the statement returns it. */
export interface StudentRowData {
  enrollment_id: string;
  user_id: string;
  full_name: string;
  email: string | null;
  avatar_url: string | null;
  course_id: string;
  course_title: string;
  course_status: 'draft' | 'published' | 'archived';
  instructor_id: string | null;
  status: EnrollmentStatus;
  progress_percentage: number;
  lessons_total: number;
  lessons_done: number;
  enrolled_at: string;
  last_activity_at: string;
  completed_at: string | null;
  best_quiz_percentage: number | null;
  pending_answers: number;
}

/** A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, Z). */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The learner's last activity: their last access, or the enrollment itself (enrolling is one). */
export const lastActivity = sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`;

/**
 * Each sort's keys, most significant first: on the tables (the inner statements) and on the
 * found rows `p` and their learner `u` (the outer one). Ties go by enrollment id, in the sort's
 * direction; the course sort lists each course's learners newest first.
 */
function sortKeys(sort: StudentSort, dir: SortDirection): { table: SQL; found: string; dir: SortDirection }[] {
  const id = { table: sql`${enrollments.id}`, found: 'p.enrollment_id', dir };
  const key = (table: SQL, found: string) => [{ table, found, dir }, id];
  switch (sort) {
    case 'name':
      return key(sql`${users.fullName}`, 'u.full_name');
    case 'email':
      return key(sql`${users.email}`, 'u.email');
    case 'course':
      return [
        { table: sql`${courses.title}`, found: 'p.course_title', dir },
        { table: sql`${enrollments.enrolledAt}`, found: 'p.enrolled_at', dir: 'desc' },
        { ...id, dir: 'desc' },
      ];
    case 'status':
      return key(sql`${enrollments.status}`, 'p.status');
    case 'progress':
      return key(sql`${enrollments.progressPercentage}`, 'p.progress_percentage');
    case 'enrolled':
      return key(sql`${enrollments.enrolledAt}`, 'p.enrolled_at');
    case 'lastActivity':
      return key(lastActivity, 'p.last_activity_at');
  }
}

/**
 * ORDER BY the keys. Only the e-mail can be empty: it alone says where empty values go (last,
 * both ways); the other keys keep PostgreSQL's default so that their indexes serve both directions.
 */
const direction = (k: { found: string; dir: SortDirection }) => `${k.dir}${k.found === 'u.email' ? ' nulls last' : ''}`;

function orderBy(sort: StudentSort, dir: SortDirection, on: 'table' | 'found', skipCourse = false): SQL {
  const keys = sortKeys(sort, dir).filter((k) => !(skipCourse && k.found === 'p.course_title'));
  return sql.join(
    keys.map((k) => sql`${on === 'table' ? k.table : sql.raw(k.found)} ${sql.raw(direction(k))}`),
    sql`, `,
  );
}

export interface StudentRowsOptions {
  sort: StudentSort;
  dir: SortDirection;
  /** Only this page; all rows without. */
  page?: { limit: number; offset: number };
}

/** The enrollment's columns every shape of the inner statement selects. */
const foundColumns = sql`${enrollments.id} as enrollment_id, ${enrollments.userId} as user_id,
  ${courses.id} as course_id, ${courses.title} as course_title, ${courses.status} as course_status,
  ${courses.instructorId} as instructor_id, ${courses.lessonCount} as lessons_total,
  ${enrollments.status} as status, ${enrollments.progressPercentage} as progress_percentage,
  ${enrollments.enrolledAt} as enrolled_at, ${lastActivity} as last_activity_at, ${enrollments.completedAt} as completed_at`;

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);
const pageOf = (page: { limit: number; offset: number }) =>
  sql`limit ${sql.raw(String(page.limit))} offset ${sql.raw(String(page.offset))}`;

/**
 * The rows found: all the filtered enrollments, or a page of them. A page is cut on narrow rows
 * (the enrollment's id and its sort keys: deep pages sort tens of thousands of them in memory),
 * then only its rows are read whole.
 */
function foundRows(where: StudentWhere, { sort, dir, page }: StudentRowsOptions): SQL {
  const needsLearners = where.users !== undefined || sort === 'name' || sort === 'email';
  const joins = sql`join ${courses} on ${courses.id} = ${enrollments.courseId}
    ${needsLearners ? sql`join ${users} on ${users.id} = ${enrollments.userId}` : sql``}`;
  if (!page) return sql`select ${foundColumns} from ${enrollments} ${joins} ${whereOf(allOf(where))}`;

  const keys = sortKeys(sort, dir);
  let ids: SQL;
  if (needsLearners) {
    ids = sql`select ${enrollments.id} as id from ${enrollments} ${joins} ${whereOf(allOf(where))}
      order by ${orderBy(sort, dir, 'table')} ${pageOf(page)}`;
  } else {
    // Course by course: each course's first offset + limit rows from its index, then the page of those.
    const perCourse = keys.filter((k) => k.found !== 'p.course_title');
    const alias = (i: number) => sql.raw(`k${i}`);
    ids = sql`select x.id from ${courses}
      cross join lateral (
        select ${sql.join(
          perCourse.map((k, i) => sql`${k.table} as ${alias(i)}`),
          sql`, `,
        )}, ${enrollments.id} as id from ${enrollments}
         where ${enrollments.courseId} = ${courses.id} ${where.enrollments ? sql`and ${where.enrollments}` : sql``}
         order by ${orderBy(sort, dir, 'table', true)}
         limit ${sql.raw(String(page.offset + page.limit))}) x
      ${whereOf(where.courses)}
      order by ${sql.join(
        keys.map((k) =>
          k.found === 'p.course_title'
            ? sql`${courses.title} ${sql.raw(direction(k))}`
            : sql`x.${k.found === 'p.enrollment_id' ? sql.raw('id') : alias(perCourse.indexOf(k))} ${sql.raw(direction(k))}`,
        ),
        sql`, `,
      )}
      ${pageOf(page)}`;
  }
  return sql`select ${foundColumns} from (${ids}) page
    join ${enrollments} on ${enrollments.id} = page.id
    join ${courses} on ${courses.id} = ${enrollments.courseId}`;
}

/** The rows the filters match with the learners' details and their figures, sorted. */
export function studentRowsSql(where: StudentWhere, options: StudentRowsOptions): SQL {
  return sql`
    select p.enrollment_id, p.user_id, u.full_name, u.email, ${pictureUrl(sql`u.avatar_file_id`, sql`u.avatar_url`)} as avatar_url,
           p.course_id, p.course_title, p.course_status, p.instructor_id, p.status, p.progress_percentage, p.lessons_total,
           ${iso(sql`p.enrolled_at`)} as enrolled_at, ${iso(sql`p.last_activity_at`)} as last_activity_at,
           ${iso(sql`p.completed_at`)} as completed_at,
           (select count(*)::int from lesson_progress lp
             where lp.user_id = p.user_id and lp.course_id = p.course_id and lp.completed
               and lp.lesson_id in (${curriculumLessonIds(sql`p.course_id`)})) as lessons_done,
           (select max(a.percentage)::float8 from quiz_attempts a join quizzes q on q.id = a.quiz_id
             where a.user_id = p.user_id and q.course_id = p.course_id and a.completed_at is not null) as best_quiz_percentage,
           (select count(*)::int from quiz_answers qa
              join quiz_attempts a on a.id = qa.attempt_id join quizzes q on q.id = a.quiz_id
             where a.user_id = p.user_id and q.course_id = p.course_id and a.completed_at is not null
               and qa.evaluation_status = 'pending') as pending_answers
      from (${foundRows(where, options)}) p
      join users u on u.id = p.user_id
     order by ${orderBy(options.sort, options.dir, 'found')}`;
}

/** How many rows the filters match. The learners' table is joined only for a search: the count never needs it otherwise. */
export async function countStudents(db: DbOrTx, where: StudentWhere): Promise<number> {
  const query = db.select({ n: count() }).from(enrollments).innerJoin(courses, eq(courses.id, enrollments.courseId));
  const [row] = await (where.users ? query.innerJoin(users, eq(users.id, enrollments.userId)) : query).where(allOf(where));
  return row?.n ?? 0;
}
