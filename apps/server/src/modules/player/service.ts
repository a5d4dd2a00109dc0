// The player: the course as a learner (or a previewing instructor or admin) sees it, one lesson's
// content, its private file, and the playback position. Who may open what is decided by
// access.ts; completion and stored progress by progress.ts and the course domain.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, type AwaitingGrading, type LessonContent, type PlayerResponse } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import type { Deps } from '../../deps.js';
import { fixedLimit, prepared } from '../../db/prepared.js';
import { certificates, files, lessonCaptions, lessonProgress, lessons, mediaTranscodes, quizzes, users } from '../../db/schema.js';
import { badRequest, enrollmentInactive, notEnrolled, notFound } from '../../lib/errors.js';
import type { LessonMedia } from './media.js';
import { assessmentState } from '../courses/course-progress.js';
import { assertCanOpen, assertLearner, courseAccess } from './course-access.js';
import { awaitingGradingByQuiz } from './awaiting-grading.js';
import { presentLesson, presentPlayer } from './presenter.js';
import { lessonCourseId } from './lesson-progress.js';
import { readyStream, streamAddresses } from '../streaming/service.js';
import { captionUrl } from '../captions/service.js';

type Caller = Pick<AuthUser, 'id' | 'role'>;

/** The course in the player: its curriculum with locks and completions, progress and assessment. */
export async function playerView(deps: Pick<Deps, 'db'>, user: Caller, courseId: string): Promise<PlayerResponse> {
  const { db } = deps;
  const access = await courseAccess(db, user, courseId);
  if (!access.mode) {
    // Deactivated by an instructor or admin: enrolling again would not help, so say so.
    if (access.standing === 'inactive') throw enrollmentInactive();
    throw notEnrolled();
  }
  const [assessment, [certificate], awaiting] = await Promise.all([
    assessmentState(db, user.id, access.course.id),
    prepared(db, 'player_certificate', (db) =>
      db
        .select({ code: certificates.code })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, sql.placeholder('userId')),
            eq(certificates.courseId, sql.placeholder('courseId')),
            // The current cycle's: a recertification's learner earns the next one (issue 30).
            sql`${certificates.cycle} = (select e.cycle from enrollments e where e.user_id = ${certificates.userId} and e.course_id = ${certificates.courseId})`,
          ),
        ),
    ).execute({ userId: user.id, courseId: access.course.id }),
    // Preview records nothing, so nothing of it waits for grading.
    access.mode === 'learner' ? awaitingGradingByQuiz(db, user.id, access.course.id) : new Map<string, AwaitingGrading>(),
  ]);
  return presentPlayer({ ...access, mode: access.mode }, assessment, certificate?.code ?? null, awaiting);
}

/** One lesson's content, for a caller who may open it. */
export async function lessonForCaller(deps: Pick<Deps, 'db' | 'clock'>, user: Caller, lessonId: string): Promise<LessonContent> {
  const { db } = deps;
  // The lesson is read first for its course (one statement fewer); nothing of it is sent
  // before the caller may open it.
  const [row] = await prepared(db, 'lesson_content', (db) =>
    db
      .select({
        lesson: lessons,
        file: { mimeType: files.mimeType, size: files.size },
        quizId: quizzes.id,
        transcode: {
          storageKey: files.storageKey,
          state: mediaTranscodes.state,
          runId: mediaTranscodes.runId,
          outputs: mediaTranscodes.outputs,
        },
        captions: sql<{ language: string; label: string }[]>`coalesce((
          select json_agg(json_build_object('language', c.language, 'label', c.label) order by c.label)
            from ${lessonCaptions} c where c.lesson_id = ${lessons.id}), '[]'::json)`,
        captionLanguage: sql<string | null>`(select u.caption_language from ${users} u where u.id = ${sql.placeholder('userId')}::uuid)`,
      })
      .from(lessons)
      .leftJoin(files, eq(files.id, lessons.fileId))
      .leftJoin(mediaTranscodes, eq(mediaTranscodes.fileId, lessons.fileId))
      .leftJoin(quizzes, eq(quizzes.lessonId, lessons.id))
      .where(eq(lessons.id, sql.placeholder('lessonId')))
      .limit(fixedLimit(1)),
  ).execute({ lessonId, userId: user.id });
  if (!row) throw notFound(MESSAGES.lessonNotFound);
  const access = await courseAccess(db, user, row.lesson.courseId);
  assertCanOpen(access, row.lesson.id);
  const ready = row.transcode ? readyStream(row.transcode) : null;
  const stream = ready ? await streamAddresses(deps, row.lesson.id, ready) : null;
  const captions = row.captions.map((c) => ({ ...c, url: captionUrl(row.lesson.id, c.language) }));
  return presentLesson(row.lesson, row.file, row.quizId, access, { stream, captions, captionLanguage: row.captionLanguage });
}

/**
 * A lesson's private file, for a caller who may open the lesson (visitors included: free lessons
 * of published courses are open to everyone). Nothing of the file, not even a link to it, is
 * given before that check.
 */
export async function lessonMedia(deps: Pick<Deps, 'db'>, user: Caller | null, lessonId: string): Promise<LessonMedia> {
  const { db } = deps;
  // The lesson's course and its file in one statement: a media request is asked for every seek of
  // a player, so each round trip to the database counts (bench/s3-media.ts).
  const [row] = await prepared(db, 'lesson_media', (db) =>
    db
      .select({ courseId: lessons.courseId, storageKey: files.storageKey, mimeType: files.mimeType })
      .from(lessons)
      .leftJoin(files, eq(files.id, lessons.fileId))
      .where(eq(lessons.id, sql.placeholder('lessonId'))),
  ).execute({ lessonId });
  if (!row) throw notFound(MESSAGES.lessonNotFound);
  assertCanOpen(await courseAccess(db, user, row.courseId), lessonId);
  if (!row.storageKey || !row.mimeType) throw notFound(MESSAGES.lessonNotFound);
  return { storageKey: row.storageKey, mimeType: row.mimeType };
}

/** Where a learner left a video or audio lesson, to resume there. */
export async function savePosition(deps: Pick<Deps, 'db' | 'clock'>, user: Caller, lessonId: string, seconds: number) {
  const { db } = deps;
  const now = deps.clock();
  const { courseId, contentType } = await lessonCourseId(db, lessonId);
  if (contentType !== 'video' && contentType !== 'audio') throw badRequest(MESSAGES.positionOnlyMedia);
  const access = await courseAccess(db, user, courseId);
  assertLearner(access);
  assertCanOpen(access, lessonId);
  await db
    .insert(lessonProgress)
    .values({ userId: user.id, lessonId, courseId, positionSeconds: seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { positionSeconds: seconds, updatedAt: now },
    });
  return { positionSeconds: seconds };
}
