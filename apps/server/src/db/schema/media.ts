// Lesson uploads in progress and the resized copies of stored pictures.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TRANSCODE_KINDS, TRANSCODE_STATES } from '@app/core';

import { createdAt, oneOf } from './columns.js';
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

/**
 * A lesson file's streaming copies (modules/transcoding, docs/video.md): the HLS ladder, poster and
 * storyboard made by a background job, stored under `{file's key}.hls/{run id}/`. One row per file,
 * gone with it; `run_id` names the run that holds the job (a new one each time a worker takes it),
 * so a run that lost its row (the file replaced) or its turn (taken again after its worker died)
 * finds out at its next heartbeat and stops. The sweep keeps only the outputs of a row's own run.
 */
export const mediaTranscodes = pgTable(
  'media_transcodes',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TRANSCODE_KINDS }).notNull(),
    state: text('state', { enum: TRANSCODE_STATES }).notNull().default('queued'),
    /** 0-100 while processing, from ffmpeg's progress. */
    progress: integer('progress').notNull().default(0),
    /** Why it failed, for the instructor. */
    error: text('error'),
    runId: uuid('run_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** How many runs have started (a retry after a failure counts). */
    attempts: integer('attempts').notNull().default(0),
    /** Once ready: what was made (renditions, duration, poster and storyboard names). */
    outputs: jsonb('outputs'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The stalled-run check reads the runs in progress.
    index('media_transcodes_processing_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.state} = 'processing'`),
    // A signed streaming link names its run: the segment route finds the run's folder by it.
    uniqueIndex('media_transcodes_run_idx').on(t.runId),
    check('media_transcodes_kind_check', oneOf('kind', TRANSCODE_KINDS)),
    check('media_transcodes_state_check', oneOf('state', TRANSCODE_STATES)),
    check('media_transcodes_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * Secrets the server makes for itself, shared by every process through the database: the key that
 * signs streaming segment links (player/stream-links.ts). Deleting a row rotates its key (every link
 * signed with the old one stops working; processes read it again at their next start).
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * A video or audio lesson's captions in one language (modules/captions): the uploaded WebVTT or SRT
 * as the WebVTT it became once checked, every cue plain text. Small (at most 1 MB uploaded), read
 * whole with the lesson: kept here rather than in storage. Goes with its lesson.
 */
export const lessonCaptions = pgTable(
  'lesson_captions',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    vtt: text('vtt').notNull(),
    cueCount: integer('cue_count').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.language] }),
    check('lesson_captions_language_check', sql`${t.language} ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' and length(${t.language}) <= 35`),
    check('lesson_captions_label_check', sql`length(${t.label}) between 1 and 50`),
  ],
);
