// Everything one request about a quiz needs, read in one statement (issue 26, the exam-start
// storm): the quiz, the caller's access to its course (course, enrollment, published curriculum,
// progress), the questions with their options, and the caller's attempts at it with what awaits
// grading; read by attempt, also that attempt and its answers. A start, the quiz page and a
// result each cost this one read instead of a dozen.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { courses, enrollments, quizAttempts, quizzes, users, type quizAnswers } from '../../db/schema.js';
import { assessmentQuizId, curriculumFromRows, curriculumRowsJson, type CurriculumRow } from '../courses/published-curriculum.js';
import {
  accessFrom,
  accessRowColumns,
  enrollmentOfCaller,
  instructorOfCourse,
  progressRowsJson,
  type AccessRow,
  type CourseAccess,
  type ProgressRow,
} from '../player/course-access.js';
import type { User } from './overview.js';
import { pendingCountOf, pendingPointsOf, type LoadedQuestion, type QuizRow } from './queries.js';
import type { AttemptRow } from './scoring.js';

export type AnswerRow = typeof quizAnswers.$inferSelect;
export interface AttemptWithPending {
  attempt: AttemptRow;
  pendingCount: number;
  pendingPoints: number;
}

export interface QuizContext {
  quiz: QuizRow;
  access: CourseAccess;
  /** Shared with other requests (the process's question cache): never changed. */
  questions: readonly LoadedQuestion[];
  /** The caller's attempts at the quiz, newest first. */
  attempts: AttemptWithPending[];
  /** The course's final assessment, and whether the caller has passed it (a pass's progress needs both). */
  assessment: { id: string | null; passed: boolean };
  /** The attempt asked for (by attempt), or the caller's running one (by quiz), with its answers. */
  attempt: AttemptRow | null;
  answers: AnswerRow[];
}

/** The quiz's questions in order, each with its options in order, as one JSON array. */
const questionsJson = (quizId: SQLWrapper) =>
  sql<LoadedQuestion[]>`(
  select coalesce(json_agg(json_build_object(
           'id', q.id, 'quizId', q.quiz_id, 'questionText', q.question_text, 'questionType', q.question_type,
           'orderIndex', q.order_index, 'points', q.points,
           'options', (select coalesce(json_agg(json_build_object(
                              'id', o.id, 'questionId', o.question_id, 'optionText', o.option_text,
                              'isCorrect', o.is_correct, 'orderIndex', o.order_index) order by o.order_index, o.id), '[]'::json)
                         from quiz_question_options o where o.question_id = q.id))
         order by q.order_index, q.id), '[]'::json)
    from quiz_questions q where q.quiz_id = ${quizId})`;

const attemptJson = sql`json_build_object(
  'id', a.id, 'quizId', a.quiz_id, 'userId', a.user_id, 'attemptNumber', a.attempt_number, 'score', a.score,
  'maxScore', a.max_score, 'percentage', a.percentage, 'isPassed', a.is_passed, 'startedAt', a.started_at,
  'deadlineAt', a.deadline_at, 'completedAt', a.completed_at, 'timeTakenMinutes', a.time_taken_minutes,
  'questionOrder', a.question_order, 'optionOrder', a.option_order, 'createdAt', a.created_at)`;

/** The user's attempts at the quiz, newest first, each with its answers awaiting grading and their points. */
const attemptsJson = (userId: SQLWrapper, quizId: SQLWrapper) =>
  sql<AttemptWithPending[]>`(
  select coalesce(json_agg(json_build_object(
           'attempt', ${attemptJson}, 'pendingCount', ${pendingCountOf(sql`a.id`)}, 'pendingPoints', ${pendingPointsOf(sql`a.id`)})
         order by a.attempt_number desc), '[]'::json)
    from quiz_attempts a where a.user_id = ${userId} and a.quiz_id = ${quizId})`;

