// Grading subjective answers. Which answers a grader sees and grades is the policy's answer
// (authorization/answer.ts): an instructor those to quizzes of their own courses, an admin all.
// Grading locks the attempt row, so two graders of the same attempt (or one grader clicking
// twice) queue up and the second finds the answer already evaluated.
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  attemptStatus,
  GRADING_PAGE_SIZE,
  gradedAnswer,
  MESSAGES,
  pointsRangeMessage,
  pointsWithinRange,
  type EvaluationInput,
  type EvaluationResponse,
  type GradingAnswer,
  type GradingListResponse,
  type GradingQuery,
} from '@app/core';
import type { AuthUser, RequestActor } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { courses, quizAnswers, quizAttempts, quizQuestions, quizzes, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { gradableAnswers } from '../../authorization/answer.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { findQuiz } from '../quizzes/queries.js';
import { notifyAnswerGraded, notifyQuizGraded } from '../notifications/write.js';
import { emailAnswerGraded, emailQuizGraded } from '../email/graded.js';
import { lockAttempt, rescoreAttempt } from '../quizzes/scoring.js';

type Grader = Pick<AuthUser, 'id' | 'role'>;
const evaluator = alias(users, 'evaluator');

/** Submitted subjective answers the grader may see. */
function gradable(grader: Grader, ...extra: (SQL | undefined)[]) {
  return and(isNotNull(quizAttempts.completedAt), eq(quizQuestions.questionType, 'subjective'), gradableAnswers(grader), ...extra);
}

/** The joins every grading read shares: answer, attempt, question, quiz, course, student. */
function fromAnswers<T extends Parameters<DbOrTx['select']>[0]>(db: DbOrTx, fields: NonNullable<T>) {
  return db
    .select(fields)
    .from(quizAnswers)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAnswers.attemptId))
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .innerJoin(users, eq(users.id, quizAttempts.userId));
}

const answerFields = {
  id: quizAnswers.id,
  attemptId: quizAnswers.attemptId,
  quizId: quizzes.id,
  quizTitle: quizzes.title,
  courseTitle: courses.title,
  questionId: quizQuestions.id,
  questionText: quizQuestions.questionText,
  maxPoints: quizQuestions.points,
  studentName: users.fullName,
  studentEmail: users.email,
  answerText: quizAnswers.answerText,
  pointsAwarded: quizAnswers.pointsAwarded,
  feedback: quizAnswers.instructorFeedback,
  submittedAt: quizAttempts.completedAt,
  evaluatedAt: quizAnswers.evaluatedAt,
  evaluatedByName: evaluator.fullName,
};

async function answerRows(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset = 0): Promise<GradingAnswer[]> {
  const rows = await fromAnswers(db, answerFields)
    .leftJoin(evaluator, eq(evaluator.id, quizAnswers.evaluatedBy))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...r,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    evaluatedAt: r.evaluatedAt?.toISOString() ?? null,
  }));
}

/**
 * Answers that went through grading: waiting for it, or graded by someone. An empty answer is
 * scored 0 at submission without a grader (nothing to grade): it is neither pending nor
 * 'evaluated' on this screen, and it does not count in the tabs.
 */
const throughGrading = or(eq(quizAnswers.evaluationStatus, 'pending'), isNotNull(quizAnswers.evaluatedAt));

/** One tab of the grading screen, its badge counts and the per-question queues: three queries. */
export async function gradingList(deps: Pick<Deps, 'db'>, grader: Grader, q: GradingQuery): Promise<GradingListResponse> {
  const { db } = deps;
  const pending = q.status === 'pending';
  const tabWhere = gradable(
    grader,
    eq(quizAnswers.evaluationStatus, q.status),
    throughGrading,
    q.questionId ? eq(quizAnswers.questionId, q.questionId) : undefined,
  );
  // The queue is oldest submission first (fair to students), one submission's answers in the order
  // its learner saw the questions (a shuffled attempt's own order; questions added later, or an
  // unshuffled attempt, in quiz order); the evaluated list newest grade first.
  const order = pending
    ? [
        asc(quizAttempts.completedAt),
        asc(quizAttempts.id),
        sql`array_position(${quizAttempts.questionOrder}, ${quizAnswers.questionId}) asc nulls last`,
        asc(quizQuestions.orderIndex),
        asc(quizAnswers.id),
      ]
    : [desc(quizAnswers.evaluatedAt), asc(quizAnswers.id)];
  const [answers, [tab], questions] = await Promise.all([
    answerRows(db, tabWhere, order, GRADING_PAGE_SIZE, (q.page - 1) * GRADING_PAGE_SIZE),
    fromAnswers(db, { total: count() }).where(tabWhere),
    fromAnswers(db, {
      questionId: quizQuestions.id,
      questionText: quizQuestions.questionText,
      quizTitle: quizzes.title,
      pendingCount: sql<number>`count(*) filter (where ${quizAnswers.evaluationStatus} = 'pending')::int`,
      evaluatedCount: sql<number>`count(*) filter (where ${quizAnswers.evaluationStatus} = 'evaluated')::int`,
      recentFeedback: sql<string[]>`array(
        select f.feedback from (
          select qa2.instructor_feedback as feedback, max(qa2.evaluated_at) as last_used
            from quiz_answers qa2
           where qa2.question_id = ${quizQuestions.id} and length(trim(coalesce(qa2.instructor_feedback, ''))) > 0
           group by qa2.instructor_feedback
           order by last_used desc nulls last
           limit 5) f)`,
    })
      .where(gradable(grader, throughGrading))
      .groupBy(quizQuestions.id, quizzes.id)
      .orderBy(
        sql`count(*) filter (where ${quizAnswers.evaluationStatus} = 'pending') desc`,
        asc(quizzes.title),
        asc(quizQuestions.orderIndex),
      ),
  ]);
  return {
    pendingCount: questions.reduce((s, x) => s + x.pendingCount, 0),
    evaluatedCount: questions.reduce((s, x) => s + x.evaluatedCount, 0),
    total: tab?.total ?? 0,
    page: q.page,
    pageSize: GRADING_PAGE_SIZE,
    answers,
    questions,
  };
}

