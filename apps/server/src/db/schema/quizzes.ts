// Quizzes, their questions and options, attempts and answers.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EVALUATION_STATUSES, QUESTION_TYPES, QUIZ_TYPES } from '@app/core';
import { oneOf, id, createdAt, updatedAt } from './columns.js';
import { courses, lessons } from './courses.js';
import { users } from './people.js';

export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    passingScore: integer('passing_score').notNull().default(70),
    timeLimitMinutes: integer('time_limit_minutes'),
    maxAttempts: integer('max_attempts').notNull().default(5),
    isPublished: boolean('is_published').notNull().default(false),
    quizType: text('quiz_type', { enum: QUIZ_TYPES }).notNull().default('lesson'),
    // Each attempt draws its own order when it starts (quiz_attempts.question_order, option_order).
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /**
     * Moved by triggers on every change of the quiz's questions and options, in the changing
     * transaction (migration 0020): what the processes' caches of the questions are checked against.
     */
    contentVersion: integer('content_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId),
    // One quiz per lesson, and one course assessment per course.
    uniqueIndex('quizzes_lesson_key')
      .on(t.lessonId)
      .where(sql`${t.lessonId} is not null`),
    uniqueIndex('quizzes_course_assessment_key')
      .on(t.courseId)
      .where(sql`${t.quizType} = 'course'`),
    index('quizzes_instructor_idx').on(t.instructorId, t.createdAt.desc()),
    // Quiz Management's orders over every quiz (an admin's list): newest first, and by title.
    index('quizzes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quizzes_title_idx').on(sql`lower(${t.title})`, t.id),
    check('quizzes_type_check', oneOf('quiz_type', QUIZ_TYPES)),
    check('quizzes_passing_score_check', sql`${t.passingScore} between 0 and 100`),
    check('quizzes_time_limit_check', sql`${t.timeLimitMinutes} is null or ${t.timeLimitMinutes} > 0`),
    check('quizzes_max_attempts_check', sql`${t.maxAttempts} >= 1`),
    // A lesson quiz belongs to a lesson; a course assessment does not.
    check('quizzes_lesson_matches_type', sql`(${t.quizType} = 'lesson') = (${t.lessonId} is not null)`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull(),
    orderIndex: integer('order_index').notNull().default(0),
    points: integer('points').notNull().default(1),
  },
  (t) => [
    index('quiz_questions_quiz_order_idx').on(t.quizId, t.orderIndex),
    check('quiz_questions_type_check', oneOf('question_type', QUESTION_TYPES)),
    check('quiz_questions_points_check', sql`${t.points} >= 0`),
  ],
);

export const quizQuestionOptions = pgTable(
  'quiz_question_options',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    orderIndex: integer('order_index').notNull().default(0),
  },
  (t) => [index('quiz_question_options_question_idx').on(t.questionId, t.orderIndex)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    score: numeric('score', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    maxScore: numeric('max_score', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    isPassed: boolean('is_passed').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    timeTakenMinutes: integer('time_taken_minutes'),
    /**
     * The order this attempt shows, drawn when it started; null: the quiz's own order. Question
     * ids, and option ids per multiple-choice question id. Only ever read with the attempt.
     */
    questionOrder: uuid('question_order').array(),
    optionOrder: jsonb('option_order').$type<Record<string, string[]>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_quiz_user_number_key').on(t.quizId, t.userId, t.attemptNumber),
    index('quiz_attempts_user_idx').on(t.userId, t.createdAt.desc()),
    index('quiz_attempts_quiz_completed_idx').on(t.quizId, t.completedAt.desc()),
    check('quiz_attempts_number_check', sql`${t.attemptNumber} >= 1`),
    check('quiz_attempts_percentage_check', sql`${t.percentage} between 0 and 100`),
    check('quiz_attempts_option_order_check', sql`${t.optionOrder} is null or jsonb_typeof(${t.optionOrder}) = 'object'`),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: id(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id').references(() => quizQuestionOptions.id, { onDelete: 'set null' }),
    answerText: text('answer_text'),
    isCorrect: boolean('is_correct'),
    pointsAwarded: numeric('points_awarded', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    instructorFeedback: text('instructor_feedback'),
    evaluationStatus: text('evaluation_status', { enum: EVALUATION_STATUSES }).notNull().default('pending'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    evaluatedBy: uuid('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quiz_answers_attempt_question_key').on(t.attemptId, t.questionId),
    index('quiz_answers_question_status_idx').on(t.questionId, t.evaluationStatus),
    check('quiz_answers_status_check', oneOf('evaluation_status', EVALUATION_STATUSES)),
    check('quiz_answers_points_check', sql`${t.pointsAwarded} >= 0`),
  ],
);
