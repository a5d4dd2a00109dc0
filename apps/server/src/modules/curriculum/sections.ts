// Add, rename, show or hide, and delete a section. A new section goes last. Showing or hiding one
// changes the lessons learners count, and deleting one deletes its lessons (their progress rows,
// quizzes and attempts go with them by cascade): both recompute stored progress.
import { and, eq, sql } from 'drizzle-orm';
import { inCatalogue, MESSAGES, type sectionInput, type SectionSaveResponse, type updateSectionInput } from '@app/core';
import type { z } from 'zod';
import type { RequestActor } from '../../auth/user.js';
import type { Deps } from '../../deps.js';
import { lessons, sections } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { forgetFiles } from '../../storage/references.js';
import { notifyNewLessons } from '../notifications/write.js';
import { changedFields } from '../audit/diff.js';
import { changeCurriculum, partLabel } from './change.js';
import { sectionColumns, sectionLessonRows } from './queries.js';
import { presentLesson, presentSection } from './presenter.js';

export async function addSection(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  courseId: string,
  input: z.output<typeof sectionInput>,
): Promise<SectionSaveResponse> {
  const { result, version } = await changeCurriculum(deps, actor, { course: courseId }, async ({ tx, course, now, audit }) => {
    const [row] = await tx
      .insert(sections)
      .values({
        courseId,
        title: input.title,
        description: input.description,
        orderIndex: sql`(select coalesce(max(s.order_index) + 1, 0) from sections s where s.course_id = ${courseId})`,
        createdAt: now,
      })
      .returning(sectionColumns);
    audit.push({
      action: 'section.created',
      entityType: 'section',
      entityId: row!.id,
      entityLabel: partLabel(course, input.title),
      after: { title: input.title, description: input.description },
    });
    return presentSection(row!, []);
  });
  return { section: result, version, message: MESSAGES.sectionAdded };
}

export async function updateSection(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  sectionId: string,
  input: z.output<typeof updateSectionInput>,
): Promise<SectionSaveResponse> {
  let message: string = MESSAGES.sectionUpdated;
  const { result, version } = await changeCurriculum(deps, actor, { section: sectionId }, async (c) => {
    const [before] = await c.tx
      .select({ title: sections.title, description: sections.description, isPublished: sections.isPublished })
      .from(sections)
      .where(eq(sections.id, sectionId));
    if (!before) throw notFound(MESSAGES.sectionNotFound);
    const [row] = await c.tx
      .update(sections)
      .set({ title: input.title, description: input.description, isPublished: input.isPublished })
      .where(eq(sections.id, sectionId))
      .returning(sectionColumns);
    const lessonRows = await sectionLessonRows(c.tx, sectionId);
    const diff = changedFields(before, input, ['title', 'description', 'isPublished']);
    if (diff)
      c.audit.push({
        action: 'section.updated',
        entityType: 'section',
        entityId: sectionId,
        entityLabel: partLabel(c.course, row!.title),
        ...diff,
      });
    if (input.isPublished !== undefined && input.isPublished !== before.isPublished) {
      c.recompute = true;
      message = input.isPublished ? MESSAGES.sectionPublished : MESSAGES.sectionUnpublished;
      // A section shown in a published course opens its lessons to learners: one notification each.
      if (input.isPublished && inCatalogue(c.course) && lessonRows.length > 0)
        await notifyNewLessons(
          c.tx,
          { courseId: c.course.id, lessonId: lessonRows[0]!.id, lessonTitle: null, sectionTitle: row!.title, count: lessonRows.length },
          c.now,
        );
    }
    return presentSection(row!, lessonRows.map(presentLesson));
  });
  return { section: result, version, message };
}

export async function deleteSection(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  sectionId: string,
) {
  const { version } = await changeCurriculum(deps, actor, { section: sectionId }, async (c) => {
    const gone = await c.tx.delete(lessons).where(eq(lessons.sectionId, sectionId)).returning({ fileId: lessons.fileId });
    const [section] = await c.tx
      .delete(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.courseId, c.course.id)))
      .returning({ id: sections.id, title: sections.title });
    if (!section) throw notFound(MESSAGES.sectionNotFound);
    c.recompute = true;
    c.audit.push({
      action: 'section.deleted',
      entityType: 'section',
      entityId: sectionId,
      entityLabel: partLabel(c.course, section.title),
      before: { title: section.title, lessons: gone.length },
    });
    c.forgotten.push(
      ...(await forgetFiles(
        c.tx,
        gone.flatMap((l) => (l.fileId ? [l.fileId] : [])),
        ['lesson'],
      )),
    );
  });
  return { version, message: MESSAGES.sectionDeleted };
}
