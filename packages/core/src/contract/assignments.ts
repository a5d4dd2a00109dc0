// Assigned training (issue 30, docs/assignments.md): admins assign a published course to users and
// groups with a due date and, optionally, recertification; instructors their own courses. The
// learner sees it on the dashboard and My Courses; admins, subadmins and the course's instructor read
// the compliance report.
//
//   POST /api/courses/{id}/assignments           assignCourseInput -> 202 assignCourseResponse (admins; instructors own: 404 another's; 403 subadmins)
//   GET  /api/courses/{id}/assignments           courseAssignmentsResponse (whoever reads the course)
//   GET  /api/me/assignments                     myAssignmentsResponse (the signed-in learner)
//   POST /api/learner-assignments/{id}/waive     waiveAssignmentInput -> messageResponse (admins; 409 already waived)
//   GET  /api/compliance?course&group&status&page complianceQuery -> complianceResponse (admins, subadmins; instructors: their courses)
//   GET  /api/compliance/export.csv?course&group&status   text/csv, streamed
//   GET  /api/compliance/courses                 complianceCoursesResponse (the course filter's options)
import { z } from 'zod';
import { ASSIGNMENT_STATUSES, DUE_DAYS_MAX, RECERT_MONTHS_MAX } from '../rules/assignments.js';
import { courseCard } from './catalogue.js';
import { requiredText, staffId, uuid } from './fields.js';
import { groupFilter } from './groups.js';

/** Staff IDs and groups in one assignment request. */
export const ASSIGN_STAFF_IDS_MAX = 500;
export const ASSIGN_GROUPS_MAX = 50;
export const WAIVER_REASON_MAX = 500;
export const COMPLIANCE_PAGE_SIZE = 50;

const calendarDate = z
  .string({ error: 'Due date must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Due date must be a date (YYYY-MM-DD)')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Due date is not a real date',
  );

/** A fixed date, or a number of days after each learner is assigned (late joiners of a group get their own). */
export const dueRule = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('date'), date: calendarDate }),
    z.strictObject({
      type: z.literal('days'),
      days: z
        .number({ error: 'Days must be a number' })
        .int('Days must be a whole number')
        .min(1, 'Days must be at least 1')
        .max(DUE_DAYS_MAX, `Days must be at most ${DUE_DAYS_MAX}`),
    }),
  ],
  { error: 'Due must be a date or a number of days' },
);
export type DueRule = z.infer<typeof dueRule>;

export const recertMonths = z
  .number({ error: 'Recertification must be a number of months' })
  .int('Recertification must be a whole number of months')
  .min(1, 'Recertification must be at least 1 month')
  .max(RECERT_MONTHS_MAX, `Recertification must be at most ${RECERT_MONTHS_MAX} months`);

export const assignCourseInput = z
  .strictObject({
    staffIds: z.array(staffId).max(ASSIGN_STAFF_IDS_MAX, `At most ${ASSIGN_STAFF_IDS_MAX} Staff IDs at a time`).default([]),
    groupIds: z.array(uuid).max(ASSIGN_GROUPS_MAX, `At most ${ASSIGN_GROUPS_MAX} groups at a time`).default([]),
    due: dueRule,
    /** Months after completion that the course must be repeated; null: once is enough. */
    recertMonths: recertMonths.nullable().default(null),
  })
  .refine((v) => v.staffIds.length + v.groupIds.length > 0, { message: 'Choose at least one group or person', path: ['groupIds'] });
export type AssignCourseInput = z.input<typeof assignCourseInput>;

/** Staff IDs of no account: named back, so a typo is seen rather than lost; nothing is assigned. */
export const staffIdsNotFoundMessage = (staffIds: string[]) =>
  `${staffIds.length === 1 ? 'This Staff ID was' : 'These Staff IDs were'} not found: ${staffIds.slice(0, 20).join(', ')}${staffIds.length > 20 ? ` and ${staffIds.length - 20} more` : ''}. Nothing was assigned.`;

