// Taking quizzes: starting, answering and submitting attempts. The server keeps the clock and
// the answer key; a student sees the key only for a submitted attempt.
import { and, eq, sql } from 'drizzle-orm';
import {
  attemptLimitMessage,
  attemptsLeft,
  drawAttemptOrder,
  inAttemptOrder,
  MESSAGES,
  retakeRefusal,
  type AnswerInput,
  type AttemptAction,
  type AttemptDetail,
  type RandomSource,
  type RetakeRefusal,
} from '@app/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { readTogether } from '../../db/read-together.js';
import { quizAnswers, quizAttempts } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { authorizeAttempt } from '../../policies/quiz.js';
import { lockEnrollment } from '../player/progress.js';
import { findQuiz, loadAnswers, loadAttempts, loadQuestion, loadQuestions, pendingCountOf, pendingPointsOf } from './queries.js';
import { finalizeAttempt, isExpired, lockAttempt } from './scoring.js';
import { closeExpired, openQuiz, questionStats, summarize, type User } from './overview.js';

/**
 * Starts an attempt, or returns the one still running. The learner's enrollment row is locked
 * first, so concurrent starts queue up and the attempt count read below is the true one; the
 * unique (quiz, user, attempt number) index is the backstop. A quiz that shuffles gets the new
 * attempt's order drawn here and stored with it; resuming keeps the order drawn then.
 */
export async function startAttempt(db: Db, user: User, quizId: string, now: Date, random: RandomSource) {
  const found = await findQuiz(db, quizId);
  if (!found) throw notFound(MESSAGES.quizNotFound);
  const result = await db.transaction(async (tx): Promise<{ id: string; created: boolean } | { refused: RetakeRefusal; limit: number }> => {
    await lockEnrollment(tx, user.id, found.courseId);
    const { quiz, access } = await openQuiz(tx, user, quizId);
    if (access.mode === 'preview') throw new HttpError(403, 'FORBIDDEN', MESSAGES.previewNoAttempts);
    const [stats, attempts] = await readTogether(
      tx,
      () => questionStats(tx, [quiz.id]),
      () => loadAttempts(tx, user.id, [quiz.id]),
    );
    if (!stats.get(quiz.id)?.count) throw badRequest(MESSAGES.noQuestions);
    const running = attempts.find((a) => !a.attempt.completedAt)?.attempt;
    if (running && !isExpired(running, now)) return { id: running.id, created: false };
    if (running) await finalizeAttempt(tx, running, quiz, now);
    // Returned, not thrown: closing an expired last attempt above is kept.
    const refused = retakeRefusal(quiz, {
      passed: attempts.some((a) => a.attempt.isPassed),
      attemptsLeft: attemptsLeft(quiz.maxAttempts, attempts.length),
    });
    if (refused) return { refused, limit: quiz.maxAttempts };
    const order =
      quiz.shuffleQuestions || quiz.shuffleOptions
        ? drawAttemptOrder(
            (await loadQuestions(tx, [quiz.id])).map((q) => ({ id: q.id, type: q.questionType, options: q.options })),
            quiz,
            random,
          )
        : { questionOrder: null, optionOrder: null };
    const [row] = await tx
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: user.id,
        attemptNumber: (attempts[0]?.attempt.attemptNumber ?? 0) + 1,
        startedAt: now,
        deadlineAt: quiz.timeLimitMinutes ? new Date(now.getTime() + quiz.timeLimitMinutes * 60_000) : null,
        maxScore: stats.get(quiz.id)!.points,
        ...order,
      })
      .returning({ id: quizAttempts.id });
    return { id: row!.id, created: true };
  });
  if ('refused' in result)
    throw result.refused === 'passed'
      ? new HttpError(409, 'CONFLICT', MESSAGES.assessmentPassed)
      : new HttpError(409, 'ATTEMPT_LIMIT', attemptLimitMessage(result.limit));
  return { created: result.created, detail: await attemptDetail(db, user, result.id, now) };
}

/** The caller's own attempt; anyone else's is "not found". */
async function ownAttempt(db: DbOrTx, user: User, attemptId: string, action: AttemptAction, lock = false) {
  const attempt = lock
    ? await lockAttempt(db, attemptId)
    : ((await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)))[0] ?? null);
  authorizeAttempt(user, action, attempt);
  return attempt;
}

