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
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, EnrollmentStatus, SortDirection, StudentSort, StudentsExportQuery } from '@app/core';
import { likePattern } from '../../db/like.js';
import { courses, enrollments, users } from '../../db/schema.js';
import { monitoredEnrollments } from '../../authorization/enrollment.js';
import { pictureUrl } from '../../storage/file-url.js';
import { curriculumLessonIds } from '../courses/published-curriculum.js';
import { inGroup } from './group-filter.js';
import type { PageRead } from './students-cursor.js';
import { keysetCondition, keysJson, lastActivity, orderBy, sortKeys, type KeyOn, type KeyValue, type SortKey } from './sort-keys.js';

export type StudentFilters = Omit<StudentsExportQuery, 'sort' | 'dir'>;

/** The filters as conditions on each table they are about. */
export interface StudentWhere {
  /** Which courses: the actor's monitored ones, one of them if asked. */
  courses: SQL | undefined;
  /** Which enrollments of those courses: the status filter. */
  enrollments: SQL | undefined;
  /** Which learners: the search in names and e-mails. */
  users: SQL | undefined;
  /**
   * Which learners: the group filter, tested on the enrollment's learner id (no join of users), so
   * every shape of the statement (the count, joined, course by course) takes it as it is.
   */
  group: SQL | undefined;
}

/** The enrollments the actor monitors that match the filters. */
export function studentsWhere(actor: Actor, f: StudentFilters): StudentWhere {
  const pattern = f.q ? likePattern(f.q) : undefined;
  return {
    courses: and(monitoredEnrollments(actor), f.courseId ? eq(courses.id, f.courseId) : undefined),
    enrollments: f.status !== 'all' ? eq(enrollments.status, f.status) : undefined,
    users: pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    group: inGroup(f.group, sql`${enrollments.userId}`),
  };
}

/** One enrollment, whoever may see it (the caller asks the policy). */
export const oneEnrollment = (id: string): StudentWhere => ({
  courses: undefined,
  enrollments: eq(enrollments.id, id),
  users: undefined,
  group: undefined,
});

const allOf = (w: StudentWhere) => and(w.courses, w.enrollments, w.users, w.group);

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

export interface StudentRowsOptions {
  sort: StudentSort;
  dir: SortDirection;
  /** Only this page; all rows without. */
  page?: PageRead;
}

/** The enrollment's columns every shape of the inner statement selects. */
const foundColumns = sql`${enrollments.id} as enrollment_id, ${enrollments.userId} as user_id,
  ${courses.id} as course_id, ${courses.title} as course_title, ${courses.status} as course_status,
  ${courses.instructorId} as instructor_id, ${courses.lessonCount} as lessons_total,
  ${enrollments.status} as status, ${enrollments.progressPercentage} as progress_percentage,
  ${enrollments.enrolledAt} as enrolled_at, ${lastActivity} as last_activity_at, ${enrollments.completedAt} as completed_at`;

const whereOf = (...conditions: (SQL | undefined)[]) => {
  const all = and(...conditions);
  return all ? sql`where ${all}` : sql``;
};
const pageOf = (page: PageRead) => sql`limit ${sql.raw(String(page.limit))} offset ${sql.raw(String(page.offset))}`;
const learnersNeeded = (where: StudentWhere, sort: StudentSort) => where.users !== undefined || sort === 'name' || sort === 'email';
const joinsOf = (learners: boolean) => sql`join ${courses} on ${courses.id} = ${enrollments.courseId}
    ${learners ? sql`join ${users} on ${users.id} = ${enrollments.userId}` : sql``}`;

/**
 * The ids of a page: the keyset condition (if the page starts beside an anchor row), the order (or
 * its reverse) and the page cut. Two shapes:
 *  - joined: the enrollments joined to their courses and learners, in the sort's order (sorted by
 *    the learner's name or e-mail, an index on users serves it; a rare search, the trigram
 *    indexes);
 *  - course by course (sorted by one of the enrollment's own columns): each course's first
 *    offset + limit rows from its index in that order, and only those sorted together. A search
 *    is then a test of each row's learner, cheap when most learners match (each course stops
 *    after a few rows) and ruinous when few do (each course reads every row).
 * A search or a group sorted by an enrollment column takes one or the other by how many rows match
 * (the statement's `counts`, computed first).
 */
