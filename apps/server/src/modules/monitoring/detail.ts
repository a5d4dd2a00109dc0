// One learner's detail in one course: the row of the list, each lesson of the published curriculum
// in order with the date the learner completed it, and each quiz attempt with its score and status
// (and a question waiting for a grade, for the link to grading). Four statements.
import { and, desc, eq, sql } from 'drizzle-orm';
import { attemptStatus, MESSAGES, type Actor, type StudentDetailResponse } from '@app/core';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { lessonProgress, quizAttempts, quizzes } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { authorizeEnrollment } from '../../authorization/enrollment.js';
import { publishedCurriculum } from '../courses/published-curriculum.js';
import { presentStudentRow } from './presenter.js';
import { oneEnrollment, studentRowsSql, type StudentRowData } from './students-query.js';

/** The list's row for one enrollment, if the actor may see it (canEnrollment 'read'); 404 otherwise. */
export async function monitoredEnrollment(db: Db, actor: Actor, enrollmentId: string): Promise<StudentRowData> {
  const { rows } = await db.execute<StudentRowData & Record<string, unknown>>(
    studentRowsSql(oneEnrollment(enrollmentId), { sort: 'enrolled', dir: 'desc' }),
  );
  const row = rows[0];
  if (!row) throw notFound(MESSAGES.enrollmentNotFound);
  authorizeEnrollment(actor, 'read', { userId: row.user_id }, { instructorId: row.instructor_id, status: row.course_status });
  return row;
}

export async function studentDetail(deps: Pick<Deps, 'db'>, actor: Actor, enrollmentId: string): Promise<StudentDetailResponse> {
  const { db } = deps;
  const row = await monitoredEnrollment(db, actor, enrollmentId);
  const [curriculum, completed, attempts] = await Promise.all([
    publishedCurriculum(db, row.course_id),
    db
      .select({ lessonId: lessonProgress.lessonId, completedAt: lessonProgress.completedAt })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, row.user_id), eq(lessonProgress.courseId, row.course_id), eq(lessonProgress.completed, true))),
    db
      .select({
        id: quizAttempts.id,
        quizId: quizAttempts.quizId,
        quizTitle: quizzes.title,
        attemptNumber: quizAttempts.attemptNumber,
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
        percentage: quizAttempts.percentage,
        isPassed: quizAttempts.isPassed,
        startedAt: quizAttempts.startedAt,
        completedAt: quizAttempts.completedAt,
        // Answers of an attempt still open are saved, not submitted: nothing waits for a grade yet.
        pendingAnswers: sql<number>`(select count(*)::int from quiz_answers qa
          where qa.attempt_id = ${quizAttempts.id} and ${quizAttempts.completedAt} is not null and qa.evaluation_status = 'pending')`,
        pendingQuestionId: sql<string | null>`(select qa.question_id from quiz_answers qa
          where qa.attempt_id = ${quizAttempts.id} and ${quizAttempts.completedAt} is not null and qa.evaluation_status = 'pending'
          order by qa.question_id limit 1)`,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(and(eq(quizAttempts.userId, row.user_id), eq(quizzes.courseId, row.course_id)))
      .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.attemptNumber)),
  ]);
  const completedAt = new Map(completed.map((p) => [p.lessonId, p.completedAt?.toISOString() ?? null]));
  return {
    student: presentStudentRow(row),
    lessons: curriculum.flatMap((section) =>
      section.lessons.map((l) => ({
        id: l.id,
        title: l.title,
        sectionTitle: section.title,
        contentType: l.contentType,
        completedAt: completedAt.get(l.id) ?? null,
      })),
    ),
    attempts: attempts.map((a) => ({
      id: a.id,
      quizId: a.quizId,
      quizTitle: a.quizTitle,
      attemptNumber: a.attemptNumber,
      status: attemptStatus({ completedAt: a.completedAt, pendingCount: a.pendingAnswers, isPassed: a.isPassed }),
      score: a.score,
      maxScore: a.maxScore,
      percentage: a.percentage,
      startedAt: a.startedAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
      pendingAnswers: a.pendingAnswers,
      pendingQuestionId: a.pendingQuestionId,
    })),
  };
}