export async function attemptDetail(
  db: Db,
  user: User,
  attemptId: string,
  now: Date,
  message: string | null = null,
): Promise<AttemptDetail> {
  let attempt = await ownAttempt(db, user, attemptId, 'read');
  const quiz = (await findQuiz(db, attempt.quizId))!;
  if (isExpired(attempt, now)) {
    await closeExpired(db, quiz, [{ attempt }], now);
    attempt = await ownAttempt(db, user, attemptId, 'read');
    message ??= MESSAGES.deadlinePassed;
  }
  const [quizOrder, answers, [counts]] = await Promise.all([
    loadQuestions(db, [quiz.id]),
    loadAnswers(db, attempt.id),
    db
      .select({
        total: sql<number>`count(*)::int`,
        passed: sql<boolean>`coalesce(bool_or(${quizAttempts.isPassed}), false)`,
        pending: pendingCountOf(sql`${attempt.id}::uuid`),
        pendingPoints: pendingPointsOf(sql`${attempt.id}::uuid`),
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, user.id))),
  ]);
  // The order this attempt drew when it started, for the runner, a resume and the results alike.
  const questions = inAttemptOrder(quizOrder, attempt);
  const submitted = attempt.completedAt !== null;
  const pending = { count: counts?.pending ?? 0, points: counts?.pendingPoints ?? 0 };
  return {
    attempt: { ...summarize(attempt, pending), deadlineAt: attempt.deadlineAt?.toISOString() ?? null },
    quiz: {
      id: quiz.id,
      title: quiz.title,
      passingScore: quiz.passingScore,
      timeLimitMinutes: quiz.timeLimitMinutes,
      maxAttempts: quiz.maxAttempts,
      courseId: quiz.courseId,
      lessonId: quiz.lessonId,
      quizType: quiz.quizType,
    },
    serverNow: now.toISOString(),
    // Only ids and texts: nothing here says which option is right.
    questions: questions.map((q) => ({
      id: q.id,
      text: q.questionText,
      type: q.questionType,
      points: q.points,
      options: q.options.map((o) => ({ id: o.id, text: o.optionText })),
    })),
    answers: answers.map((a) => ({ questionId: a.questionId, optionId: a.optionId, answerText: a.answerText })),
    results: submitted
      ? questions.map((q) => {
          const a = answers.find((x) => x.questionId === q.id);
          const pending = a?.evaluationStatus === 'pending' && q.questionType === 'subjective';
          return {
            questionId: q.id,
            isCorrect: pending ? null : (a?.isCorrect ?? false),
            pointsAwarded: a?.pointsAwarded ?? 0,
            correctOptionId: q.options.find((o) => o.isCorrect)?.id ?? null,
            pending,
            feedback: a?.instructorFeedback ?? null,
          };
        })
      : null,
    attemptsLeft: attemptsLeft(quiz.maxAttempts, counts?.total ?? 0),
    passed: counts?.passed ?? false,
    message,
  };
}

/** Saves one answer of a running attempt; the last save of a question wins. */
export async function saveAnswer(db: Db, user: User, attemptId: string, questionId: string, input: AnswerInput, now: Date) {
  const outcome = await db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, attemptId, 'answer', true);
    if (attempt.completedAt) throw new HttpError(409, 'ATTEMPT_CLOSED', MESSAGES.attemptClosed);
    if (isExpired(attempt, now)) {
      await finalizeAttempt(tx, attempt, (await findQuiz(tx, attempt.quizId, 'share'))!, now);
      return 'expired' as const;
    }
    const question = await loadQuestion(tx, attempt.quizId, questionId);
    if (!question) throw badRequest(MESSAGES.questionNotInQuiz);
    const subjective = question.questionType === 'subjective';
    if (subjective ? input.optionId != null : input.answerText != null) throw badRequest(MESSAGES.answerWrongKind);
    const optionId = input.optionId ?? null;
    if (optionId && !question.options.some((o) => o.id === optionId)) throw badRequest(MESSAGES.optionNotInQuestion);
    const answerText = subjective ? (input.answerText ?? null) : null;
    await prepared(tx, 'save_answer', (db) =>
      db
        .insert(quizAnswers)
        .values({
          attemptId: sql.placeholder('attemptId'),
          questionId: sql.placeholder('questionId'),
          optionId: sql.placeholder('optionId'),
          answerText: sql.placeholder('answerText'),
          updatedAt: sql.placeholder('now'),
        })
        .onConflictDoUpdate({
          target: [quizAnswers.attemptId, quizAnswers.questionId],
          set: { optionId: sql`excluded.option_id`, answerText: sql`excluded.answer_text`, updatedAt: sql`excluded.updated_at` },
        }),
    ).execute({ attemptId, questionId, optionId, answerText, now });
    return 'saved' as const;
  });
  // Thrown outside the transaction so that closing the expired attempt is kept.
  if (outcome === 'expired') throw new HttpError(409, 'ATTEMPT_CLOSED', MESSAGES.deadlinePassed);
  return { questionId, savedAt: now.toISOString() };
}

/** Submits an attempt: scored now, with whatever was saved; a late submission keeps its saved answers. */
export async function submitAttempt(db: Db, user: User, attemptId: string, now: Date) {
  const { pendingCount, isPassed, late } = await db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, attemptId, 'submit', true);
    if (attempt.completedAt) throw new HttpError(409, 'ATTEMPT_CLOSED', MESSAGES.attemptClosed);
    const done = await finalizeAttempt(tx, attempt, (await findQuiz(tx, attempt.quizId, 'share'))!, now);
    return { pendingCount: done.pendingCount, isPassed: done.attempt.isPassed, late: isExpired(attempt, now) };
  });
  const message = isPassed ? MESSAGES.quizPassed : pendingCount > 0 ? MESSAGES.quizPending : MESSAGES.quizFailed;
  return attemptDetail(db, user, attemptId, now, late ? `${MESSAGES.deadlinePassed} ${message}` : message);
}
