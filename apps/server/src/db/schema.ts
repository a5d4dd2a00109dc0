// The complete data model (spec section 3 of both documents). Enumerations come from @app/core
// and are enforced by check constraints; ranges too. Every list query the API runs has an index.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  CONTENT_TYPES,
  COURSE_LEVELS,
  COURSE_STATUSES,
  ENROLLMENT_STATUSES,
  EVALUATION_STATUSES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  FILE_KINDS,
  IMPORT_ROW_OUTCOMES,
  IMPORT_ROW_RESULTS,
  IMPORT_STATUSES,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_DEFAULTS,
  QUESTION_TYPES,
  QUIZ_TYPES,
  ROLES,
} from '@app/core';

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A person who can sign in (the spec's profile). `is_instructor` is derived from role, never stored. */
export const users = pgTable(
  'users',
  {
    id: id(),
    staffId: text('staff_id').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    /** An uploaded avatar. Our own files are referenced by id only, never by URL. */
    avatarFileId: uuid('avatar_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** An external http(s) avatar, when the user gave one instead of uploading. */
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    specialization: text('specialization'),
    role: text('role', { enum: ROLES }).notNull().default('student'),
    /**
     * argon2id of the password. Null only for an imported account that has not signed in yet: its
     * initial password is its own (public) staff ID, which a hash would not protect, and it must
     * choose a password at its first sign-in (docs/decisions.md, "Bulk import").
     */
    passwordHash: text('password_hash'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * What the admin's users search reads: name, staff ID and e-mail in lower case, in one column
     * (kept by PostgreSQL), so a search is one LIKE on one trigram index, and a search too short for
     * trigrams (two letters) reads one column per row instead of lowering three.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(full_name || chr(31) || staff_id || chr(31) || coalesce(email, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Staff IDs are case-insensitive: 'ab-1' and 'AB-1' are the same person.
    uniqueIndex('users_staff_id_lower_key').on(sql`lower(${t.staffId})`),
    index('users_role_idx').on(t.role),
    index('users_full_name_idx').on(t.fullName),
    // The admin's users list: by name (ties by id), within a role or not, newest first; search by
    // staff ID as "contains" like names and e-mails.
    index('users_name_id_idx').on(t.fullName, t.id),
    index('users_role_name_id_idx').on(t.role, t.fullName, t.id),
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_staff_id_trgm_idx').using('gin', t.staffId.op('gin_trgm_ops')),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Student monitoring: sorting by e-mail (empty ones last both ways) and searching names and
    // e-mails ("contains", one trigram index per column like the catalogue's search).
    index('users_email_idx').on(t.email),
    index('users_email_desc_idx').on(t.email.desc().nullsLast()),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_avatar_file_idx').on(t.avatarFileId),
    check('users_role_check', oneOf('role', ROLES)),
    // One source per picture, and a URL column never names one of our files (those go by id).
    check('users_avatar_one_source', sql`${t.avatarUrl} is null or (${t.avatarFileId} is null and ${t.avatarUrl} ~* '^https?://')`),
    check('users_staff_id_not_blank', sql`length(trim(${t.staffId})) > 0`),
    check('users_full_name_not_blank', sql`length(trim(${t.fullName})) > 0`),
    check('users_password_or_first_sign_in', sql`${t.passwordHash} is not null or ${t.mustChangePassword}`),
  ],
);

/** Audit of role assignments: who gave which role to whom, and when (the spec's user_roles). */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('role_assignments_user_idx').on(t.userId, t.createdAt), check('role_assignments_role_check', oneOf('role', ROLES))],
);

/** Server-side sessions. Only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Throttling counters, one row per key ('sign-in:id:ab-1', 'sign-up:ip:203.0.113.9', ...): hits in a
 * fixed window that starts at the key's first hit. In PostgreSQL so that every server process shares them.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const categories = pgTable('categories', { id: id(), name: text('name').notNull(), createdAt: createdAt() }, (t) => [
  uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
  check('categories_name_not_blank', sql`length(trim(${t.name})) > 0`),
]);

/** Every stored file: avatars, thumbnails, lesson media. Names are generated by the server. */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    isPublic: boolean('is_public').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_uploaded_by_idx').on(t.uploadedBy),
    check('files_kind_check', oneOf('kind', FILE_KINDS)),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    /** An uploaded thumbnail, by id. */
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** An external http(s) thumbnail (the spec lets a course give a URL instead of an upload). */
    thumbnailUrl: text('thumbnail_url'),
    previewVideoUrl: text('preview_video_url'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    level: text('level', { enum: COURSE_LEVELS }).notNull().default('beginner'),
    durationHours: integer('duration_hours').notNull().default(0),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('draft'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    whatYouWillLearn: text('what_you_will_learn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Aggregates kept by triggers (migration 0001), so that lists never count per course.
    enrollmentCount: integer('enrollment_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    lessonCount: integer('lesson_count').notNull().default(0),
    totalMinutes: integer('total_minutes').notNull().default(0),
    /**
     * Moves with every change of the Edit Course form's fields or the status; an edit sent with an
     * older one is refused (409), so a second tab never silently overwrites the first.
     */
    version: integer('version').notNull().default(1),
    /** The same for the curriculum: moves with every change of its sections and lessons (modules/curriculum). */
    curriculumVersion: integer('curriculum_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One index per catalogue sort, matching its ORDER BY exactly (ties broken by id; DESC is
    // NULLS FIRST in SQL, so the index says so too or the planner cannot use it).
    index('courses_status_popular_idx').on(t.status, t.enrollmentCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    index('courses_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('courses_status_price_asc_idx').on(t.status, t.price, t.createdAt.desc().nullsFirst(), t.id),
    index('courses_status_price_desc_idx').on(t.status, t.price.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    index('courses_category_idx').on(t.categoryId, t.status, t.createdAt.desc().nullsFirst(), t.id),
    // The instructor area's course lists, newest first: an instructor's own, and an admin's all.
    index('courses_instructor_idx').on(t.instructorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('courses_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('courses_thumbnail_file_idx').on(t.thumbnailFileId),
    check(
      'courses_thumbnail_one_source',
      sql`${t.thumbnailUrl} is null or (${t.thumbnailFileId} is null and ${t.thumbnailUrl} ~* '^https?://')`,
    ),
    // Catalogue search: title OR short description contains the text (ILIKE). One trigram index
    // per column, so that each column's statistics estimate its own match and the OR becomes a
    // BitmapOr (migration 0008 and docs/decisions.md). Without fastupdate: every enrollment
    // rewrites its course row, and a pending list filled by them would be scanned by every search.
    index('courses_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('courses_short_description_trgm_idx').using('gin', t.shortDescription.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('courses_level_check', oneOf('level', COURSE_LEVELS)),
    check('courses_status_check', oneOf('status', COURSE_STATUSES)),
    check('courses_price_check', sql`${t.price} >= 0`),
    check('courses_duration_check', sql`${t.durationHours} >= 0`),
    check('courses_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    orderIndex: integer('order_index').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('sections_course_order_idx').on(t.courseId, t.orderIndex),
    check('sections_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    videoUrl: text('video_url'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    content: text('content'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lessons_section_order_idx').on(t.sectionId, t.orderIndex),
    index('lessons_course_idx').on(t.courseId),
    index('lessons_file_idx').on(t.fileId),
    check('lessons_content_type_check', oneOf('content_type', CONTENT_TYPES)),
    check('lessons_duration_check', sql`${t.durationMinutes} >= 0`),
    check('lessons_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);

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

/**
 * Versions of cached public data, bumped by triggers in the same transaction as the change
 * (migration 0008): 'catalogue' covers the course list, home and course detail responses.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

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
  },
  (t) => [uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId)],
);

/**
 * Resumable lesson-file uploads (tus) that have been created: the protocol's state, kept here so
 * that every server process sees it (modules/lesson-uploads). Their bytes are at the storage key
 * `lesson/{id}`; a finished, accepted upload becomes the files row of the same id. Rows go after
 * 24 hours (jobs: expire-lesson-uploads), with the bytes of an upload that never finished.
 */
export const lessonUploads = pgTable(
  'lesson_uploads',
  {
    id: uuid('id').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The tus Upload as @tus/file-store keeps it (size, metadata, creation date). */
    upload: jsonb('upload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_uploads_created_idx').on(t.createdAt),
    index('lesson_uploads_course_idx').on(t.courseId),
    index('lesson_uploads_uploaded_by_idx').on(t.uploadedBy),
    check('lesson_uploads_size_check', sql`${t.size} > 0`),
  ],
);

/**
 * Smaller copies of an uploaded image (storage/image-variants.ts): one WebP per width, each a
 * files row of its own. A variant counts as referenced while this row links it to its original
 * (storage/references.ts); the row goes with the original, and the sweep then takes the variant.
 */
export const fileVariants = pgTable(
  'file_variants',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    variantFileId: uuid('variant_file_id')
      .notNull()
      .references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.width] }),
    uniqueIndex('file_variants_variant_key').on(t.variantFileId),
    check('file_variants_width_check', sql`${t.width} > 0`),
  ],
);

/**
 * What admins changed (PRODUCT-DECISIONS: "Every admin action that changes data is written to an
 * audit log in the same transaction"): who, what, which record, before and after (never a secret),
 * when and from which address. Rows are only ever inserted: a trigger (migration 0014) refuses any
 * UPDATE, DELETE or TRUNCATE, except the foreign key's own setting actor_id to null when the actor's
 * account is deleted. The actor's name and staff ID are copied, so the log still reads after that.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorStaffId: text('actor_staff_id'),
    actorName: text('actor_name'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entityType: text('entity_type', { enum: AUDIT_ENTITY_TYPES }).notNull(),
    /** The record's id (or a setting's key); text, since a setting has no uuid. */
    entityId: text('entity_id'),
    /** How a reader recognises the record: a staff ID and name, a course title, a file name. */
    entityLabel: text('entity_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_action_idx').on(t.action, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt.desc()),
    check('audit_events_action_check', oneOf('action', AUDIT_ACTIONS)),
    check('audit_events_entity_type_check', oneOf('entity_type', AUDIT_ENTITY_TYPES)),
  ],
);

/**
 * A CSV of users to create (the admin's bulk import): previewed first (every row classified, nothing
 * written), then committed by a background job that any server process may run and that resumes
 * after a restart. The counters are the progress the page reads.
 */
export const userImports = pgTable(
  'user_imports',
  {
    id: id(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('previewed'),
    totalRows: integer('total_rows').notNull(),
    /** Rows the preview found creatable. */
    toCreate: integer('to_create').notNull(),
    processed: integer('processed').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('user_imports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('user_imports_status_check', oneOf('status', IMPORT_STATUSES)),
  ],
);

/** One data row of an import's file, with what the preview found and what the import did. */
export const userImportRows = pgTable(
  'user_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => userImports.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1). */
    line: integer('line').notNull(),
    staffId: text('staff_id').notNull(),
    fullName: text('full_name').notNull(),
    outcome: text('outcome', { enum: IMPORT_ROW_OUTCOMES }).notNull(),
    reason: text('reason'),
    /** Null until the import has dealt with the row. */
    result: text('result', { enum: IMPORT_ROW_RESULTS }),
    resultReason: text('result_reason'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index('user_import_rows_pending_idx')
      .on(t.importId, t.line)
      .where(sql`${t.result} is null`),
    index('user_import_rows_result_idx').on(t.importId, t.result, t.line),
    check('user_import_rows_outcome_check', oneOf('outcome', IMPORT_ROW_OUTCOMES)),
    check(
      'user_import_rows_result_check',
      sql`${t.result} is null or ${sql.raw(`result in (${IMPORT_ROW_RESULTS.map((v) => `'${v}'`).join(', ')})`)}`,
    ),
  ],
);

/**
 * In-app notifications (issue 18, modules/notifications): written in the transaction of the event
 * they tell of, by the module that makes the event, for a recipient whose preference lets the kind
 * through. `data` holds the event's facts (kind by kind: core's `notificationData`); the texts and
 * the link are made from them when read. A statement-level trigger (migration 0013) tells every
 * server process of new rows and of read marks with NOTIFY, delivered only at commit.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // "My latest", a page at a time (keyset on created_at, id).
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // "My unread count": only unread rows are in it, so the count reads a handful of entries.
    index('notifications_recipient_unread_idx')
      .on(t.recipientId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
    check('notifications_data_object', sql`jsonb_typeof(${t.data}) = 'object'`),
  ],
);

/**
 * The four notification toggles of Settings, per user. No row: the spec's defaults, which the
 * column defaults repeat from core (`NOTIFICATION_PREFERENCE_DEFAULTS`). A table of its own, not
 * columns of `users`: a change of users moves the catalogue's cache version.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.emailNotifications),
  courseUpdates: boolean('course_updates').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.courseUpdates),
  newMessages: boolean('new_messages').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.newMessages),
  marketingEmails: boolean('marketing_emails').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.marketingEmails),
  updatedAt: updatedAt(),
});
