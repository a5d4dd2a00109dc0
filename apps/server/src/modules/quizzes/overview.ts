// Before and around attempts: who may open a quiz, and what a learner sees of a quiz and of a
// course's quizzes (attempts so far, what is left, what waits for grading). Attempts that ran out
// of time are closed as they are read.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assessmentOpen, attemptsLeft, attemptStatus, MESSAGES, type AttemptSummary, type QuizOverview } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { quizQuestions, quizzes } from '../../db/schema.js';
import { lessonLocked, notEnrolled, notFound } from '../../lib/errors.js';
import { assertCanOpen, courseAccess } from '../player/course-access.js';
import { questionTotals, quizContextByQuiz, type AttemptWithPending, type QuizContext } from './context.js';
import { findQuiz, loadAttempts, type QuizRow } from './queries.js';
import { finalizeAttempt, isExpired, lockAttempt, type AttemptRow } from './scoring.js';
import type { Outbox } from '../email/outbox.js';

export type User = Pick<AuthUser, 'id' | 'role'>;

/**
 * The quiz if this caller may open it, with everything a start or the quiz page needs (one
 * statement): a learner of its course (or the course's own instructor or an admin, in preview),
 * published, and for a lesson quiz the lesson not locked. The course assessment opens once every
 * lesson is completed.
 */
export async function openQuiz(db: DbOrTx, user: User, quizId: string): Promise<QuizContext> {
  const context = await quizContextByQuiz(db, user, quizId);
  if (!context) throw notFound(MESSAGES.quizNotFound);
  const { quiz, access } = context;
  if (!access.mode) throw notEnrolled();
  const preview = access.mode === 'preview';
  if (!quiz.isPublished && !preview) throw notFound(MESSAGES.quizNotAvailable);
  if (quiz.lessonId) assertCanOpen(access, quiz.lessonId);
  else if (!assessmentOpen({ lessons: access.lessons, completed: access.completed, preview }))
    throw lessonLocked(MESSAGES.assessmentLocked);
  return context;
}

/** An attempt as its learner sees it; the pending figures count only once it is submitted. */
export const summarize = (a: AttemptRow, pending: { count: number; points: number }): AttemptSummary => ({
  id: a.id,
  attemptNumber: a.attemptNumber,
  status: attemptStatus({ completedAt: a.completedAt, pendingCount: pending.count, isPassed: a.isPassed }),
  score: a.score,
  maxScore: a.maxScore,
  percentage: a.percentage,
  isPassed: a.isPassed,
  startedAt: a.startedAt.toISOString(),
  completedAt: a.completedAt?.toISOString() ?? null,
  pendingCount: a.completedAt ? pending.count : 0,
  pendingPoints: a.completedAt ? pending.points : 0,
});

/** Closes attempts whose time ran out while nobody was looking; returns whether any were. */
export async function closeExpired(
  deps: Pick<Deps, 'db'> & Outbox,
  quiz: QuizRow,
  attempts: { attempt: Pick<AttemptRow, 'id' | 'deadlineAt' | 'completedAt'> }[],
  now: Date,
) {
  const expired = attempts.filter((a) => isExpired(a.attempt, now));
  if (expired.length === 0) return false;
  await deps.db.transaction(async (tx) => {
    for (const { attempt } of expired) {
      // At most one attempt is ever open per learner and quiz; the loop is for safety only.
      const locked = await lockAttempt(tx, attempt.id);
      if (locked && isExpired(locked, now)) await finalizeAttempt(deps, tx, locked, (await findQuiz(tx, quiz.id, 'share')) ?? quiz, now);
    }
  });
  return true;
}

/** Overviews of quizzes with the caller's attempts: two queries for any number of quizzes. */
async function overviews(deps: Pick<Deps, 'db'> & Outbox, userId: string, list: QuizRow[], now: Date): Promise<QuizOverview[]> {
  const { db } = deps;
  const ids = list.map((q) => q.id);
  const [stats, firstRead] = await Promise.all([questionStats(db, ids), loadAttempts(db, userId, ids)]);
  let attempts = firstRead;
  const byQuiz = new Map(list.map((q) => [q.id, q]));
  if (await closeExpiredAll(deps, byQuiz, attempts, now)) attempts = await loadAttempts(db, userId, ids);
  return list.map((quiz) =>
    overviewOf(
      quiz,
      stats.get(quiz.id),
      attempts.filter((a) => a.attempt.quizId === quiz.id),
    ),
  );
}

