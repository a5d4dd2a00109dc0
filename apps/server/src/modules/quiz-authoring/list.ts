// Quiz Management's list (GET /api/instructor/quizzes): who sees which quizzes is the policy's
// answer (authorization/quiz.ts: an instructor those of their courses, an admin all); the page and its
// filtered count come in one statement, the summary cards in another, both at once.
import { QUIZ_LIST_PAGE_SIZE, type Actor, type QuizListQuery, type QuizListResponse } from '@app/core';
import type { Deps } from '../../deps.js';
import { readTogether } from '../../db/read-together.js';
import { countQuizzes, quizPage, quizSummary } from './list-queries.js';
import { presentHeader } from './service.js';

export async function listQuizzes(deps: Pick<Deps, 'db'>, actor: Actor, query: QuizListQuery): Promise<QuizListResponse> {
  const { db } = deps;
  const pageSize = QUIZ_LIST_PAGE_SIZE;
  const [rows, summary] = await readTogether(
    db,
    () => quizPage(db, actor, query, { limit: pageSize, offset: (query.page - 1) * pageSize }),
    () => quizSummary(db, actor),
  );
  // A page past the end has no row to carry the count: the count alone says where the end is.
  const total = rows[0]?.matching ?? (query.page > 1 ? await countQuizzes(db, actor, query) : 0);
  return {
    summary,
    quizzes: rows.map((r) => ({
      ...presentHeader(r),
      questionCount: r.questionCount,
      totalPoints: r.totalPoints,
      attemptCount: r.attemptCount,
      averagePercentage: r.averagePercentage,
    })),
    total,
    page: query.page,
    pageSize,
  };
}
