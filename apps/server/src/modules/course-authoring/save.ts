// Create Course, Edit Course and the status badge. A new course is always a draft and its
// instructor is whoever creates it. An edit carries the version it was loaded with and is refused
// (409) when the course changed since; the status badge moves the version too, so an Edit Course
// form opened before a badge click cannot put the old status back.
import { and, eq, sql } from 'drizzle-orm';
import {
  canCreateCourse,
  MESSAGES,
  type Actor,
  type CourseSaveResponse,
  type CourseStatus,
  type CourseStatusResponse,
  type createCourseInput,
  type updateCourseInput,
} from '@app/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { categories, courses, files, fileVariants } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { forgetFile, removeForgotten } from '../../storage/references.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { changedFields } from '../audit/diff.js';
import { closeEnrollmentGate } from '../enrollments/enrollment-gate.js';
import type { AuditEvent } from '../audit/record.js';
import { versionString } from './presenter.js';
import { courseRecord, presentCourse } from './service.js';

type CreateCourse = z.output<typeof createCourseInput>;
type UpdateCourse = z.output<typeof updateCourseInput>;
type Saver = NonNullable<Actor>;

/**
 * The category must exist: a deleted or made-up one is the caller's mistake, not a 500. Key-share
 * locked, as the foreign key would: an admin deleting the category meanwhile either waits for this
 * save (and then finds the course in it, 409) or has deleted it (and this save finds none, 400).
 */
async function checkCategory(tx: Tx, categoryId: string) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('key share');
  if (!row) throw badRequest(MESSAGES.categoryUnknown);
}

/**
 * An uploaded thumbnail is one the caller uploaded, or the one the course has now (an admin
 * editing keeps the instructor's): never another person's upload, nor a file of another kind.
 */
async function checkThumbnail(tx: Tx, actor: Saver, fileId: string, current: string | null) {
  if (fileId === current) return;
  const [row] = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.kind, 'thumbnail'),
        eq(files.uploadedBy, actor.id),
        // An original, not one of its smaller copies.
        sql`not exists (select 1 from ${fileVariants} v where v.variant_file_id = ${files.id})`,
      ),
    );
  if (!row) throw badRequest(MESSAGES.thumbnailNotUsable);
}

const fields = (input: CreateCourse) => ({
  title: input.title,
  shortDescription: input.shortDescription,
  description: input.description,
  categoryId: input.categoryId,
  price: input.price,
  level: input.level,
  durationHours: input.durationHours,
  thumbnailUrl: input.thumbnailUrl,
  thumbnailFileId: input.thumbnailFileId,
  whatYouWillLearn: input.whatYouWillLearn,
  requirements: input.requirements,
});

export async function createCourse(deps: Pick<Deps, 'db' | 'clock'>, actor: Saver, input: CreateCourse): Promise<CourseSaveResponse> {
  if (!canCreateCourse(actor)) throw forbidden();
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    await checkCategory(tx, input.categoryId);
    if (input.thumbnailFileId) await checkThumbnail(tx, actor, input.thumbnailFileId, null);
    const [created] = await tx
      .insert(courses)
      .values({ ...fields(input), status: 'draft', instructorId: actor.id, createdAt: now, updatedAt: now })
      .returning();
    return created!;
  });
  return { course: presentCourse(row), message: MESSAGES.courseCreated };
}

/** The audit row of a status change (written only when it is recorded: recordAdminChange). */
const statusChanged = (course: { id: string; title: string; status: CourseStatus }, status: CourseStatus): AuditEvent => ({
  action: 'course.status_changed',
  entityType: 'course',
  entityId: course.id,
  entityLabel: course.title,
  before: { status: course.status },
  after: { status },
});

/** What Edit Course may change, as the audit row names it (the status has a row of its own). */
const EDITED_FIELDS = [
  'title',
  'shortDescription',
  'description',
  'categoryId',
  'price',
  'level',
  'durationHours',
  'thumbnailUrl',
  'thumbnailFileId',
  'whatYouWillLearn',
  'requirements',
] as const;

/** The audit rows of an edit: the details that changed, and the status when it did. */
function editEvents(current: typeof courses.$inferSelect, input: UpdateCourse): AuditEvent[] {
  const diff = changedFields(current, fields(input), EDITED_FIELDS);
  return [
    ...(diff
      ? [{ action: 'course.updated' as const, entityType: 'course' as const, entityId: current.id, entityLabel: input.title, ...diff }]
      : []),
    ...(current.status !== input.status ? [statusChanged(current, input.status)] : []),
  ];
}

export async function updateCourse(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  actor: RequestActor,
  courseId: string,
  input: UpdateCourse,
): Promise<CourseSaveResponse> {
  const now = deps.clock();
  const { row, forgotten } = await deps.db.transaction(async (tx) => {
    // Out of the catalogue (or staying out): no enrollment may slip in between (enrollment-gate.ts).
    if (input.status !== 'published') await closeEnrollmentGate(tx, courseId);
    // Locked: two saves of the same version cannot both pass the check.
    const current = await courseRecord(tx, actor, 'manage', courseId, 'no key update');
    if (versionString(current.version) !== input.version) throw conflict(MESSAGES.courseChangedElsewhere);
    await checkCategory(tx, input.categoryId);
    if (input.thumbnailFileId) await checkThumbnail(tx, actor, input.thumbnailFileId, current.thumbnailFileId);
    const [updated] = await tx
      .update(courses)
      .set({ ...fields(input), status: input.status, version: current.version + 1, updatedAt: now })
      .where(eq(courses.id, courseId))
      .returning();
    await recordAdminChange(tx, actor, current.instructorId, ...editEvents(current, input));
    const old = current.thumbnailFileId;
    return { row: updated!, forgotten: old && old !== input.thumbnailFileId ? await forgetFile(tx, old, 'thumbnail') : null };
  });
  await removeForgotten(deps.storage, [forgotten]);
  return { course: presentCourse(row), message: MESSAGES.courseUpdated };
}

/** The toast for a status change: the badge publishes or unpublishes; the admin select may archive. */
function statusMessage(from: CourseStatus, to: CourseStatus) {
  if (to === 'published') return MESSAGES.coursePublished;
  if (from === 'published' && to === 'draft') return MESSAGES.courseUnpublished;
  return MESSAGES.courseStatusUpdated;
}

export interface StatusChangeOptions {
  /**
   * The version the caller's screen showed (the admin's status select): a course changed since is
   * refused with 409. The instructor's badge sends none; its change still moves the version.
   */
  version?: string;
}

export async function setCourseStatus(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: RequestActor,
  courseId: string,
  status: CourseStatus,
  options: StatusChangeOptions = {},
): Promise<CourseStatusResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (status !== 'published') await closeEnrollmentGate(tx, courseId);
    const current = await courseRecord(tx, actor, 'manage', courseId, 'no key update');
    if (options.version !== undefined && versionString(current.version) !== options.version) {
      throw conflict(MESSAGES.courseChangedElsewhere);
    }
    const message = statusMessage(current.status, status);
    if (current.status === status) {
      return { id: current.id, status, version: versionString(current.version), updatedAt: current.updatedAt.toISOString(), message };
    }
    const [row] = await tx
      .update(courses)
      .set({ status, version: sql`${courses.version} + 1`, updatedAt: now })
      .where(eq(courses.id, courseId))
      .returning({ version: courses.version, updatedAt: courses.updatedAt });
    await recordAdminChange(tx, actor, current.instructorId, statusChanged(current, status));
    return { id: current.id, status, version: versionString(row!.version), updatedAt: row!.updatedAt.toISOString(), message };
  });
}