/** An attempt's answers as one JSON array. */
const answersJson = (attemptId: SQLWrapper) =>
  sql<AnswerRow[]>`(
  select coalesce(json_agg(json_build_object(
           'id', qa.id, 'attemptId', qa.attempt_id, 'questionId', qa.question_id, 'optionId', qa.option_id,
           'answerText', qa.answer_text, 'isCorrect', qa.is_correct, 'pointsAwarded', qa.points_awarded,
           'instructorFeedback', qa.instructor_feedback, 'evaluationStatus', qa.evaluation_status,
           'evaluatedAt', qa.evaluated_at, 'evaluatedBy', qa.evaluated_by, 'updatedAt', qa.updated_at)), '[]'::json)
    from quiz_answers qa where qa.attempt_id = ${attemptId})`;

/**
 * This process's copy of the questions of the quizzes being taken, with the quiz's content version
 * they were read at (moved by triggers on every change of a question or an option, migration
 * 0020). A read passes the version it holds and gets the questions only when the quiz's version
 * differs, in the same statement and snapshot as the rest: correct with any number of processes.
 * The questions are frozen: shared by every request, nobody may change them.
 */
const questionCache = new LRUCache<string, { version: number; questions: readonly LoadedQuestion[] }>({ max: 1_000 });
/** The quiz of each attempt this process has seen (it never changes): which questions a read by attempt already holds. */
const quizOfAttempt = new LRUCache<string, string>({ max: 50_000 });

export const rememberAttemptQuiz = (attemptId: string, quizId: string) => void quizOfAttempt.set(attemptId, quizId);

const knownQuestions = (quizId: string | undefined) => (quizId ? questionCache.get(quizId) : undefined);

/**
 * The questions of a read: the held copy when the statement sent none, else what it sent, kept
 * unless the cache holds a newer version. `keep: false` for a read under a row lock, whose quiz
 * row may be newer than the snapshot its questions come from.
 */
function questionsOf(
  quiz: QuizRow,
  sent: LoadedQuestion[] | null,
  known: ReturnType<typeof knownQuestions>,
  keep: boolean,
): readonly LoadedQuestion[] {
  if (sent === null) return known!.questions;
  const current = questionCache.get(quiz.id);
  if (keep && (!current || current.version < quiz.contentVersion)) {
    for (const q of sent) {
      for (const o of q.options) Object.freeze(o);
      Object.freeze(q.options);
      Object.freeze(q);
    }
    questionCache.set(quiz.id, { version: quiz.contentVersion, questions: Object.freeze(sent) });
  }
  return sent;
}

const userId = sql.placeholder('userId');
/** The columns both readings share: the access row, curriculum, progress, questions and attempts. */
const shared = () => ({
  quiz: quizzes,
  ...accessRowColumns,
  curriculum: curriculumRowsJson(courses.id),
  progress: progressRowsJson(userId, courses.id),
  // None when the caller holds the quiz's current version (knownVersion; 0 when it holds none).
  questions: sql<LoadedQuestion[] | null>`case when ${quizzes.contentVersion} = ${sql.placeholder('knownVersion')}::int then null
                                                else ${questionsJson(quizzes.id)} end`,
  attempts: attemptsJson(userId, quizzes.id),
  assessment: sql<QuizContext['assessment']>`json_build_object(
    'id', ${assessmentQuizId(courses.id)},
    'passed', exists (select 1 from quiz_attempts x where x.quiz_id = ${assessmentQuizId(courses.id)} and x.user_id = ${userId} and x.is_passed))`,
});

/** The quiz, with the caller's running attempt and its answers; null when there is no such quiz. */
export async function quizContextByQuiz(db: DbOrTx, user: User, quizId: string): Promise<QuizContext | null> {
  const known = knownQuestions(quizId);
  const [row] = await prepared(db, 'quiz_context', (db) => {
    const running = sql`(select a.id from quiz_attempts a where a.user_id = ${userId} and a.quiz_id = ${quizzes.id} and a.completed_at is null
                          order by a.attempt_number desc limit 1)`;
    return db
      .select({ ...shared(), answers: answersJson(running) })
      .from(quizzes)
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .leftJoin(users, instructorOfCourse)
      .leftJoin(enrollments, enrollmentOfCaller(userId))
      .where(eq(quizzes.id, sql.placeholder('quizId')));
  }).execute({ quizId, userId: user.id, knownVersion: known?.version ?? 0 });
  if (!row) return null;
  const attempts = row.attempts.map(attemptFromJson);
  const running = attempts.find((a) => !a.attempt.completedAt)?.attempt ?? null;
  if (running) rememberAttemptQuiz(running.id, quizId);
  return contextFrom(user, row, questionsOf(row.quiz, row.questions, known, true), attempts, running);
}

