// Quiz Management for instructors and admins: the list with its summary cards, the quiz as the
// editor loads it, publishing and deleting. Who manages which quiz is the policy's answer
// (authorization/quiz.ts): an instructor the quizzes of the courses they teach, an admin all;
// anything else is a 404.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGES, TRUE_FALSE_OPTIONS, type AuthoringQuiz, type QuizTargetsResponse } from '@app/core';
import type { AuthUser, RequestActor } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { readTogether } from '../../db/read-together.js';
import { courses, lessons, quizzes, sections } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { authorizeQuiz, manageableQuizzes } from '../../authorization/quiz.js';
import { courseFor } from '../courses/ownership.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { loadQuestions } from '../quizzes/queries.js';
import { quizLabel } from './audit-events.js';

export type User = Pick<AuthUser, 'id' | 'role'>;

/** A quiz with its course and lesson titles and its counts (indexed subqueries, one query). */
export const quizHeaderColumns = {
  quiz: quizzes,
  courseTitle: courses.title,
  courseInstructorId: courses.instructorId,
  courseStatus: courses.status,
  lessonTitle: lessons.title,
  questionCount: sql<number>`(select count(*)::int from quiz_questions qq where qq.quiz_id = ${quizzes.id})`,
  totalPoints: sql<number>`(select coalesce(sum(qq.points), 0)::int from quiz_questions qq where qq.quiz_id = ${quizzes.id})`,
  attemptCount: sql<number>`(select count(*)::int from quiz_attempts qa where qa.quiz_id = ${quizzes.id})`,
};

export const selectQuizHeaders = (db: DbOrTx) =>
  db
    .select(quizHeaderColumns)
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .leftJoin(lessons, eq(lessons.id, quizzes.lessonId));
export type QuizHeaderRow = Awaited<ReturnType<typeof selectQuizHeaders>>[number];

/** The quiz if the caller manages it; `lock` holds its row until the transaction ends. */
export async function managedQuiz(db: DbOrTx, user: User, quizId: string, lock = false): Promise<QuizHeaderRow> {
  const query = selectQuizHeaders(db).where(eq(quizzes.id, quizId));
  const [row] = lock ? await query.for('update', { of: quizzes }) : await query;
  if (!row) throw notFound(MESSAGES.quizNotFound);
  authorizeQuiz(user, 'manage', { instructorId: row.courseInstructorId, status: row.courseStatus });
  return row;
}

/** The course if the caller manages it. */
export const managedCourse = (db: DbOrTx, user: User, courseId: string) => courseFor(db, user, 'manage', courseId);

export const presentHeader = (r: QuizHeaderRow) => ({
  id: r.quiz.id,
  title: r.quiz.title,
  description: r.quiz.description,
  quizType: r.quiz.quizType,
  courseId: r.quiz.courseId,
  courseTitle: r.courseTitle,
  lessonId: r.quiz.lessonId,
  lessonTitle: r.lessonTitle,
  isPublished: r.quiz.isPublished,
  passingScore: r.quiz.passingScore,
  timeLimitMinutes: r.quiz.timeLimitMinutes,
  maxAttempts: r.quiz.maxAttempts,
  shuffleQuestions: r.quiz.shuffleQuestions,
  shuffleOptions: r.quiz.shuffleOptions,
  createdAt: r.quiz.createdAt.toISOString(),
  updatedAt: r.quiz.updatedAt.toISOString(),
});

/** Per question: answers stored, answers awaiting grading, and answers inside ungraded attempts. */
export async function questionUsage(db: DbOrTx, quizId: string) {
  const result = await db.execute<{ question_id: string; answers: number; pending: number; in_ungraded: number }>(sql`
    with ungraded as (
      select distinct qa.attempt_id
        from quiz_answers qa
        join quiz_attempts a on a.id = qa.attempt_id
       where a.quiz_id = ${quizId} and a.completed_at is not null and qa.evaluation_status = 'pending'
    )
    select qa.question_id,
           count(*)::int as answers,
           (count(*) filter (where a.completed_at is not null and qa.evaluation_status = 'pending'))::int as pending,
           count(u.attempt_id)::int as in_ungraded
      from quiz_answers qa
      join quiz_attempts a on a.id = qa.attempt_id
      left join ungraded u on u.attempt_id = qa.attempt_id
     where a.quiz_id = ${quizId}
     group by qa.question_id`);
  return new Map(result.rows.map((r) => [r.question_id, { answers: r.answers, pending: r.pending, inUngraded: r.in_ungraded }]));
}
export type QuestionUsage = Awaited<ReturnType<typeof questionUsage>>;

