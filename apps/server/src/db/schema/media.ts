// Lesson uploads in progress and the resized copies of stored pictures.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.js';
import { courses, lessons } from './courses.js';
import { files, users } from './people.js';

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