/** One quiz's overview from its question totals and the caller's attempts at it (newest first). */
function overviewOf(quiz: QuizRow, s: { count: number; points: number } | undefined, mine: AttemptWithPending[]): QuizOverview {
  const summaries = mine.map((a) => summarize(a.attempt, { count: a.pendingCount, points: a.pendingPoints }));
  const latest = summaries[0];
  const done = summaries.filter((d) => d.completedAt);
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    quizType: quiz.quizType,
    courseId: quiz.courseId,
    lessonId: quiz.lessonId,
    passingScore: quiz.passingScore,
    timeLimitMinutes: quiz.timeLimitMinutes,
    maxAttempts: quiz.maxAttempts,
    questionCount: s?.count ?? 0,
    totalPoints: s?.points ?? 0,
    attempts: summaries,
    bestPercentage: done.length ? Math.max(...done.map((d) => d.percentage)) : null,
    // A pass stays a pass: a later failed retake does not take it away.
    status: done.some((d) => d.status === 'Passed') ? 'Passed' : (latest?.status ?? 'Not Started'),
    activeAttemptId: summaries.find((x) => !x.completedAt)?.id ?? null,
    attemptsLeft: attemptsLeft(quiz.maxAttempts, summaries.length),
  };
}

async function closeExpiredAll(
  deps: Pick<Deps, 'db'> & Outbox,
  byQuiz: Map<string, QuizRow>,
  attempts: { attempt: AttemptRow }[],
  now: Date,
) {
  let closed = false;
  for (const [id, quiz] of byQuiz) {
    const open = attempts.filter((a) => a.attempt.quizId === id && isExpired(a.attempt, now));
    if (open.length) closed = (await closeExpired(deps, quiz, open, now)) || closed;
  }
  return closed;
}

export async function questionStats(db: DbOrTx, quizIds: string[]) {
  if (quizIds.length === 0) return new Map<string, { count: number; points: number }>();
  const rows = await db
    .select({
      quizId: quizQuestions.quizId,
      count: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${quizQuestions.points}), 0)::int`,
    })
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, quizIds))
    .groupBy(quizQuestions.quizId);
  return new Map(rows.map((r) => [r.quizId, { count: r.count, points: r.points }]));
}

/** The quiz page: one statement, unless an attempt ran out of time meanwhile (then it is closed and read again). */
export async function quizOverview(deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>, user: User, quizId: string) {
  const { db } = deps;
  const now = deps.clock();
  const { quiz, questions, attempts } = await openQuiz(db, user, quizId);
  if (attempts.some((a) => isExpired(a.attempt, now))) return (await overviews(deps, user.id, [quiz], now))[0]!;
  return overviewOf(quiz, questionTotals(questions), attempts);
}

/** The published quizzes of a course (optionally of one lesson) the caller may see. */
export async function courseQuizzes(
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>,
  user: User,
  courseId: string,
  lessonId: string | undefined,
) {
  const { db } = deps;
  const now = deps.clock();
  const access = await courseAccess(db, user, courseId);
  if (!access.mode) throw notEnrolled();
  const lessonIds = new Set(access.lessons.map((l) => l.id));
  const rows = await db
    .select()
    .from(quizzes)
    .where(
      and(
        eq(quizzes.courseId, courseId),
        access.mode === 'preview' ? undefined : eq(quizzes.isPublished, true),
        lessonId ? eq(quizzes.lessonId, lessonId) : undefined,
      ),
    )
    .orderBy(quizzes.createdAt);
  // Quizzes of unpublished sections stay hidden, like their lessons.
  const visible = rows.filter((q) => !q.lessonId || lessonIds.has(q.lessonId));
  return overviews(deps, user.id, visible, now);
}
