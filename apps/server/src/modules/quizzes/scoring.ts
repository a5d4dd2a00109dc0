// Turning saved answers into a result, and what a result sets in motion. Every function here runs
// inside the caller's transaction, after the attempt row has been locked.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { QUIZ_GRACE_SECONDS, quizPassed, quizPercentage, scoreQuiz } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { readTogether } from '../../db/read-together.js';
import { quizAnswers, quizAttempts } from '../../db/schema.js';
import { notifyGradingNeeded } from '../notifications/write.js';
import { courseAccess, type CourseAccess } from '../player/course-access.js';
import { issueCertificates, progressOutcome } from '../courses/course-progress.js';
import type { Outbox } from '../email/outbox.js';
import { lockEnrollment, markLessonDone, refreshEnrollment } from '../player/lesson-progress.js';
import type { AnswerRow } from './context.js';
import { loadAnswers, loadQuestions, type LoadedQuestion, type QuizRow } from './queries.js';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/** The earliest deadline still open at `now`: an attempt's deadline plus the grace. */
export const lastOpenDeadline = (now: Date) => new Date(now.getTime() - QUIZ_GRACE_SECONDS * 1000);

/** Past the deadline and its grace: the attempt takes no more answers. */
export const isExpired = (attempt: Pick<AttemptRow, 'deadlineAt' | 'completedAt'>, now: Date) =>
  !attempt.completedAt && attempt.deadlineAt !== null && attempt.deadlineAt.getTime() < lastOpenDeadline(now).getTime();

/**
 * Locks the attempt for update. `withEnrollment`: the learner's enrollment in the quiz's course
 * too, in the same statement and after the attempt (the order grading takes them), for a
 * submission that may move the learner's progress.
 */
export async function lockAttempt(tx: DbOrTx, attemptId: string, o: { withEnrollment?: boolean } = {}): Promise<AttemptRow | null> {
  const query = o.withEnrollment
    ? prepared(tx, 'lock_attempt_enrollment', (db) =>
        db
          .select({
            ...getTableColumns(quizAttempts),
            // Qualified by hand: Drizzle writes a one-table select's columns bare, and a bare user_id
            // here would be the enrollment's own.
            enrollment: sql<string | null>`(select e.id from enrollments e join quizzes q on q.course_id = e.course_id
                                            where q.id = quiz_attempts.quiz_id and e.user_id = quiz_attempts.user_id for update of e)`,
          })
          .from(quizAttempts)
          .where(eq(quizAttempts.id, sql.placeholder('attemptId')))
          .for('update', { of: quizAttempts }),
      )
    : prepared(tx, 'lock_attempt', (db) =>
        db
          .select()
          .from(quizAttempts)
          .where(eq(quizAttempts.id, sql.placeholder('attemptId')))
          .for('update'),
      );
  const [row] = await query.execute({ attemptId });
  if (!row) return null;
  const { enrollment: _locked, ...attempt } = row as AttemptRow & { enrollment?: string | null };
  return attempt;
}

/** What a caller that has read them already passes in, instead of reading them again. */
export interface Loaded {
  questions: readonly LoadedQuestion[];
  answers: AnswerRow[];
  /**
   * The learner's access and the course's assessment, read after their enrollment was locked: a
   * pass's progress is then written with the result (absent: read and written after it).
   */
  progress?: { access: CourseAccess; assessment: { id: string | null; passed: boolean } };
}

/**
 * Scores a submitted attempt from its saved answers. Objective answers are marked now; a
 * non-empty subjective answer waits for its instructor. A time-out closes the attempt at its
 * deadline, not at the moment somebody noticed. The marks and the result are one statement.
 */
export async function finalizeAttempt(deps: Outbox, tx: DbOrTx, attempt: AttemptRow, quiz: QuizRow, now: Date, loaded?: Loaded) {
  const [questions, answers] = loaded
    ? [loaded.questions, loaded.answers]
    : await readTogether(
        tx,
        () => loadQuestions(tx, [quiz.id]),
        () => loadAnswers(tx, attempt.id),
      );
  const result = scoreQuiz(
    questions.map((q) => ({
      id: q.id,
      type: q.questionType,
      points: q.points,
      correctOptionId: q.options.find((o) => o.isCorrect)?.id ?? null,
    })),
    answers.map((a) => ({ questionId: a.questionId, optionId: a.optionId, answerText: a.answerText, gradedPoints: null })),
    quiz.passingScore,
  );
  const byQuestion = new Map(result.answers.map((r) => [r.questionId, r]));
  const marked = answers.map((a) => {
    const r = byQuestion.get(a.questionId);
    return r
      ? {
          ...a,
          isCorrect: r.isCorrect,
          pointsAwarded: r.pointsAwarded,
          evaluationStatus: r.pending ? ('pending' as const) : ('evaluated' as const),
          updatedAt: now,
        }
      : a;
  });
  const marks = marked
    .filter((a) => byQuestion.has(a.questionId))
    .map((a) => ({ id: a.id, is_correct: a.isCorrect, points: a.pointsAwarded, status: a.evaluationStatus }));
  const completedAt = attempt.deadlineAt && now > attempt.deadlineAt ? attempt.deadlineAt : now;
  const updated: AttemptRow = {
    ...attempt,
    score: result.score,
    maxScore: result.maxScore,
    percentage: result.percentage,
    isPassed: result.isPassed,
    completedAt,
    timeTakenMinutes: Math.max(1, Math.ceil((completedAt.getTime() - attempt.startedAt.getTime()) / 60_000)),
  };
  const progress = result.isPassed && loaded?.progress ? passProgress(quiz, loaded.progress) : null;
  await tx.execute(sql`
    with marks as (
      update quiz_answers qa
         set is_correct = v.is_correct, points_awarded = v.points, evaluation_status = v.status, updated_at = ${now}
        from json_to_recordset(${JSON.stringify(marks)}::json) as v(id uuid, is_correct boolean, points numeric, status text)
       where qa.attempt_id = ${attempt.id} and qa.id = v.id
      returning qa.id)
    ${progress ? progressWrites(attempt.userId, quiz.courseId, progress, now) : sql``}
    update quiz_attempts
       set score = ${updated.score}, max_score = ${updated.maxScore}, percentage = ${updated.percentage},
           is_passed = ${updated.isPassed}, completed_at = ${completedAt}, time_taken_minutes = ${updated.timeTakenMinutes}
     where id = ${attempt.id}`);
  if (progress?.status === 'completed') await issueCertificates(deps, tx, quiz.courseId, [attempt.userId], now);
  else if (result.isPassed && !loaded?.progress) await applyPass(deps, tx, attempt.userId, quiz, now);
  // Written answers to grade: the course's instructor hears of the attempt once, not per answer.
  if (result.pendingCount > 0)
    await notifyGradingNeeded(
      tx,
      { attemptId: attempt.id, quizId: quiz.id, learnerId: attempt.userId, pendingCount: result.pendingCount },
      now,
    );
  const points = new Map(questions.map((q) => [q.id, q.points]));
  const pendingPoints = result.answers.filter((r) => r.pending).reduce((sum, r) => sum + (points.get(r.questionId) ?? 0), 0);
  return { attempt: updated, pendingCount: result.pendingCount, pendingPoints, answers: marked };
}

