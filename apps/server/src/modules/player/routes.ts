import type { OutgoingHttpHeaders } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeLessonResponse,
  lessonContent,
  MESSAGES,
  nextLesson,
  playerResponse,
  positionInput,
  progressPercent,
  uuid,
} from '@app/core';
import { currentUser } from '../../auth/access.js';
import { fixedLimit, prepared } from '../../db/prepared.js';
import { certificates, files, lessonProgress, lessons, quizzes } from '../../db/schema.js';
import { enrollmentInactive, HttpError, notFound } from '../../lib/errors.js';
import { parseRange } from '../../lib/range.js';
import { assertCanOpen, assertLearner, courseAccess } from './access.js';
import { assessmentState, completeLesson, lessonCourseId } from './progress.js';

const idParams = z.object({ id: uuid });

export default async function playerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/courses/:id/player', { schema: { tags: ['player'], params: idParams, response: { 200: playerResponse } } }, async (req) => {
    const user = currentUser(req);
    const access = await courseAccess(app.db, user, req.params.id);
    if (!access.mode) {
      // Deactivated by an instructor or admin: enrolling again would not help, so say so.
      if (access.enrollment?.status === 'inactive') throw enrollmentInactive();
      throw new HttpError(403, 'NOT_ENROLLED', MESSAGES.notEnrolled);
    }
    const [assessment, [certificate]] = await Promise.all([
      assessmentState(app.db, user.id, access.course.id),
      prepared(app.db, 'player_certificate', (db) =>
        db
          .select({ code: certificates.code })
          .from(certificates)
          .where(and(eq(certificates.userId, sql.placeholder('userId')), eq(certificates.courseId, sql.placeholder('courseId')))),
      ).execute({ userId: user.id, courseId: access.course.id }),
    ]);
    const done = access.lessons.filter((l) => access.completed.has(l.id)).length;
    const pct = access.mode === 'preview' ? 0 : progressPercent(done, access.lessons.length);
    return {
      mode: access.mode,
      course: {
        id: access.course.id,
        title: access.course.title,
        instructorName: access.course.instructorName,
        thumbnailUrl: access.course.thumbnailUrl,
      },
      sections: access.sections.map((s) => ({
        id: s.id,
        title: s.title,
        lessons: s.lessons.map((l) => ({
          id: l.id,
          title: l.title,
          contentType: l.contentType,
          durationMinutes: l.durationMinutes,
          isFree: l.isFree,
          questionCount: l.questionCount,
          isLocked: access.locked.has(l.id),
          isCompleted: access.completed.has(l.id),
        })),
      })),
      totalLessons: access.lessons.length,
      totalMinutes: access.lessons.reduce((sum, l) => sum + l.durationMinutes, 0),
      completedLessons: done,
      progressPercentage: pct,
      enrollment: access.enrollment && {
        id: access.enrollment.id,
        status: access.enrollment.status,
        completedAt: access.enrollment.completedAt?.toISOString() ?? null,
      },
      nextLessonId: nextLesson({
        lessons: access.lessons,
        completed: access.completed,
        hasAccess: access.hasAccess,
        preview: access.mode === 'preview',
      }),
      // The assessment opens at exactly 100% (always in preview).
      assessment: assessment && { ...assessment, available: access.mode === 'preview' || pct === 100 },
      certificateCode: certificate?.code ?? null,
    };
  });

  r.get('/api/lessons/:id', { schema: { tags: ['player'], params: idParams, response: { 200: lessonContent } } }, async (req) => {
    const user = currentUser(req);
    // The lesson is read first for its course (one statement fewer); nothing of it is sent
    // before the caller may open it.
    const [row] = await prepared(app.db, 'lesson_content', (db) =>
      db
        .select({ lesson: lessons, file: { mimeType: files.mimeType, size: files.size }, quizId: quizzes.id })
        .from(lessons)
        .leftJoin(files, eq(files.id, lessons.fileId))
        .leftJoin(quizzes, eq(quizzes.lessonId, lessons.id))
        .where(eq(lessons.id, sql.placeholder('lessonId')))
        .limit(fixedLimit(1)),
    ).execute({ lessonId: req.params.id });
    if (!row) throw notFound(MESSAGES.lessonNotFound);
    const { lesson, file } = row;
    const access = await courseAccess(app.db, user, lesson.courseId);
    assertCanOpen(access, lesson.id);
    return {
      id: lesson.id,
      courseId: lesson.courseId,
      title: lesson.title,
      description: lesson.description,
      contentType: lesson.contentType,
      durationMinutes: lesson.durationMinutes,
      videoUrl: lesson.videoUrl,
      mediaUrl: lesson.fileId ? `/api/lessons/${lesson.id}/media` : null,
      mimeType: file?.mimeType ?? null,
      fileSize: file?.size ?? null,
      content: lesson.content,
      quizId: row.quizId,
      isCompleted: access.completed.has(lesson.id),
      positionSeconds: access.positions.get(lesson.id) ?? 0,
    };
  });

  // Lesson files are private: only callers who may open the lesson get bytes. Free lessons of
  // published courses are open to everyone (the preview dialog plays them).
  r.get('/api/lessons/:id/media', { config: { access: 'public' }, schema: { tags: ['player'], params: idParams } }, async (req, reply) => {
    const { courseId } = await lessonCourseId(app.db, req.params.id);
    const access = await courseAccess(app.db, req.user, courseId);
    assertCanOpen(access, req.params.id);
    const [file] = await app.db
      .select({ storageKey: files.storageKey, mimeType: files.mimeType })
      .from(lessons)
      .innerJoin(files, eq(files.id, lessons.fileId))
      .where(eq(lessons.id, req.params.id));
    if (!file) throw notFound(MESSAGES.lessonNotFound);
    // The size on disk decides the ranges, so Content-Length always matches what is sent.
    const body = await app.storage.open(file.storageKey);
    const range = parseRange(req.headers.range, body.size);
    if (range.kind === 'unsatisfiable') {
      await body.close();
      return reply
        .code(416)
        .header('content-range', `bytes */${body.size}`)
        .send({ error: { code: 'VALIDATION_ERROR', message: 'Range not satisfiable' } });
    }
    const bytes = range.kind === 'partial' ? range : { start: 0, end: body.size - 1 };
    reply
      .code(range.kind === 'partial' ? 206 : 200)
      .header('content-type', file.mimeType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-length', bytes.end - bytes.start + 1);
    if (range.kind === 'partial') reply.header('content-range', `bytes ${range.start}-${range.end}/${body.size}`);
    // The bytes bypass Fastify's stream handling (see storage/send-file.ts); the headers set so
    // far, helmet's included, go out first. onResponse hooks and the request log still run.
    reply.hijack();
    reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
    if (req.method === 'HEAD') {
      await body.close();
      reply.raw.end();
      return;
    }
    try {
      await body.sendTo(reply.raw, bytes);
    } catch (err) {
      req.log.error({ err, key: file.storageKey }, 'reading a lesson file failed mid-response');
    }
  });

  r.post(
    '/api/lessons/:id/complete',
    { schema: { tags: ['player'], params: idParams, response: { 200: completeLessonResponse } } },
    (req) => completeLesson(app.db, currentUser(req), req.params.id, app.now()),
  );

  r.put(
    '/api/lessons/:id/position',
    {
      schema: {
        tags: ['player'],
        params: idParams,
        body: positionInput,
        response: { 200: z.object({ positionSeconds: z.number().int() }) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { courseId, contentType } = await lessonCourseId(app.db, req.params.id);
      if (contentType !== 'video' && contentType !== 'audio')
        throw new HttpError(400, 'VALIDATION_ERROR', 'Only video and audio lessons have a position.');
      const access = await courseAccess(app.db, user, courseId);
      assertLearner(access);
      assertCanOpen(access, req.params.id);
      const now = app.now();
      await app.db
        .insert(lessonProgress)
        .values({ userId: user.id, lessonId: req.params.id, courseId, positionSeconds: req.body.seconds, updatedAt: now })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: { positionSeconds: req.body.seconds, updatedAt: now },
        });
      return { positionSeconds: req.body.seconds };
    },
  );
}
