// Turning saved answers into a result, and what a result sets in motion. Every function here runs
// inside the caller's transaction, after the attempt row has been locked.
import { eq, sql } from 'drizzle-orm';
import { QUIZ_GRACE_SECONDS, quizPassed, quizPercentage, scoreQuiz } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { readTogether } from '../../db/read-together.js';
import { quizAnswers, quizAttempts } from '../../db/schema.js';
import { notifyGradingNeeded } from '../notifications/write.js';
import { courseAccess } from '../player/access.js';
import { lockEnrollment, markLessonDone, refreshEnrollment } from '../player/progress.js';
import { loadAnswers, loadQuestions, type QuizRow } from './queries.js';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/** Past the deadline and its grace: the attempt takes no more answers. */
export const isExpired = (attempt: Pick<AttemptRow, 'deadlineAt' | 'completedAt'>, now: Date) =>
  !attempt.completedAt && attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + QUIZ_GRACE_SECONDS * 1000;

export async function lockAttempt(tx: DbOrTx, attemptId: string) {
  const [row] = await prepared(tx, 'lock_attempt', (db) =>
    db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, sql.placeholder('attemptId')))
      .for('update'),
  ).execute({ attemptId });
  return row ?? null;
}

/**
 * Scores a submitted attempt from its saved answers. Objective answers are marked now; a
 * non-empty subjective answer waits for its instructor. A time-out closes the attempt at its
 * deadline, not at the moment somebody noticed.
 */
export async function finalizeAttempt(tx: DbOrTx, attempt: AttemptRow, quiz: QuizRow, now: Date) {
  const [questions, answers] = await readTogether(
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
  const marks = answers.flatMap((a) => {
    const r = byQuestion.get(a.questionId);
    return r ? [sql`(${a.id}::uuid, ${r.isCorrect}::boolean, ${r.pointsAwarded}::numeric, ${r.pending ? 'pending' : 'evaluated'})`] : [];
  });
  if (marks.length > 0) {
    await tx.execute(sql`
      update quiz_answers qa
         set is_correct = v.is_correct, points_awarded = v.points, evaluation_status = v.status, updated_at = ${now}
        from (values ${sql.join(marks, sql`, `)}) as v(id, is_correct, points, status)
       where qa.id = v.id`);
  }
  const completedAt = attempt.deadlineAt && now > attempt.deadlineAt ? attempt.deadlineAt : now;
  const [updated] = await tx
    .update(quizAttempts)
    .set({
      score: result.score,
      maxScore: result.maxScore,
      percentage: result.percentage,
      isPassed: result.isPassed,
      completedAt,
      timeTakenMinutes: Math.max(1, Math.ceil((completedAt.getTime() - attempt.startedAt.getTime()) / 60_000)),
    })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  if (result.isPassed) await applyPass(tx, attempt.userId, quiz, now);
  // Written answers to grade: the course's instructor hears of the attempt once, not per answer.
  if (result.pendingCount > 0)
    await notifyGradingNeeded(
      tx,
      { attemptId: attempt.id, quizId: quiz.id, learnerId: attempt.userId, pendingCount: result.pendingCount },
      now,
    );
  return { attempt: updated!, pendingCount: result.pendingCount };
}

/**
 * Re-scores a submitted attempt after an instructor graded one of its answers. The attempt's
 * max score and each answer's points are what they were at submission, so a quiz edited since
 * keeps its old attempts' results meaningful.
 */
export async function rescoreAttempt(tx: DbOrTx, attempt: AttemptRow, quiz: QuizRow, now: Date) {
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
  if (isPassed && !attempt.isPassed) await applyPass(tx, attempt.userId, quiz, now);
  return { attempt: updated!, pendingCount };
}

/**
 * A passed lesson quiz completes its lesson; a passed course assessment may complete the
 * course. Only for a learner who may still open that lesson: a dropped enrollment keeps the
 * result but records no progress.
 */
async function applyPass(tx: DbOrTx, userId: string, quiz: QuizRow, now: Date) {
  await lockEnrollment(tx, userId, quiz.courseId);
  const access = await courseAccess(tx, { id: userId, role: 'student' }, quiz.courseId);
  if (access.mode !== 'learner') return;
  if (quiz.lessonId) {
    const open = access.lessons.some((l) => l.id === quiz.lessonId) && !access.locked.has(quiz.lessonId);
    if (open) await markLessonDone(tx, userId, access, quiz.lessonId, now);
  } else {
    await refreshEnrollment(tx, userId, access, now);
  }
}