export const assignCourseResponse = z.object({
  message: z.string(),
  /** The assignments made: one per group, one for the people named. */
  assignmentIds: z.array(z.uuid()),
  /** People assigned at once (those named); group members follow from the background job. */
  assignedNow: z.number().int(),
});
export type AssignCourseResponse = z.infer<typeof assignCourseResponse>;

export const courseAssignment = z.object({
  id: z.uuid(),
  /** A group's assignment (null name: the group was deleted since; its members keep theirs), or people named one by one. */
  target: z.discriminatedUnion('type', [
    z.object({ type: z.literal('group'), groupId: z.uuid().nullable(), groupName: z.string() }),
    z.object({ type: z.literal('people') }),
  ]),
  due: dueRule,
  recertMonths: z.number().int().nullable(),
  learnerCount: z.number().int(),
  /** 'assigning' while the background job adds a group's members. */
  state: z.enum(['assigning', 'done']),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type CourseAssignment = z.infer<typeof courseAssignment>;

export const courseAssignmentsResponse = z.object({ assignments: z.array(courseAssignment) });
export type CourseAssignmentsResponse = z.infer<typeof courseAssignmentsResponse>;

export const myAssignment = z.object({
  id: z.uuid(),
  course: courseCard,
  status: z.enum(ASSIGNMENT_STATUSES),
  dueOn: z.string(),
  /** The learner's calendar date the status was read on (their time zone): the web app's "Due in 3 days" counts from it. */
  today: z.string(),
  progress: z.number().int(),
  cycle: z.number().int(),
  completedAt: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type MyAssignment = z.infer<typeof myAssignment>;

/** Overdue and expired first, then by due date (core's compareAssigned). */
export const myAssignmentsResponse = z.object({ assignments: z.array(myAssignment) });
export type MyAssignmentsResponse = z.infer<typeof myAssignmentsResponse>;

export const waiveAssignmentInput = z.strictObject({
  reason: requiredText('Reason', WAIVER_REASON_MAX),
});
export type WaiveAssignmentInput = z.input<typeof waiveAssignmentInput>;

export const complianceStatusFilter = z.enum(['all', ...ASSIGNMENT_STATUSES], {
  error: `Status must be all or one of ${ASSIGNMENT_STATUSES.join(', ')}`,
});

/** The report's filters: the screen, its address and the CSV export take exactly these. */
export const complianceQuery = z.strictObject({
  course: uuid.optional(),
  group: groupFilter,
  status: complianceStatusFilter.default('all'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page is too large')
    .default(1),
});
export type ComplianceQueryInput = z.input<typeof complianceQuery>;
export const complianceExportQuery = complianceQuery.omit({ page: true });

const rate = z.object({ assigned: z.number().int(), completed: z.number().int(), overdue: z.number().int() });

export const complianceRow = z.object({
  id: z.uuid(),
  learner: z.object({ id: z.uuid(), fullName: z.string(), staffId: z.string() }),
  course: z.object({ id: z.uuid(), title: z.string() }),
  status: z.enum(ASSIGNMENT_STATUSES),
  dueOn: z.string(),
  progress: z.number().int(),
  cycle: z.number().int(),
  completedAt: z.string().nullable(),
  expiresOn: z.string().nullable(),
  waiverReason: z.string().nullable(),
});
export type ComplianceRow = z.infer<typeof complianceRow>;

export const complianceResponse = z.object({
  /** The calendar date statuses were read on (the viewer's). */
  today: z.string(),
  totals: rate,
  byCourse: z.array(rate.extend({ courseId: z.uuid(), title: z.string() })),
  byGroup: z.array(rate.extend({ groupId: z.uuid(), name: z.string() })),
  /** Completions per week (Monday), the last 12 weeks, for the chart. */
  overTime: z.array(z.object({ week: z.string(), completed: z.number().int() })),
  rows: z.array(complianceRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ComplianceResponse = z.infer<typeof complianceResponse>;

export const complianceCoursesResponse = z.object({ courses: z.array(z.object({ id: z.uuid(), title: z.string() })) });
export type ComplianceCoursesResponse = z.infer<typeof complianceCoursesResponse>;