/**
 * Re-scores a submitted attempt after an instructor graded one of its answers. The attempt's
 * max score and each answer's points are what they were at submission, so a quiz edited since
 * keeps its old attempts' results meaningful.
 */
export async function rescoreAttempt(deps: Outbox, tx: DbOrTx, attempt: AttemptRow, quiz: QuizRow, now: Date) {
  const [totals] = await tx
    .select({
      score: sql<number>`coalesce(sum(${quizAnswers.pointsAwarded}), 0)::float8`,
      pending: sql<number>`count(*) filter (where ${quizAnswers.evaluationStatus} = 'pending')::int`,
    })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attempt.id));
  const score = totals?.score ?? 0;
  const pendingCount = totals?.pending ?? 0;
  const percentage = quizPercentage(score, attempt.maxScore);
  const isPassed = quizPassed(percentage, pendingCount, quiz.passingScore);
  const [updated] = await tx.update(quizAttempts).set({ score, percentage, isPassed }).where(eq(quizAttempts.id, attempt.id)).returning();
  if (isPassed && !attempt.isPassed) await applyPass(deps, tx, attempt.userId, quiz, now);
  return { attempt: updated!, pendingCount };
}

/**
 * A passed lesson quiz completes its lesson; a passed course assessment may complete the
 * course. Only for a learner who may still open that lesson: a dropped enrollment keeps the
 * result but records no progress.
 */
async function applyPass(deps: Outbox, tx: DbOrTx, userId: string, quiz: QuizRow, now: Date) {
  await lockEnrollment(tx, userId, quiz.courseId);
  const access = await courseAccess(tx, { id: userId, role: 'student' }, quiz.courseId);
  if (access.mode !== 'learner') return;
  if (quiz.lessonId) {
    const open = access.lessons.some((l) => l.id === quiz.lessonId) && !access.locked.has(quiz.lessonId);
    if (open) await markLessonDone(deps, tx, userId, access, quiz.lessonId, now);
  } else {
    await refreshEnrollment(deps, tx, userId, access, now);
  }
}

/**
 * What a pass records, decided from what the submit read once the enrollment was locked, as
 * applyPass decides it after reading: a lesson quiz completes its lesson if the learner may open
 * it, and the enrollment's progress follows (courses/course-progress.ts's rule). Null: nothing to record
 * (a preview, a dropped enrollment, a locked lesson).
 */
function passProgress(quiz: QuizRow, { access, assessment }: NonNullable<Loaded['progress']>) {
  if (access.mode !== 'learner' || !access.enrollment) return null;
  const lessonId = quiz.lessonId;
  if (lessonId && (!access.lessons.some((l) => l.id === lessonId) || access.locked.has(lessonId))) return null;
  const done = access.lessons.filter((l) => access.completed.has(l.id) || l.id === lessonId).length;
  const passedAssessment = assessment.passed || quiz.id === assessment.id;
  return {
    lessonId,
    enrollmentId: access.enrollment.id,
    ...progressOutcome({
      status: access.enrollment.status,
      done,
      total: access.lessons.length,
      assessment: assessment.id ? { passed: passedAssessment } : null,
    }),
  };
}

/** The lesson completed (its first completion time kept) and the enrollment's progress, as CTEs of the result's statement. */
function progressWrites(userId: string, courseId: string, p: NonNullable<ReturnType<typeof passProgress>>, now: Date) {
  const lesson = p.lessonId
    ? sql`, lesson_done as (
        insert into lesson_progress (user_id, lesson_id, course_id, completed, completed_at, updated_at)
        values (${userId}::uuid, ${p.lessonId}::uuid, ${courseId}::uuid, true, ${now}, ${now})
        on conflict (user_id, lesson_id) do update
          set completed = true, completed_at = coalesce(lesson_progress.completed_at, excluded.completed_at), updated_at = excluded.updated_at
        returning 1)`
    : sql``;
  return sql`${lesson}, moved as (
      update enrollments
         set progress_percentage = ${p.progressPercentage}, status = ${p.status}, last_accessed_at = ${now},
             completed_at = case when ${p.completes}::boolean then ${now}::timestamptz else completed_at end
       where id = ${p.enrollmentId}::uuid
      returning 1)`;
}
