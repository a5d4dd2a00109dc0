// Quiz statistics (/instructor/quiz/{quizId}/statistics): attempts, per-question correct rates,
// the score distribution and summary figures. Four queries, aggregated in SQL, whatever the
// number of attempts.
import { desc, eq, sql } from 'drizzle-orm';
import { attemptStatus, STATISTICS_ATTEMPTS_MAX, type QuestionType, type QuizStatisticsResponse } from '@app/core';
import type { Deps } from '../../deps.js';
import { quizAttempts, users } from '../../db/schema.js';
import { managedQuiz, presentHeader, type User } from './service.js';

const BUCKETS = 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : null);

export async function quizStatistics(deps: Pick<Deps, 'db'>, user: User, quizId: string): Promise<QuizStatisticsResponse> {
  const { db } = deps;
  const header = await managedQuiz(db, user, quizId);
  const [attempts, questions, totals] = await Promise.all([
    db
      .select({
        attempt: quizAttempts,
        fullName: users.fullName,
        email: users.email,
        // Answered means an option chosen or some text written.
        answersCount: sql<number>`(select count(*)::int from quiz_answers qa where qa.attempt_id = ${quizAttempts.id}
          and (qa.option_id is not null or coalesce(trim(qa.answer_text), '') <> ''))`,
        pendingCount: sql<number>`(select count(*)::int from quiz_answers qa where qa.attempt_id = ${quizAttempts.id}
          and qa.evaluation_status = 'pending')`,
      })
      .from(quizAttempts)
      .innerJoin(users, eq(users.id, quizAttempts.userId))
      .where(eq(quizAttempts.quizId, quizId))
      .orderBy(sql`${quizAttempts.completedAt} desc nulls last`, desc(quizAttempts.startedAt), desc(quizAttempts.id))
      .limit(STATISTICS_ATTEMPTS_MAX),
    db.execute<{
      id: string;
      question_text: string;
      question_type: QuestionType;
      points: number;
      answered: number;
      correct: number;
      evaluated: number;
      pending: number;
      average_points: number | null;
    }>(sql`
      select q.id, q.question_text, q.question_type, q.points,
             count(qa.id)::int as answered,
             (count(qa.id) filter (where qa.is_correct))::int as correct,
             (count(qa.id) filter (where qa.evaluation_status = 'evaluated'))::int as evaluated,
             (count(qa.id) filter (where qa.evaluation_status = 'pending'))::int as pending,
             (avg(qa.points_awarded) filter (where qa.evaluation_status = 'evaluated'))::float8 as average_points
        from quiz_questions q
        left join (quiz_answers qa join quiz_attempts a on a.id = qa.attempt_id and a.completed_at is not null)
               on qa.question_id = q.id
       where q.quiz_id = ${quizId}
       group by q.id
       order by q.order_index, q.id`),
    db.execute<{
      total: number;
      submitted: number;
      pending_evaluation: number;
      students: number;
      average: number | null;
      passed: number;
      graded: number;
      buckets: number[];
    }>(sql`
      with att as (
        select a.user_id, a.completed_at, a.percentage, a.is_passed,
               a.completed_at is not null as submitted,
               exists (select 1 from quiz_answers qa where qa.attempt_id = a.id and qa.evaluation_status = 'pending') as pending
          from quiz_attempts a
         where a.quiz_id = ${quizId}
      )
      select count(*)::int as total,
             (count(*) filter (where submitted))::int as submitted,
             (count(*) filter (where submitted and pending))::int as pending_evaluation,
             count(distinct user_id)::int as students,
             round(avg(percentage) filter (where submitted), 2)::float8 as average,
             (count(*) filter (where submitted and not pending and is_passed))::int as passed,
             (count(*) filter (where submitted and not pending))::int as graded,
             array[${sql.join(
               Array.from(
                 { length: BUCKETS },
                 (_, b) => sql`(count(*) filter (where submitted and least(floor(percentage / 10), 9) = ${b}))::int`,
               ),
               sql`, `,
             )}] as buckets
        from att`),
  ]);

  const t = totals.rows[0]!;
  return {
    quiz: { ...presentHeader(header), questionCount: header.questionCount, totalPoints: header.totalPoints },
    summary: {
      totalAttempts: t.total,
      submittedAttempts: t.submitted,
      pendingEvaluation: t.pending_evaluation,
      uniqueStudents: t.students,
      averagePercentage: t.average === null ? null : Number(t.average),
      passRate: percent(t.passed, t.graded),
    },
    attempts: attempts.map((r) => {
      const a = r.attempt;
      // An unfinished attempt's answers are not waiting for anyone yet.
      const pendingCount = a.completedAt ? r.pendingCount : 0;
      return {
        id: a.id,
        attemptNumber: a.attemptNumber,
        student: { id: a.userId, fullName: r.fullName, email: r.email },
        answersCount: r.answersCount,
        questionsCount: header.questionCount,
        score: a.score,
        maxScore: a.maxScore,
        percentage: a.percentage,
        isPassed: a.isPassed,
        pendingCount,
        status: attemptStatus({ completedAt: a.completedAt, pendingCount, isPassed: a.isPassed }),
        startedAt: a.startedAt.toISOString(),
        completedAt: a.completedAt?.toISOString() ?? null,
        timeTakenMinutes: a.timeTakenMinutes,
      };
    }),
    questions: questions.rows.map((q) => {
      const subjective = q.question_type === 'subjective';
      return {
        id: q.id,
        text: q.question_text,
        type: q.question_type,
        points: q.points,
        answered: q.answered,
        correct: subjective ? q.evaluated : q.correct,
        pending: q.pending,
        correctRate: subjective
          ? q.evaluated > 0 && q.points > 0 && q.average_points !== null
            ? round2(Math.min((Number(q.average_points) / q.points) * 100, 100))
            : null
          : percent(q.correct, q.answered),
      };
    }),
    distribution: t.buckets.map((count, b) => ({ from: b * 10, to: b === BUCKETS - 1 ? 100 : b * 10 + 9, count })),
  };
}
