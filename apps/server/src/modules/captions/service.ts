// Captions of a lesson: its instructor (or an admin) uploads, replaces and deletes one file per
// language; whoever may open the lesson reads them. The file is checked and made plain-text
// WebVTT once, at upload (parse.ts); what is served is what was stored.
import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES, type Actor, type AuthoringCaption } from '@app/core';
import { authorizeCurriculumChange, curriculumNotFoundMessage } from '../../authorization/curriculum.js';
import type { AuthUser, RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { courses, lessonCaptions, lessons, users } from '../../db/schema.js';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { assertCanOpen, courseAccess } from '../player/course-access.js';
import { CaptionRefused, readCaptions, toWebVtt } from './parse.js';

const captionUrl = (lessonId: string, language: string) => `/api/lessons/${lessonId}/captions/${language}.vtt`;

async function managedLesson(db: DbOrTx, actor: Actor, lessonId: string) {
  const [row] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      courseTitle: courses.title,
      contentType: lessons.contentType,
      instructorId: courses.instructorId,
      status: courses.status,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  if (!row) throw notFound(curriculumNotFoundMessage('lesson'));
  authorizeCurriculumChange(actor, 'lesson', row);
  return row;
}

const present = (lessonId: string, r: typeof lessonCaptions.$inferSelect): AuthoringCaption => ({
  language: r.language,
  label: r.label,
  cueCount: r.cueCount,
  updatedAt: r.updatedAt.toISOString(),
  url: captionUrl(lessonId, r.language),
});

export async function lessonCaptionList(deps: Pick<Deps, 'db'>, actor: Actor, lessonId: string): Promise<{ captions: AuthoringCaption[] }> {
  await managedLesson(deps.db, actor, lessonId);
  const rows = await deps.db.select().from(lessonCaptions).where(eq(lessonCaptions.lessonId, lessonId)).orderBy(asc(lessonCaptions.label));
  return { captions: rows.map((r) => present(lessonId, r)) };
}

/** Checks the file and stores it as the lesson's captions in `language`, replacing any there were. */
export async function saveCaptions(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: RequestActor,
  lessonId: string,
  caption: { language: string; label: string; bytes: Buffer },
): Promise<{ caption: AuthoringCaption; message: string }> {
  const now = deps.clock();
  const lesson = await managedLesson(deps.db, actor, lessonId);
  if (lesson.contentType !== 'video' && lesson.contentType !== 'audio') throw badRequest(MESSAGES.captionMediaOnly);
  let cues;
  try {
    cues = await readCaptions(caption.bytes);
  } catch (err) {
    if (err instanceof CaptionRefused) throw badRequest(err.message);
    throw err;
  }
  const values = {
    lessonId,
    language: caption.language,
    label: caption.label,
    vtt: toWebVtt(cues),
    cueCount: cues.length,
    updatedBy: actor.id,
    updatedAt: now,
  };
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(lessonCaptions)
      .values(values)
      .onConflictDoUpdate({ target: [lessonCaptions.lessonId, lessonCaptions.language], set: values })
      .returning();
    await recordAdminChange(tx, actor, lesson.instructorId, {
      action: 'lesson.updated',
      entityType: 'lesson',
      entityId: lessonId,
      entityLabel: `${lesson.title} — ${lesson.courseTitle}`,
      after: { captions: { language: caption.language, label: caption.label, cues: cues.length } },
    });
    return saved;
  });
  return { caption: present(lessonId, row!), message: MESSAGES.captionSaved };
}

export async function deleteCaptions(deps: Pick<Deps, 'db'>, actor: RequestActor, lessonId: string, language: string) {
  const lesson = await managedLesson(deps.db, actor, lessonId);
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(lessonCaptions)
      .where(and(eq(lessonCaptions.lessonId, lessonId), eq(lessonCaptions.language, language)))
      .returning({ language: lessonCaptions.language, label: lessonCaptions.label });
    if (gone.length === 0) throw notFound(MESSAGES.captionNotFound);
    await recordAdminChange(tx, actor, lesson.instructorId, {
      action: 'lesson.updated',
      entityType: 'lesson',
      entityId: lessonId,
      entityLabel: `${lesson.title} — ${lesson.courseTitle}`,
      before: { captions: { language, label: gone[0]!.label } },
    });
  });
  return { message: MESSAGES.captionDeleted };
}

/** One track's WebVTT, to whoever may open the lesson (visitors too, for a free lesson). */
export async function captionFile(deps: Pick<Deps, 'db'>, user: Pick<AuthUser, 'id' | 'role'> | null, lessonId: string, language: string) {
  const [row] = await deps.db
    .select({ courseId: lessons.courseId, vtt: lessonCaptions.vtt })
    .from(lessons)
    .leftJoin(lessonCaptions, and(eq(lessonCaptions.lessonId, lessons.id), eq(lessonCaptions.language, language)))
    .where(eq(lessons.id, lessonId));
  if (!row) throw notFound(MESSAGES.lessonNotFound);
  assertCanOpen(await courseAccess(deps.db, user, row.courseId), lessonId);
  if (row.vtt === null) throw notFound(MESSAGES.captionNotFound);
  return row.vtt;
}

/** The learner's caption choice, remembered for every lesson. */
export async function setCaptionLanguage(deps: Pick<Deps, 'db'>, user: Pick<AuthUser, 'id'>, language: string | null) {
  await deps.db.update(users).set({ captionLanguage: language }).where(eq(users.id, user.id));
  return { language };
}

export { captionUrl };
