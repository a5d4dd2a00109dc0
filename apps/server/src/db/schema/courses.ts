// The catalogue: categories, courses, their sections and lessons.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTENT_TYPES, COURSE_LEVELS, COURSE_STATUSES } from '@app/core';
import { oneOf, id, createdAt, updatedAt } from './columns.js';
import { files, users } from './people.js';

export const categories = pgTable('categories', { id: id(), name: text('name').notNull(), createdAt: createdAt() }, (t) => [
  uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
  check('categories_name_not_blank', sql`length(trim(${t.name})) > 0`),
]);

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
    // BitmapOr (migration 0008 and docs/performance.md, "Catalogue search"). Without fastupdate: every enrollment
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