/** Grades one pending answer and re-scores its attempt, in one transaction. */
export async function evaluateAnswer(
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>,
  grader: RequestActor,
  answerId: string,
  input: EvaluationInput,
): Promise<EvaluationResponse> {
  const { db } = deps;
  const now = deps.clock();
  const attemptRow = await db.transaction(async (tx) => {
    const [found] = await fromAnswers(tx, {
      attemptId: quizAnswers.attemptId,
      // For the audit row: whose course it is, and how a reader recognises the answer.
      ownerId: courses.instructorId,
      quizTitle: quizzes.title,
      learner: sql<string>`${users.fullName} || ' (' || ${users.staffId} || ')'`,
    }).where(and(eq(quizAnswers.id, answerId), gradable(grader)));
    // Another instructor's answer is "not found": they may not know it exists.
    if (!found) throw notFound(MESSAGES.answerNotFound);
    const attempt = (await lockAttempt(tx, found.attemptId))!;
    const [row] = await tx
      .select({ answer: quizAnswers, max: quizQuestions.points })
      .from(quizAnswers)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
      .where(eq(quizAnswers.id, answerId));
    if (!row) throw notFound(MESSAGES.answerNotFound);
    if (row.answer.evaluationStatus === 'evaluated') throw conflict(MESSAGES.alreadyEvaluated);
    if (!pointsWithinRange(input.points, row.max)) throw badRequest(pointsRangeMessage(row.max));
    const mark = gradedAnswer(input.points, row.max);
    const feedback = input.feedback?.trim() || null;
    await tx
      .update(quizAnswers)
      .set({
        pointsAwarded: mark.points,
        isCorrect: mark.isCorrect,
        instructorFeedback: feedback,
        evaluationStatus: 'evaluated',
        evaluatedAt: now,
        evaluatedBy: grader.id,
        updatedAt: now,
      })
      .where(eq(quizAnswers.id, answerId));
    await recordAdminChange(tx, grader, found.ownerId, {
      action: 'answer.graded',
      entityType: 'answer',
      entityId: answerId,
      entityLabel: `${found.learner} — ${found.quizTitle}`,
      before: { status: row.answer.evaluationStatus, points: row.answer.pointsAwarded },
      after: { status: 'evaluated', points: mark.points, maxPoints: row.max, feedback },
    });
    const quiz = (await findQuiz(tx, attempt.quizId, 'share'))!;
    const rescored = await rescoreAttempt(deps, tx, attempt, quiz, now);
    // The learner hears of it in the same transaction: of this grade while others still wait,
    // else of the attempt's result (one notification, not two, for the grade that settles it);
    // and by e-mail, once per graded answer.
    const about = { attemptId: attempt.id, quizId: quiz.id, learnerId: attempt.userId };
    if (rescored.pendingCount > 0) {
      const graded = { ...about, points: mark.points, maxPoints: row.max, pendingCount: rescored.pendingCount };
      await notifyAnswerGraded(tx, graded, now);
      await emailAnswerGraded(deps, tx, { ...graded, answerId });
    } else {
      const settled = { ...about, percentage: rescored.attempt.percentage, passed: rescored.attempt.isPassed };
      await notifyQuizGraded(tx, settled, now);
      await emailQuizGraded(deps, tx, { ...settled, answerId });
    }
    return { ...rescored.attempt, pendingCount: rescored.pendingCount };
  });
  const [answer] = await answerRows(db, eq(quizAnswers.id, answerId), [], 1);
  return {
    message: MESSAGES.answerEvaluated,
    answer: answer!,
    attempt: {
      id: attemptRow.id,
      status: attemptStatus(attemptRow),
      score: attemptRow.score,
      percentage: attemptRow.percentage,
      isPassed: attemptRow.isPassed,
    },
  };
}
