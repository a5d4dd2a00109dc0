// Taking quizzes: starting, answering and submitting attempts. The server keeps the clock and
// the answer key; a student sees the key only for a submitted attempt.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  attemptLimitMessage,
  attemptsLeft,
  drawAttemptOrder,
  inAttemptOrder,
  MESSAGES,
  retakeRefusal,
  type AnswerInput,
  type AttemptAction,
  type AttemptDetail,
} from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { prepared } from '../../db/prepared.js';
import { quizAnswers, quizAttempts, quizQuestions } from '../../db/schema.js';
import { attemptClosed, attemptLimit, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { authorizeAttempt } from '../../authorization/quiz.js';
import { questionTotals, quizContextByAttempt, rememberAttemptQuiz, type QuizContext } from './context.js';
import { findQuiz } from './queries.js';
import { finalizeAttempt, isExpired, lastOpenDeadline, lockAttempt, type AttemptRow } from './scoring.js';
import { closeExpired, openQuiz, summarize, type User } from './overview.js';

/**
 * Starts an attempt, or returns the one still running (a reload, a second tab, a double click).
 * Two statements: the quiz with everything the rules need, then the insert. No lock is held
 * between them: the unique (quiz, user, attempt number) index decides between concurrent starts,
 * and the one that finds its number taken reads again and resumes the attempt that won, so the
 * attempt limit stays exact and a learner never has two running attempts. A quiz that shuffles
 * gets the new attempt's order drawn here and stored with it; resuming keeps the order drawn then.
 * The deadline counts from the moment the attempt is written, however long the start waited: so
 * the clock is read in each round once the quiz has been read, right before the insert, and not
 * once at the start of the request (docs/quizzes.md, the exam-start storm).
 */
export async function startAttempt(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'mail' | 'jobs'>, user: User, quizId: string) {
  const { db } = deps;
  for (let round = 1; ; round++) {
    const context = await openQuiz(db, user, quizId);
    const { quiz, access, questions, attempts } = context;
    if (access.mode === 'preview') throw forbidden(MESSAGES.previewNoAttempts);
    if (questions.length === 0) throw badRequest(MESSAGES.noQuestions);
    const running = context.attempt;
    const now = deps.clock();
    if (running && !isExpired(running, now)) return { created: false, detail: presentDetail(context, running, now) };
    if (running) {
      // Closed at its deadline, in a transaction of its own; then read again.
      await closeExpired(deps, quiz, [{ attempt: running }], now);
      continue;
    }
    const refused = retakeRefusal(quiz, {
      passed: attempts.some((a) => a.attempt.isPassed),
      attemptsLeft: attemptsLeft(quiz.maxAttempts, attempts.length),
    });
    if (refused) throw refused === 'passed' ? conflict(MESSAGES.assessmentPassed) : attemptLimit(attemptLimitMessage(quiz.maxAttempts));
    const order =
      quiz.shuffleQuestions || quiz.shuffleOptions
        ? drawAttemptOrder(
            questions.map((q) => ({ id: q.id, type: q.questionType, options: q.options })),
            quiz,
            deps.random,
          )
        : { questionOrder: null, optionOrder: null };
    // Nothing waits between the clock's reading and the insert: the attempt starts at that instant.
    const startedAt = now;
    const [row] = await prepared(db, 'start_attempt', (db) =>
      db
        .insert(quizAttempts)
        .values({
          quizId: sql.placeholder('quizId'),
          userId: sql.placeholder('userId'),
          attemptNumber: sql.placeholder('attemptNumber'),
          startedAt: sql`${sql.placeholder('startedAt')}::timestamptz`,
          deadlineAt: sql`${sql.placeholder('deadlineAt')}::timestamptz`,
          maxScore: sql.placeholder('maxScore'),
          questionOrder: sql`${sql.placeholder('questionOrder')}::uuid[]`,
          optionOrder: sql`${sql.placeholder('optionOrder')}::jsonb`,
        })
        .onConflictDoNothing({ target: [quizAttempts.quizId, quizAttempts.userId, quizAttempts.attemptNumber] })
        .returning(),
    ).execute({
      quizId: quiz.id,
      userId: user.id,
      attemptNumber: (attempts[0]?.attempt.attemptNumber ?? 0) + 1,
      startedAt: startedAt.toISOString(),
      deadlineAt: quiz.timeLimitMinutes ? new Date(startedAt.getTime() + quiz.timeLimitMinutes * 60_000).toISOString() : null,
      maxScore: questionTotals(questions).points,
      questionOrder: order.questionOrder,
      optionOrder: order.optionOrder ? JSON.stringify(order.optionOrder) : null,
    });
    if (row) {
      rememberAttemptQuiz(row.id, quiz.id);
      const mine = { ...context, attempts: [{ attempt: row, pendingCount: 0, pendingPoints: 0 }, ...attempts], answers: [] };
      return { created: true, detail: presentDetail(mine, row, startedAt) };
    }
    // Another start of this learner took the number first: read again and resume that one.
    if (round >= 3) throw conflict(MESSAGES.attemptClosed);
  }
}

/** The caller's own attempt with its quiz (one statement); anyone else's is "not found". */
async function ownAttempt(db: DbOrTx, user: User, attemptId: string, action: AttemptAction) {
  const context = await quizContextByAttempt(db, user, attemptId, { authorize: (attempt) => authorizeAttempt(user, action, attempt) });
  return context as QuizContext & { attempt: AttemptRow };
}

/** An attempt as its learner sees it: one statement, and the attempt closed first if its time ran out. */
export async function attemptDetail(
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>,
  user: User,
  attemptId: string,
  message: string | null = null,
): Promise<AttemptDetail> {
  const { db } = deps;
  const now = deps.clock();
  let context = await ownAttempt(db, user, attemptId, 'read');
  if (isExpired(context.attempt, now)) {
    await closeExpired(deps, context.quiz, [{ attempt: context.attempt }], now);
    context = await ownAttempt(db, user, attemptId, 'read');
    message ??= MESSAGES.deadlinePassed;
  }
  return presentDetail(context, context.attempt, now, message);
}

/** The runner's, a resume's and the results' view of an attempt; the answer key only once it is submitted. */
function presentDetail(
  context: Pick<QuizContext, 'quiz' | 'questions' | 'attempts' | 'answers'>,
  attempt: AttemptRow,
  now: Date,
  message: string | null = null,
): AttemptDetail {
  const { quiz, answers } = context;
  // The order this attempt drew when it started, for the runner, a resume and the results alike.
  const questions = inAttemptOrder(context.questions, attempt);
  const submitted = attempt.completedAt !== null;
  const mine = context.attempts.find((a) => a.attempt.id === attempt.id);
  const pending = { count: mine?.pendingCount ?? 0, points: mine?.pendingPoints ?? 0 };
  return {
    attempt: { ...summarize(attempt, pending), deadlineAt: attempt.deadlineAt?.toISOString() ?? null },
    quiz: {
      id: quiz.id,
      title: quiz.title,
      passingScore: quiz.passingScore,
      timeLimitMinutes: quiz.timeLimitMinutes,
      maxAttempts: quiz.maxAttempts,
      courseId: quiz.courseId,
      lessonId: quiz.lessonId,
      quizType: quiz.quizType,
    },
    serverNow: now.toISOString(),
    // Only ids and texts: nothing here says which option is right.
    questions: questions.map((q) => ({
      id: q.id,
      text: q.questionText,
      type: q.questionType,
      points: q.points,
      options: q.options.map((o) => ({ id: o.id, text: o.optionText })),
    })),
    answers: answers.map((a) => ({ questionId: a.questionId, optionId: a.optionId, answerText: a.answerText })),
    results: submitted
      ? questions.map((q) => {
          const a = answers.find((x) => x.questionId === q.id);
          const pending = a?.evaluationStatus === 'pending' && q.questionType === 'subjective';
          return {
            questionId: q.id,
            isCorrect: pending ? null : (a?.isCorrect ?? false),
            pointsAwarded: a?.pointsAwarded ?? 0,
            correctOptionId: q.options.find((o) => o.isCorrect)?.id ?? null,
            pending,
            feedback: a?.instructorFeedback ?? null,
          };
        })
      : null,
    attemptsLeft: attemptsLeft(quiz.maxAttempts, context.attempts.length),
    passed: context.attempts.some((a) => a.attempt.isPassed),
    message,
  };
}

/**
 * Saves one answer of a running attempt; the last save of a question wins. One statement: the
 * save writes only when every rule of `answerRefusal` lets it through (the caller's attempt, open
 * and within its time, the question in its quiz, an answer of the question's kind, an option of
 * the question), and share-locks the attempt as it does. A submit locks the attempt for update, so
 * it waits for a save under way and scores it, and a save that comes after the submit finds the
 * attempt closed: an acknowledged answer is never left out of the score. Only a save that wrote
 * nothing reads again, to say why.
 */
export async function saveAnswer(
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>,
  user: User,
  attemptId: string,
  questionId: string,
  input: AnswerInput,
) {
  const { db } = deps;
  const now = deps.clock();
  const values = { attemptId, questionId, userId: user.id, optionId: input.optionId ?? null, answerText: input.answerText ?? null };
  const saved = await prepared(db, 'save_answer', (db) => {
    const optionId = sql`${sql.placeholder('optionId')}::uuid`;
    const answerText = sql`${sql.placeholder('answerText')}::text`;
    return db
      .insert(quizAnswers)
      .select(
        db
          // Every column in the table's order (Drizzle's insert-select asks for that), defaults as written.
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            attemptId: quizAttempts.id,
            questionId: quizQuestions.id,
            optionId: optionId.as('option_id'),
            answerText: answerText.as('answer_text'),
            isCorrect: sql`null::boolean`.as('is_correct'),
            pointsAwarded: sql`0`.as('points_awarded'),
            instructorFeedback: sql`null::text`.as('instructor_feedback'),
            evaluationStatus: sql`'pending'`.as('evaluation_status'),
            evaluatedAt: sql`null::timestamptz`.as('evaluated_at'),
            evaluatedBy: sql`null::uuid`.as('evaluated_by'),
            updatedAt: sql`${sql.placeholder('now')}::timestamptz`.as('updated_at'),
          })
          .from(quizAttempts)
          .innerJoin(quizQuestions, and(eq(quizQuestions.id, sql.placeholder('questionId')), eq(quizQuestions.quizId, quizAttempts.quizId)))
          .where(
            and(
              eq(quizAttempts.id, sql.placeholder('attemptId')),
              eq(quizAttempts.userId, sql.placeholder('userId')),
              isNull(quizAttempts.completedAt),
              sql`(${quizAttempts.deadlineAt} is null or ${quizAttempts.deadlineAt} >= ${sql.placeholder('openUntil')}::timestamptz)`,
              sql`case when ${quizQuestions.questionType} = 'subjective' then ${optionId} is null
                         else ${answerText} is null and (${optionId} is null or exists (
                           select 1 from quiz_question_options o where o.id = ${optionId} and o.question_id = ${quizQuestions.id}))
                    end`,
            ),
          )
          .for('share', { of: quizAttempts }),
      )
      .onConflictDoUpdate({
        target: [quizAnswers.attemptId, quizAnswers.questionId],
        set: { optionId: sql`excluded.option_id`, answerText: sql`excluded.answer_text`, updatedAt: sql`excluded.updated_at` },
      })
      .returning({ id: quizAnswers.id });
  }).execute({ ...values, now: now.toISOString(), openUntil: lastOpenDeadline(now).toISOString() });
  if (saved.length === 0) await answerRefusal(deps, user, attemptId, questionId, input, now);
  return { questionId, savedAt: now.toISOString() };
}

