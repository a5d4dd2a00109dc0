// Reading quizzes, their questions and attempts: a constant number of queries per call.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { quizAnswers, quizAttempts, quizQuestionOptions, quizQuestions, quizzes } from '../../db/schema.js';

export type QuizRow = typeof quizzes.$inferSelect;

/**
 * `share` locks the quiz row against an edit for the rest of the transaction: scoring and grading
 * take it, and the editor's save takes it for update, so a submission never sees half an edit.
 */
export async function findQuiz(db: DbOrTx, quizId: string, lock?: 'share'): Promise<QuizRow | null> {
  const query = db.select().from(quizzes).where(eq(quizzes.id, quizId));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

/** Questions in order with their options; `isCorrect` stays on the server side of the presenters. */
export async function loadQuestions(db: DbOrTx, quizIds: string[]) {
  if (quizIds.length === 0) return [];
  const rows = await db
    .select({ question: quizQuestions, option: quizQuestionOptions })
    .from(quizQuestions)
    .leftJoin(quizQuestionOptions, eq(quizQuestionOptions.questionId, quizQuestions.id))
    .where(inArray(quizQuestions.quizId, quizIds))
    .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.id), asc(quizQuestionOptions.orderIndex), asc(quizQuestionOptions.id));
  const out: (typeof quizQuestions.$inferSelect & { options: (typeof quizQuestionOptions.$inferSelect)[] })[] = [];
  for (const r of rows) {
    let q = out.at(-1);
    if (q?.id !== r.question.id) {
      q = { ...r.question, options: [] };
      out.push(q);
    }
    if (r.option) q.options.push(r.option);
  }
  return out;
}
export type LoadedQuestion = Awaited<ReturnType<typeof loadQuestions>>[number];

/**
 * How many answers of an attempt await grading, and the points they are worth. A question's points
 * cannot change while answers to it await grading (quiz-authoring refuses it), so today's points
 * are those of the submission. Each reads the attempt's few answers by its index.
 */
export const pendingCountOf = (attemptId: SQL) =>
  sql<number>`(select count(*)::int from quiz_answers qa where qa.attempt_id = ${attemptId} and qa.evaluation_status = 'pending')`;
export const pendingPointsOf = (attemptId: SQL) =>
  sql<number>`(select coalesce(sum(qq.points), 0)::float8 from quiz_answers qa join quiz_questions qq on qq.id = qa.question_id
                where qa.attempt_id = ${attemptId} and qa.evaluation_status = 'pending')`;

/** A user's attempts at some quizzes, newest first, with how many answers await grading and their points. */
export async function loadAttempts(db: DbOrTx, userId: string, quizIds: string[]) {
  if (quizIds.length === 0) return [];
  return db
    .select({
      attempt: quizAttempts,
      pendingCount: pendingCountOf(sql`quiz_attempts.id`),
      pendingPoints: pendingPointsOf(sql`quiz_attempts.id`),
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, quizIds)))
    .orderBy(desc(quizAttempts.attemptNumber));
}

export const loadAnswers = (db: DbOrTx, attemptId: string) => db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));