function pageIds(where: StudentWhere, keys: SortKey[], sort: StudentSort, page: PageRead): SQL {
  const keyset = page.keyset && keysetCondition(keys, page.keyset, 'table');
  const joined = sql`select ${enrollments.id} as id from ${enrollments} ${joinsOf(learnersNeeded(where, sort))}
      ${whereOf(allOf(where), keyset?.bound, keyset?.full)}
      order by ${orderBy(keys, 'table', page.reverse)} ${pageOf(page)}`;
  if (sort === 'name' || sort === 'email') return joined;
  // Course by course. The course's title (the course sort) is one value per course: its bound is a
  // condition on the courses, the rest an index range in each course.
  const perCourse = keys.filter((k) => !k.perCourse);
  const alias = (i: number) => sql.raw(`x.k${i}`);
  const outer: KeyOn = { column: (i) => (keys[i]!.perCourse ? sql`${courses.title}` : alias(perCourse.indexOf(keys[i]!))) };
  const leadsWithCourse = keys[0]!.perCourse;
  const learner = and(
    where.users && sql`exists (select 1 from ${users} where ${users.id} = ${enrollments.userId} and ${where.users})`,
    where.group,
  );
  const byCourse = sql`select x.id from ${courses}
      cross join lateral (
        select ${sql.join(
          perCourse.map((k, i) => sql`${k.table} as ${sql.raw(`k${i}`)}`),
          sql`, `,
        )}, ${enrollments.id} as id from ${enrollments}
         ${whereOf(
           sql`${enrollments.courseId} = ${courses.id}`,
           where.enrollments,
           leadsWithCourse ? undefined : keyset?.bound,
           keyset?.full,
           learner,
         )}
         order by ${orderBy(perCourse, 'table', page.reverse)}
         limit ${sql.raw(String(page.offset + page.limit))}) x
      ${whereOf(where.courses, leadsWithCourse ? keyset?.bound : undefined)}
      order by ${orderBy(keys, outer, page.reverse)}
      ${pageOf(page)}`;
  if (!where.users && !where.group) return byCourse;
  // Course by course when the matches are many enough that each course meets the page's rows soon:
  // at least four times the rows each course gives per course searched (a course with no match is
  // read whole either way). Only the branch the one-time test picks is run. A group is a test of
  // each row's learner like a search: a department of a few dozen learners is joined (through the
  // membership key and the learners' enrollments), one holding most learners read course by course.
  const wanted = page.offset + page.limit;
  const many = sql`(select total >= 4 * ${sql.raw(String(wanted))} * (select count(*) from ${courses} ${whereOf(where.courses)}) from counts)`;
  return sql`select a.id from (${byCourse}) a where ${many}
    union all
    select b.id from (${joined}) b where not ${many}`;
}

/** The rows found: all the filtered enrollments, or a page of them (cut on narrow rows, then read whole). */
function foundRows(where: StudentWhere, keys: SortKey[], { sort, page }: StudentRowsOptions): SQL {
  if (!page) return sql`select ${foundColumns} from ${enrollments} ${joinsOf(learnersNeeded(where, sort))} ${whereOf(allOf(where))}`;
  return sql`select ${foundColumns} from (${pageIds(where, keys, sort, page)}) page
    join ${enrollments} on ${enrollments.id} = page.id
    join ${courses} on ${courses.id} = ${enrollments.courseId}`;
}

/** The columns of a found row with the learner's details and the per-row figures. */
const rowColumns = sql`p.enrollment_id, p.user_id, u.full_name, u.email, ${pictureUrl(sql`u.avatar_file_id`, sql`u.avatar_url`)} as avatar_url,
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
               and qa.evaluation_status = 'pending') as pending_answers`;

/** Every row the filters match with the learners' details and their figures, sorted: the export. */
export function studentRowsSql(where: StudentWhere, options: Omit<StudentRowsOptions, 'page'>): SQL {
  const keys = sortKeys(options.sort, options.dir);
  return sql`select ${rowColumns} from (${foundRows(where, keys, options)}) p join users u on u.id = p.user_id
     order by ${orderBy(keys, 'found')}`;
}

/** A row of a page: a row of the list, its place on the page and its sort keys (for the links after it); all null on an empty page. */
export type StudentPageRow = { total: number } & ({ [K in keyof StudentRowData]: StudentRowData[K] | null } & {
  ord: number | null;
  sort_key: KeyValue[] | null;
});

/**
 * One page of the list and the number of rows the filters match, in one statement (an empty page
 * still brings the total: one row of nulls). A near-total search such as 'student' compares every
 * learner's name and e-mail once, for the count; its page is then read course by course.
 */
export function studentsPageSql(where: StudentWhere, options: Required<StudentRowsOptions>): SQL {
  const keys = sortKeys(options.sort, options.dir);
  const counts = sql`counts as (select count(*)::int as total from ${enrollments} ${joinsOf(where.users !== undefined)} ${whereOf(allOf(where))})`;
  return sql`with ${counts}
    select t.total, r.* from counts t left join (
      select ${rowColumns}, ${keysJson(keys)} as sort_key, row_number() over (order by ${orderBy(keys, 'found')})::int as ord
        from (${foundRows(where, keys, options)}) p join users u on u.id = p.user_id
    ) r on true
    order by r.ord`;
}