/**
 * Why a save wrote nothing, read after it: the rules an answer must pass, in the order they are
 * told. Throws; a save refused with every rule passing was refused by a submit that came between.
 */
async function answerRefusal(
  deps: Pick<Deps, 'db' | 'mail' | 'jobs'>,
  user: User,
  attemptId: string,
  questionId: string,
  input: AnswerInput,
  now: Date,
): Promise<never> {
  const { db } = deps;
  const [target] = await db
    .select({
      attempt: {
        id: quizAttempts.id,
        quizId: quizAttempts.quizId,
        userId: quizAttempts.userId,
        completedAt: quizAttempts.completedAt,
        deadlineAt: quizAttempts.deadlineAt,
      },
      questionType: quizQuestions.questionType,
      optionIds: sql<string[] | null>`(select json_agg(o.id) from quiz_question_options o where o.question_id = ${quizQuestions.id})`,
    })
    .from(quizAttempts)
    .leftJoin(quizQuestions, and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizAttempts.quizId)))
    .where(eq(quizAttempts.id, attemptId));
  authorizeAttempt(user, 'answer', target?.attempt);
  const { attempt, questionType } = target!;
  if (attempt.completedAt) throw attemptClosed();
  if (isExpired(attempt, now)) {
    await closeExpired(deps, (await findQuiz(db, attempt.quizId))!, [{ attempt }], now);
    throw attemptClosed(MESSAGES.deadlinePassed);
  }
  if (!questionType) throw badRequest(MESSAGES.questionNotInQuiz);
  const subjective = questionType === 'subjective';
  if (subjective ? input.optionId != null : input.answerText != null) throw badRequest(MESSAGES.answerWrongKind);
  if (input.optionId && !target!.optionIds?.includes(input.optionId)) throw badRequest(MESSAGES.optionNotInQuestion);
  // Submitted (or closed) between the save and this read.
  throw attemptClosed();
}

