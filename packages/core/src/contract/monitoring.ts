// Student monitoring (instructor document, /instructor/courses/{id}/students and /instructor/students):
// the students list with its filters, sort and page, a student's detail, the enrollment status
// switch and the CSV export of the same list.
import { z } from 'zod';
import { COURSE_STATUSES, ENROLLMENT_STATUSES } from '../enums.js';
import { SEARCH_MAX } from '../catalogue-constants.js';
import { ATTEMPT_STATUSES } from './quiz-taking.js';
import { textInput, uuid } from './fields.js';
import { groupFilter } from './groups.js';

export const STUDENT_STATUS_FILTERS = ['all', 'active', 'inactive', 'completed'] as const;
export type StudentStatusFilter = (typeof STUDENT_STATUS_FILTERS)[number];
/** The columns the list sorts by on the server: each is a stored column with an index behind it. */
export const STUDENT_SORTS = ['name', 'email', 'course', 'status', 'progress', 'enrolled', 'lastActivity'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const STUDENTS_PAGE_SIZE = 20;
export const STUDENTS_PAGE_MAX = 10_000;

/** The list's filters: the screen, its address and the CSV export all take exactly these. */
export const studentsQuery = z.strictObject({
  q: textInput('Search')
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(STUDENT_STATUS_FILTERS, { error: 'Status must be all, active, inactive or completed' }).default('all'),
  /** One course (the course's own students page, or the course picker). */
  courseId: uuid.optional(),
  /** Only the learners of this group (an unknown group: none). */
  group: groupFilter,
  sort: z.enum(STUDENT_SORTS, { error: `Sort must be one of ${STUDENT_SORTS.join(', ')}` }).default('enrolled'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc' }).default('desc'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(STUDENTS_PAGE_MAX, 'Page is too large')
    .default(1),
  /**
   * Where the page before this one ended, as the server wrote it into the page links: a deep page
   * is then read from there instead of counted from the start (the page number still says which).
   */
  after: z
    .string({ error: 'This page link is not valid' })
    .max(2000, 'This page link is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'This page link is not valid')
    .optional(),
});
export type StudentsQuery = z.output<typeof studentsQuery>;
export type StudentsQueryInput = z.input<typeof studentsQuery>;
/** The export takes the list's filters; the page is the screen's business only. */
export const studentsExportQuery = studentsQuery.omit({ page: true, after: true });
export type StudentsExportQuery = z.output<typeof studentsExportQuery>;

/** The course a row or a picker option is about: enough for the policy (canCourse, canEnrollment) and a title. */
export const monitoredCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  instructorId: z.uuid().nullable(),
  instructorName: z.string().nullable(),
});
export type MonitoredCourse = z.infer<typeof monitoredCourse>;

export const studentRow = z.object({
  enrollmentId: z.uuid(),
  student: z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), avatarUrl: z.string().nullable() }),
  course: monitoredCourse.pick({ id: true, title: true, status: true, instructorId: true }),
  status: z.enum(ENROLLMENT_STATUSES),
  progressPercentage: z.number().int(),
  lessonsDone: z.number().int(),
  lessonsTotal: z.number().int(),
  enrolledAt: z.string(),
  /** The learner's last access to the course, or their enrollment when they have not come back since. */
  lastActivityAt: z.string(),
  completedAt: z.string().nullable(),
  /** The best percentage among the learner's submitted attempts at the course's quizzes. */
  bestQuizPercentage: z.number().nullable(),
  /** Written answers of submitted attempts still waiting for a grade. */
  pendingAnswers: z.number().int(),
});
export type StudentRow = z.infer<typeof studentRow>;

export const studentsResponse = z.object({
  /** The course asked for, when one was. */
  course: monitoredCourse.nullable(),
  students: z.array(studentRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The `after` of the links to other pages: `next` after this page's last row (for the pages
   * around this one), `end` after the last row of the list (for the last pages). Pages reached
   * through them are read from there, however deep.
   */
  cursors: z.object({ next: z.string().nullable(), end: z.string() }),
});
export type StudentsResponse = z.infer<typeof studentsResponse>;

/** The course picker's options at most (admins monitor every course: the picker searches on the server). */
export const COURSE_PICKER_LIMIT = 20;

/** The course picker's search: courses whose title or instructor's name contains the text. */
export const monitoredCoursesQuery = z.strictObject({
  q: textInput('Search')
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
});
export type MonitoredCoursesQuery = z.output<typeof monitoredCoursesQuery>;

/** The courses whose students and figures the caller may read that match the search, by title: the course picker. */
export const monitoredCoursesResponse = z.object({
  courses: z.array(monitoredCourse),
  /** How many courses match (more than are listed past COURSE_PICKER_LIMIT: the picker asks to type more). */
  total: z.number().int(),
});
export type MonitoredCoursesResponse = z.infer<typeof monitoredCoursesResponse>;

export const studentLesson = z.object({
  id: z.uuid(),
  title: z.string(),
  sectionTitle: z.string(),
  contentType: z.string(),
  completedAt: z.string().nullable(),
});
export const studentAttempt = z.object({
  id: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  attemptNumber: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  pendingAnswers: z.number().int(),
  /** A question of this attempt waiting for a grade: the grading screen opens on it. */
  pendingQuestionId: z.uuid().nullable(),
});
export type StudentAttempt = z.infer<typeof studentAttempt>;

export const studentDetailResponse = z.object({
  student: studentRow,
  lessons: z.array(studentLesson),
  attempts: z.array(studentAttempt),
});
export type StudentDetailResponse = z.infer<typeof studentDetailResponse>;

/** An instructor or admin deactivates an enrollment or restores it; 'completed' is earned, never set. */
export const enrollmentStatusInput = z.strictObject({
  status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }),
});
export type EnrollmentStatusInput = z.infer<typeof enrollmentStatusInput>;

export const enrollmentStatusResponse = z.object({
  message: z.string(),
  enrollment: z.object({ id: z.uuid(), status: z.enum(ENROLLMENT_STATUSES), progressPercentage: z.number().int() }),
});
export type EnrollmentStatusResponse = z.infer<typeof enrollmentStatusResponse>;

/** The CSV export's columns, in order (no staff IDs: a login name, and an imported learner's first password). */
export const STUDENT_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Course',
  'Status',
  'Progress (%)',
  'Progress',
  'Lessons Done',
  'Lessons Total',
  'Enrolled At',
  'Last Activity',
  'Completed At',
  'Best Quiz (%)',
  'Answers Awaiting Grading',
] as const;
