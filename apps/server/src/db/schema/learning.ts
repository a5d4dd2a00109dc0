// What learners do and earn: enrollments, lesson progress, reviews and certificates.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENROLLMENT_STATUSES } from '@app/core';
import { oneOf, id, createdAt, updatedAt } from './columns.js';
import { courses, lessons } from './courses.js';
import { users } from './people.js';

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('active'),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The recertification cycle the progress belongs to (issue 30): 1 unless an assignment asked for the course again. */
    cycle: integer('cycle').notNull().default(1),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_key').on(t.userId, t.courseId),
    index('enrollments_user_enrolled_idx').on(t.userId, t.enrolledAt.desc()),
    index('enrollments_course_idx').on(t.courseId, t.status, t.id),
    // The students list reads a page course by course in the order of its sort
    // (modules/monitoring/students-query.ts); analytics read a course's period by enrollment date.
    index('enrollments_course_enrolled_idx').on(t.courseId, t.enrolledAt, t.id),
    index('enrollments_course_progress_idx').on(t.courseId, t.progressPercentage, t.id),
    index('enrollments_course_activity_idx').on(t.courseId, sql`coalesce(${t.lastAccessedAt}, ${t.enrolledAt})`, t.id),
    check('enrollments_status_check', oneOf('status', ENROLLMENT_STATUSES)),
    check('enrollments_progress_check', sql`${t.progressPercentage} between 0 and 100`),
  ],
);

/**
 * Enrollments not yet added to `courses.enrollment_count` (migration 0017): the enrollments' trigger
 * appends a row here instead of updating the course row, so concurrent enrollments in one course
 * never queue on it; `fold_course_enrollment_deltas` adds them in (modules/enrollments/counts.ts).
 * No foreign key: a delta of a course deleted meanwhile is dropped by the fold.
 */
export const courseEnrollmentDeltas = pgTable(
  'course_enrollment_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: uuid('course_id').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('course_enrollment_deltas_course_idx').on(t.courseId)],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Where the learner left a video or audio lesson, to resume there. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lesson_progress_user_lesson_key').on(t.userId, t.lessonId),
    // Deleting a lesson deletes its progress rows (foreign key cascade): found by lesson, not by a
    // scan of every learner's progress for each deleted lesson.
    index('lesson_progress_lesson_idx').on(t.lessonId),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    check('lesson_progress_position_check', sql`${t.positionSeconds} >= 0`),
  ],
);

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_reviews_course_user_key').on(t.courseId, t.userId),
    // A course's Reviews tab, newest first.
    index('course_reviews_course_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('course_reviews_user_idx').on(t.userId),
    // Every review, newest first (the subadmin's reviews screen).
    index('course_reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('course_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A certificate of completion: issued once per learner and course, verifiable by its code. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull().unique(),
    /** Null once the learner's account is deleted: the certificate stays verifiable, with the name as issued. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Names as they were when issued: the certificate stays what it said. */
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The enrollment's cycle it was earned in: a recertification earns another, the earlier ones stay. */
    cycle: integer('cycle').notNull().default(1),
  },
  (t) => [
    uniqueIndex('certificates_user_course_cycle_key').on(t.userId, t.courseId, t.cycle),
    // Whether a course has learners (course lists, deletion): a certificate may outlive its enrollment.
    index('certificates_course_idx').on(t.courseId),
  ],
);
