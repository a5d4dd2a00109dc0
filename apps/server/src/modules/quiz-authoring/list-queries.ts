// SQL of Quiz Management's list: the caller's quizzes (every quiz for an admin) searched by quiz or
// course title, filtered by course and status, in one of four orders, a page at a time; one
// statement for the page with the filtered count (a window count), one for the summary cards.
// Newest first reads quizzes_created_idx, title order quizzes_title_idx (migration 0019); an
// instructor's quizzes come through their courses (courses_instructor_idx, quizzes_course_idx).
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, QuizListQuery } from '@app/core';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { courses, lessons, quizzes } from '../../db/schema.js';
import { manageableQuizzes } from '../../authorization/quiz.js';
import { quizHeaderColumns } from './service.js';

const attemptCount = sql<number>`(select count(*)::int from quiz_attempts qa where qa.quiz_id = ${quizzes.id})`;

const ORDERS: Record<QuizListQuery['sort'], SQL[]> = {
  newest: [sql`${desc(quizzes.createdAt)}`, sql`${desc(quizzes.id)}`],
  title: [sql`${asc(sql`lower(${quizzes.title})`)}`, sql`${asc(quizzes.id)}`],
  course: [sql`${asc(sql`lower(${courses.title})`)}`, sql`${asc(courses.id)}`, sql`${desc(quizzes.createdAt)}`, sql`${desc(quizzes.id)}`],
  attempts: [sql`${desc(attemptCount)}`, sql`${desc(quizzes.createdAt)}`, sql`${desc(quizzes.id)}`],
};

function filters(actor: Actor, q: QuizListQuery) {
  const pattern = q.q ? likePattern(q.q) : null;
  return and(
    manageableQuizzes(actor),
    q.courseId ? eq(quizzes.courseId, q.courseId) : undefined,
    q.status === 'all' ? undefined : eq(quizzes.isPublished, q.status === 'published'),
    pattern ? or(ilike(quizzes.title, pattern), ilike(courses.title, pattern)) : undefined,
  );
}

/** One page of the list, each row with the number of rows matching (0 rows: none matched, or past the end). */
export function quizPage(db: Db, actor: Actor, q: QuizListQuery, page: { limit: number; offset: number }) {
  return db
    .select({
      ...quizHeaderColumns,
      averagePercentage: sql<
        number | null
      >`(select round(avg(qa.percentage), 2)::float8 from quiz_attempts qa where qa.quiz_id = ${quizzes.id} and qa.completed_at is not null)`,
      matching: sql<number>`(count(*) over ())::int`,
    })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .leftJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .where(filters(actor, q))
    .orderBy(...ORDERS[q.sort])
    .limit(page.limit)
    .offset(page.offset);
}

/** The summary cards: every quiz the actor manages, whatever the filters. */
export async function quizSummary(db: Db, actor: Actor) {
  const [row] = await db
    .select({
      totalQuizzes: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${quizzes.isPublished}))::int`,
      totalAttempts: sql<number>`coalesce(sum(${attemptCount}), 0)::int`,
    })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(manageableQuizzes(actor));
  return row ?? { totalQuizzes: 0, published: 0, totalAttempts: 0 };
}

/** Quizzes matching the filters when the page is past the end (its rows carried no count). */
export async function countQuizzes(db: Db, actor: Actor, q: QuizListQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(filters(actor, q));
  return row?.n ?? 0;
}