/**
 * Submits an attempt: scored now, with whatever was saved; a late submission keeps its saved
 * answers. The attempt (and the learner's enrollment, which a pass moves) is locked first, so a
 * save under way is waited for; then one read brings the quiz, the answer key, the answers and
 * the learner's access, and one statement writes the marks and the result. The answer comes from
 * what was read and written, without reading it back.
 */
export async function submitAttempt(deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>, user: User, attemptId: string) {
  const { db } = deps;
  const now = deps.clock();
  const { context, attempt, late, message } = await db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attemptId, { withEnrollment: true });
    authorizeAttempt(user, 'submit', locked);
    if (locked.completedAt) throw attemptClosed();
    const context = (await quizContextByAttempt(tx, user, attemptId, { lock: true }))!;
    // The access was read as the caller; a pass is recorded from it when that is the learner's (a student's).
    const done = await finalizeAttempt(deps, tx, locked, context.quiz, now, {
      questions: context.questions,
      answers: context.answers,
      ...(user.role === 'student' ? { progress: { access: context.access, assessment: context.assessment } } : {}),
    });
    const message = done.attempt.isPassed ? MESSAGES.quizPassed : done.pendingCount > 0 ? MESSAGES.quizPending : MESSAGES.quizFailed;
    const attempts = context.attempts.map((a) =>
      a.attempt.id === attemptId ? { attempt: done.attempt, pendingCount: done.pendingCount, pendingPoints: done.pendingPoints } : a,
    );
    return { context: { ...context, attempts, answers: done.answers }, attempt: done.attempt, late: isExpired(locked, now), message };
  });
  return presentDetail(context, attempt, now, late ? `${MESSAGES.deadlinePassed} ${message}` : message);
}
