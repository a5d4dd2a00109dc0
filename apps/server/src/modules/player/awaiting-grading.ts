// Issue 18: a learner whose quiz attempt waits for grading must see it in the lesson list, with the
// score it can reach at most and whether that can pass. One prepared statement per player view:
// the learner's newest submitted attempt with answers still to grade, per quiz of the course.
import { scoreAtMost, type AwaitingGrading } from '@app/core';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { quizAttempts, quizzes } from '../../db/schema.js';
import { pendingCountOf, pendingPointsOf } from '../quizzes/queries.js';

/** Per lesson id (a lesson quiz) or quiz id (a course assessment): its newest attempt waiting for grading. */
export async function awaitingGradingByQuiz(db: DbOrTx, userId: string, courseId: string): Promise<Map<string, AwaitingGrading>> {
  const rows = await prepared(db, 'player_awaiting_grading', (db) =>
    db
      .selectDistinctOn([quizAttempts.quizId], {
        quizId: quizAttempts.quizId,
        lessonId: quizzes.lessonId,
        attemptId: quizAttempts.id,
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
        percentage: quizAttempts.percentage,
        passingScore: quizzes.passingScore,
        pendingCount: pendingCountOf(sql`quiz_attempts.id`),
        pendingPoints: pendingPointsOf(sql`quiz_attempts.id`),
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(
        and(
          eq(quizAttempts.userId, sql.placeholder('userId')),
          eq(quizzes.courseId, sql.placeholder('courseId')),
          isNotNull(quizAttempts.completedAt),
          sql`exists (select 1 from quiz_answers qa where qa.attempt_id = quiz_attempts.id and qa.evaluation_status = 'pending')`,
        ),
      )
      .orderBy(quizAttempts.quizId, desc(quizAttempts.attemptNumber)),
  ).execute({ userId, courseId });
  return new Map(
    rows.map((r) => {
      const best = scoreAtMost({ score: r.score, maxScore: r.maxScore, pendingPoints: r.pendingPoints, passingScore: r.passingScore });
      return [
        r.lessonId ?? r.quizId,
        {
          quizId: r.quizId,
          attemptId: r.attemptId,
          percentage: r.percentage,
          atMostPercentage: best.percentage,
          passingScore: r.passingScore,
          canPass: best.canPass,
          pendingCount: r.pendingCount,
        },
      ];
    }),
  );
}