/** The quiz as the editor loads it, answer key included. Two queries after the header. */
export async function presentForEditing(db: DbOrTx, header: QuizHeaderRow): Promise<AuthoringQuiz> {
  const [questions, usage] = await readTogether(
    db,
    () => loadQuestions(db, [header.quiz.id]),
    () => questionUsage(db, header.quiz.id),
  );
  return {
    ...presentHeader(header),
    attemptCount: header.attemptCount,
    questions: questions.map((q) => {
      const use = usage.get(q.id);
      return {
        id: q.id,
        type: q.questionType,
        text: q.questionText,
        points: q.points,
        options: q.options.map((o) => ({ id: o.id, text: o.optionText, isCorrect: o.isCorrect })),
        correctAnswer: q.questionType === 'true_false' ? trueFalseAnswer(q.options) : null,
        answerCount: use?.answers ?? 0,
        pendingCount: use?.pending ?? 0,
        canDelete: !use?.inUngraded,
        canChangeType: !use?.answers,
        canChangePoints: !use?.pending,
      };
    }),
  };
}

/** Which of True and False is marked correct; null if neither. */
const trueFalseAnswer = (options: { optionText: string; isCorrect: boolean }[]) => {
  const correct = options.find((o) => o.isCorrect);
  return correct ? correct.optionText === TRUE_FALSE_OPTIONS[0] : null;
};

export async function quizForEditing(deps: Pick<Deps, 'db'>, user: User, quizId: string) {
  const { db } = deps;
  return presentForEditing(db, await managedQuiz(db, user, quizId));
}

export async function setPublished(deps: Pick<Deps, 'db' | 'clock'>, user: RequestActor, quizId: string, isPublished: boolean) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const current = await managedQuiz(tx, user, quizId, true);
    if (current.quiz.isPublished === isPublished) return;
    await tx.update(quizzes).set({ isPublished, updatedAt: now }).where(eq(quizzes.id, quizId));
    await recordAdminChange(tx, user, current.courseInstructorId, {
      action: 'quiz.status_changed',
      entityType: 'quiz',
      entityId: quizId,
      entityLabel: quizLabel(current.quiz.title, current.courseTitle),
      before: { isPublished: current.quiz.isPublished },
      after: { isPublished },
    });
  });
  return { id: quizId, isPublished, message: isPublished ? MESSAGES.quizPublished : MESSAGES.quizUnpublished };
}

/** Deletes the quiz; its questions, attempts and answers go with it (foreign keys cascade). */
export async function deleteQuiz(deps: Pick<Deps, 'db'>, user: RequestActor, quizId: string) {
  await deps.db.transaction(async (tx) => {
    const current = await managedQuiz(tx, user, quizId, true);
    await tx.delete(quizzes).where(eq(quizzes.id, quizId));
    await recordAdminChange(tx, user, current.courseInstructorId, {
      action: 'quiz.deleted',
      entityType: 'quiz',
      entityId: quizId,
      entityLabel: quizLabel(current.quiz.title, current.courseTitle),
      before: { title: current.quiz.title, questions: current.questionCount, attempts: current.attemptCount },
    });
  });
  return { message: MESSAGES.quizDeleted };
}

/** Where a quiz may go: the caller's courses, each with its quiz lessons and existing quizzes. */
export async function quizTargets(deps: Pick<Deps, 'db'>, user: User): Promise<QuizTargetsResponse> {
  const rows = await deps.db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      assessmentQuizId: sql<
        string | null
      >`(select q.id from quizzes q where q.course_id = ${courses.id} and q.quiz_type = 'course' order by q.created_at limit 1)`,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      sectionTitle: sections.title,
      lessonQuizId: sql<string | null>`(select q.id from quizzes q where q.lesson_id = ${lessons.id} order by q.created_at limit 1)`,
    })
    .from(courses)
    .leftJoin(lessons, and(eq(lessons.courseId, courses.id), eq(lessons.contentType, 'quiz')))
    .leftJoin(sections, eq(sections.id, lessons.sectionId))
    .where(manageableQuizzes(user))
    .orderBy(asc(sql`lower(${courses.title})`), asc(courses.id), asc(sections.orderIndex), asc(lessons.orderIndex), asc(lessons.id));
  const out: QuizTargetsResponse['courses'] = [];
  for (const r of rows) {
    let course = out.at(-1);
    if (course?.id !== r.courseId) {
      course = { id: r.courseId, title: r.courseTitle, assessmentQuizId: r.assessmentQuizId, lessons: [] };
      out.push(course);
    }
    if (r.lessonId)
      course.lessons.push({ id: r.lessonId, title: r.lessonTitle!, sectionTitle: r.sectionTitle ?? '', quizId: r.lessonQuizId });
  }
  return { courses: out };
}
