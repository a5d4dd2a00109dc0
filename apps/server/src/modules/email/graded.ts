// The 'answer graded' e-mail, written beside the grading's in-app notification and with the same
// facts (core's emailData.answer_graded: `result` 'answer' while others of the attempt wait, 'quiz'
// for the grade that settles it). Once per graded answer: its dedupe key is the answer's.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fromQuiz, quizFacts, type GradedAttempt } from '../notifications/write.js';
import { queueEmails, type Outbox } from './outbox.js';

type Graded = GradedAttempt & { answerId: string };

export const emailAnswerGraded = (deps: Outbox, tx: DbOrTx, a: Graded & { points: number; maxPoints: number; pendingCount: number }) =>
  queueEmails(
    deps,
    tx,
    'answer_graded',
    sql`select ${a.learnerId}::uuid as user_id, ${`graded:${a.answerId}`}::text as dedupe_key,
               jsonb_build_object('result', 'answer', ${quizFacts(a.attemptId)}, 'points', ${a.points}::numeric,
                                  'maxPoints', ${a.maxPoints}::numeric, 'pendingCount', ${a.pendingCount}::int) as data
          ${fromQuiz(a.quizId)}`,
  );

export const emailQuizGraded = (deps: Outbox, tx: DbOrTx, a: Graded & { percentage: number; passed: boolean }) =>
  queueEmails(
    deps,
    tx,
    'answer_graded',
    sql`select ${a.learnerId}::uuid as user_id, ${`graded:${a.answerId}`}::text as dedupe_key,
               jsonb_build_object('result', 'quiz', ${quizFacts(a.attemptId)}, 'percentage', ${a.percentage}::numeric,
                                  'passingScore', q.passing_score, 'passed', ${a.passed}::boolean) as data
          ${fromQuiz(a.quizId)}`,
  );