/**
 * The attempt with its quiz, read as the caller, whose access and attempts these are: `authorize`
 * checks the attempt is theirs before anything else. `lock`: the quiz row is share-locked against
 * an edit for the rest of the transaction (scoring), as an editor's save takes it for update.
 */
export async function quizContextByAttempt(
  db: DbOrTx,
  user: User,
  attemptId: string,
  o: { lock?: boolean; authorize?: (attempt: AttemptRow | undefined) => void } = {},
): Promise<QuizContext | null> {
  const lock = o.lock === true;
  const known = knownQuestions(quizOfAttempt.get(attemptId));
  const [row] = await prepared(db, lock ? 'quiz_context_attempt_locked' : 'quiz_context_attempt', (db) => {
    const query = db
      .select({ ...shared(), attempt: quizAttempts, answers: answersJson(quizAttempts.id) })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .leftJoin(users, instructorOfCourse)
      .leftJoin(enrollments, enrollmentOfCaller(userId))
      .where(eq(quizAttempts.id, sql.placeholder('attemptId')));
    return lock ? query.for('share', { of: quizzes }) : query;
  }).execute({ attemptId, userId: user.id, knownVersion: known?.version ?? 0 });
  // Whose attempt it is comes first: the course access of someone else's attempt must not answer
  // differently from an attempt that does not exist.
  o.authorize?.(row?.attempt);
  if (!row) return null;
  rememberAttemptQuiz(attemptId, row.quiz.id);
  return contextFrom(user, row, questionsOf(row.quiz, row.questions, known, !lock), row.attempts.map(attemptFromJson), row.attempt);
}

interface ContextRow extends AccessRow {
  quiz: QuizRow;
  curriculum: CurriculumRow[];
  progress: ProgressRow[];
  questions: LoadedQuestion[] | null;
  answers: AnswerRow[];
  assessment: QuizContext['assessment'];
}

function contextFrom(
  user: User,
  row: ContextRow,
  questions: readonly LoadedQuestion[],
  attempts: AttemptWithPending[],
  attempt: AttemptRow | null,
): QuizContext {
  return {
    quiz: row.quiz,
    // Throws 'Course Not Found' when the course is none of the caller's business, as courseAccess does.
    access: accessFrom(user, row, curriculumFromRows(row.curriculum), row.progress),
    questions,
    attempts,
    assessment: row.assessment,
    attempt,
    answers: row.answers.map((a) => ({
      ...a,
      pointsAwarded: Number(a.pointsAwarded),
      evaluatedAt: a.evaluatedAt ? new Date(a.evaluatedAt) : null,
      updatedAt: new Date(a.updatedAt),
    })),
  };
}

const dateOrNull = (v: unknown) => (v == null ? null : new Date(v as string));

function attemptFromJson(j: AttemptWithPending): AttemptWithPending {
  const a = j.attempt;
  return {
    pendingCount: j.pendingCount,
    pendingPoints: Number(j.pendingPoints),
    attempt: {
      ...a,
      score: Number(a.score),
      maxScore: Number(a.maxScore),
      percentage: Number(a.percentage),
      startedAt: new Date(a.startedAt),
      deadlineAt: dateOrNull(a.deadlineAt),
      completedAt: dateOrNull(a.completedAt),
      createdAt: new Date(a.createdAt),
    },
  };
}

/** How many questions the quiz has and the points they are worth. */
export const questionTotals = (questions: readonly LoadedQuestion[]) => ({
  count: questions.length,
  points: questions.reduce((sum, q) => sum + q.points, 0),
});
