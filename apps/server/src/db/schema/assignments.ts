// Assigned training (issue 30, docs/assignments.md): what an admin or instructor assigned, each
// learner's assignment with its due date and recertification cycle, and the cycles closed before.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { courses } from './courses.js';
import { groups, users } from './people.js';

/**
 * One act of assigning a course: to a group (its members now and later: a late joiner gets the
 * course with their own due date) or to people named one by one. Never deleted with its group:
 * the group's name is kept, and its learners keep their assignments.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null with `group_name` null: people named one by one; with a name: the group was deleted since. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    groupName: text('group_name'),
    /** A fixed due date, or `due_days` after each learner is assigned: exactly one of the two. */
    dueOn: date('due_on', { mode: 'string' }),
    dueDays: integer('due_days'),
    recertMonths: integer('recert_months'),
    /** 'assigning' while the background job adds a group's members; 'done' after. */
    state: text('state', { enum: ['assigning', 'done'] })
      .notNull()
      .default('done'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('assignments_course_idx').on(t.courseId, t.createdAt.desc()),
    index('assignments_group_idx').on(t.groupId),
    check('assignments_due_one', sql`(${t.dueOn} is null) <> (${t.dueDays} is null)`),
    check('assignments_due_days_check', sql`${t.dueDays} between 1 and 730`),
    check('assignments_recert_check', sql`${t.recertMonths} between 1 and 120`),
    check('assignments_state_check', sql`${t.state} in ('assigning', 'done')`),
  ],
);

/**
 * One learner's assignment of one course: the first assignment that reached them (a second one of
 * the same course changes nothing). Its current cycle's facts; `progress` and `completed_at` are
 * kept in step with the enrollment by a trigger (migration 0025), so the report reads this table alone.
 */
export const learnerAssignments = pgTable(
  'learner_assignments',
  {
    id: id(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull().default(1),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    recertMonths: integer('recert_months'),
    progress: integer('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** completed_at's date plus recert_months: the day the next cycle is due. */
    expiresOn: date('expires_on', { mode: 'string' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waiverReason: text('waiver_reason'),
  },
  (t) => [
    uniqueIndex('learner_assignments_user_course_key').on(t.userId, t.courseId),
    index('learner_assignments_assignment_idx').on(t.assignmentId),
    // The report by course, and by due date within it; the job's open assignments by due date.
    index('learner_assignments_course_due_idx').on(t.courseId, t.dueOn, t.id),
    index('learner_assignments_due_idx').on(t.dueOn, t.id),
    index('learner_assignments_open_due_idx')
      .on(t.dueOn, t.id)
      .where(sql`${t.completedAt} is null and ${t.waivedAt} is null`),
    index('learner_assignments_expires_idx')
      .on(t.expiresOn)
      .where(sql`${t.expiresOn} is not null and ${t.waivedAt} is null`),
    index('learner_assignments_completed_idx').on(t.completedAt),
    check('learner_assignments_cycle_check', sql`${t.cycle} >= 1`),
    check('learner_assignments_progress_check', sql`${t.progress} between 0 and 100`),
    check('learner_assignments_waiver_check', sql`(${t.waivedAt} is null) = (${t.waiverReason} is null)`),
  ],
);

/**
 * A cycle closed when recertification opened the next one: what the learner did in it. Their
 * lesson progress and quiz attempts (with answers) move here when the next cycle starts, so the
 * course starts afresh; the cycle's certificate stays in `certificates` (its `cycle`).
 */
export const assignmentCycles = pgTable(
  'assignment_cycles',
  {
    learnerAssignmentId: uuid('learner_assignment_id')
      .notNull()
      .references(() => learnerAssignments.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresOn: date('expires_on', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    /** Lessons completed: [{ lessonId, completedAt }]. */
    lessons: jsonb('lessons').notNull(),
    /** Quiz attempts with their answers, as they were. */
    attempts: jsonb('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerAssignmentId, t.cycle] })],
);

/**
 * The notices a learner's assignment has had, once each per cycle: 'reminder:7', 'reminder:1',
 * 'overdue', 'recertification'. The key makes the reminder job's notices once-only however many
 * workers run it and however often; the in-app notification and the e-mail follow from the rows
 * it inserted.
 */
export const assignmentNotices = pgTable(
  'assignment_notices',
  {
    learnerAssignmentId: uuid('learner_assignment_id')
      .notNull()
      .references(() => learnerAssignments.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    notice: text('notice').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerAssignmentId, t.cycle, t.notice] })],
);
