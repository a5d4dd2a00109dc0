// Creating and editing a quiz: one transaction with a fixed number of statements, whatever the
// number of questions (batch inserts, one UPDATE ... FROM (VALUES ...) per table).
//
// Results already earned stay meaningful. An attempt's score, max score and percentage, and each
// answer's points and correctness, are snapshots taken at submission; grading re-scores an
// attempt from its stored answers over its stored max score. So an edit keeps question and
// option rows by id (answers point at them), and refuses what would change a snapshot later:
// deleting a question answered in an attempt still waiting for grading (the cascade would drop
// that answer's points from the re-score), changing the points of a question with answers
// waiting for grading, and changing the type of a question that has any answers.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type QuizSave } from '@app/core';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { readTogether } from '../../db/read-together.js';
import { lessons, quizQuestionOptions, quizQuestions, quizzes } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { loadQuestions, type LoadedQuestion } from '../quizzes/queries.js';
import { quizLabel, quizSaved } from './audit-events.js';
import { managedCourse, managedQuiz, presentForEditing, questionUsage, type QuestionUsage } from './service.js';

type WantedQuestion = QuizSave['questions'][number];

interface Plan {
  questionInserts: (typeof quizQuestions.$inferInsert)[];
  questionUpdates: { id: string; text: string; type: string; points: number; orderIndex: number }[];
  questionDeletes: string[];
  optionInserts: (typeof quizQuestionOptions.$inferInsert)[];
  optionUpdates: { id: string; text: string; isCorrect: boolean; orderIndex: number }[];
  optionDeletes: string[];
}

/** Names a question in an error: the editor shows the text, not an id. */
const about = (text: string, message: string) => `Question "${text.length > 60 ? `${text.slice(0, 57)}...` : text}": ${message}`;

/**
 * What to write so that the stored questions become `wanted`. Throws (before anything is
 * written) when the edit would break the results of earlier attempts.
 */
export function planQuestions(quizId: string, current: LoadedQuestion[], usage: QuestionUsage, wanted: WantedQuestion[]): Plan {
  const plan: Plan = {
    questionInserts: [],
    questionUpdates: [],
    questionDeletes: [],
    optionInserts: [],
    optionUpdates: [],
    optionDeletes: [],
  };
  const byId = new Map(current.map((q) => [q.id, q]));
  const kept = new Set<string>();

  wanted.forEach((w, orderIndex) => {
    const old = w.id ? byId.get(w.id) : undefined;
    if (w.id && !old) throw badRequest(MESSAGES.questionNotInQuiz);
    if (!old) {
      const id = randomUUID();
      plan.questionInserts.push({ id, quizId, questionText: w.text, questionType: w.type, points: w.points, orderIndex });
      w.options.forEach((o, i) => {
        if (o.id) throw badRequest(MESSAGES.optionNotInQuestion);
        plan.optionInserts.push({ questionId: id, optionText: o.text, isCorrect: o.isCorrect, orderIndex: i });
      });
      return;
    }
    kept.add(old.id);
    const use = usage.get(old.id);
    if (w.type !== old.questionType && use?.answers) throw conflict(about(old.questionText, MESSAGES.questionTypeLocked));
    if (w.points !== old.points && use?.pending) throw conflict(about(old.questionText, MESSAGES.questionPointsLocked));
    if (w.text !== old.questionText || w.type !== old.questionType || w.points !== old.points || orderIndex !== old.orderIndex) {
      plan.questionUpdates.push({ id: old.id, text: w.text, type: w.type, points: w.points, orderIndex });
    }
    planOptions(plan, old, w);
  });

  for (const q of current) {
    if (kept.has(q.id)) continue;
    if (usage.get(q.id)?.inUngraded) throw conflict(about(q.questionText, MESSAGES.questionAwaitingGrading));
    plan.questionDeletes.push(q.id);
  }
  return plan;
}

/**
 * Options of a kept question, updated in place so that answers keep pointing at what the
 * student chose. Multiple choice matches by option id; True and False are matched by text.
 */
function planOptions(plan: Plan, old: LoadedQuestion, w: WantedQuestion) {
  const used = new Set<string>();
  w.options.forEach((o, orderIndex) => {
    let match = o.id ? old.options.find((x) => x.id === o.id) : undefined;
    if (o.id && !match) throw badRequest(MESSAGES.optionNotInQuestion);
    if (!match && w.type === 'true_false' && old.questionType === 'true_false') {
      match = old.options.find((x) => !used.has(x.id) && x.optionText === o.text);
    }
    if (!match) {
      plan.optionInserts.push({ questionId: old.id, optionText: o.text, isCorrect: o.isCorrect, orderIndex });
      return;
    }
    used.add(match.id);
    if (match.optionText !== o.text || match.isCorrect !== o.isCorrect || match.orderIndex !== orderIndex) {
      plan.optionUpdates.push({ id: match.id, text: o.text, isCorrect: o.isCorrect, orderIndex });
    }
  });
  for (const x of old.options) if (!used.has(x.id)) plan.optionDeletes.push(x.id);
}

const valuesList = (rows: SQL[]) => sql.join(rows, sql`, `);

async function applyPlan(tx: Tx, plan: Plan) {
  if (plan.questionDeletes.length) await tx.delete(quizQuestions).where(inArray(quizQuestions.id, plan.questionDeletes));
  if (plan.questionUpdates.length) {
    await tx.execute(sql`
      update quiz_questions q
         set question_text = v.text, question_type = v.type, points = v.points, order_index = v.ord
        from (values ${valuesList(
          plan.questionUpdates.map((u) => sql`(${u.id}::uuid, ${u.text}::text, ${u.type}::text, ${u.points}::int, ${u.orderIndex}::int)`),
        )}) as v(id, text, type, points, ord)
       where q.id = v.id`);
  }
  if (plan.questionInserts.length) await tx.insert(quizQuestions).values(plan.questionInserts);
  if (plan.optionDeletes.length) await tx.delete(quizQuestionOptions).where(inArray(quizQuestionOptions.id, plan.optionDeletes));
  if (plan.optionUpdates.length) {
    await tx.execute(sql`
      update quiz_question_options o
         set option_text = v.text, is_correct = v.correct, order_index = v.ord
        from (values ${valuesList(
          plan.optionUpdates.map((u) => sql`(${u.id}::uuid, ${u.text}::text, ${u.isCorrect}::boolean, ${u.orderIndex}::int)`),
        )}) as v(id, text, correct, ord)
       where o.id = v.id`);
  }
  if (plan.optionInserts.length) await tx.insert(quizQuestionOptions).values(plan.optionInserts);
}

/**
 * A lesson has at most one quiz and a course at most one course assessment. Saves that pick a
 * lesson or course take a lock on it first, so two saves (a double click) cannot both pass.
 */
async function assertTargetFree(tx: Tx, courseId: string, lessonId: string | null, quizId: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quiz-target:${lessonId ?? courseId}`}, 0))`);
  const [clash] = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        lessonId ? eq(quizzes.lessonId, lessonId) : and(eq(quizzes.courseId, courseId), eq(quizzes.quizType, 'course')),
        quizId ? ne(quizzes.id, quizId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(lessonId ? MESSAGES.lessonHasQuiz : MESSAGES.courseHasAssessment);
}

/** Creates a quiz (quizId null) or replaces one with `input`, in one transaction. */
/** What a plan does to the questions, counted for the audit row. */
function questionChanges(current: LoadedQuestion[], plan: Plan) {
  const kept = new Set(current.map((q) => q.id));
  const optionOwner = new Map(current.flatMap((q) => q.options.map((o) => [o.id, q.id] as const)));
  const changed = new Set([
    ...plan.questionUpdates.map((q) => q.id),
    ...plan.optionUpdates.map((o) => optionOwner.get(o.id)!),
    ...plan.optionDeletes.map((id) => optionOwner.get(id)!),
    // An option added to a question that stays (a new question's options are part of adding it).
    ...plan.optionInserts.flatMap((o) => (kept.has(o.questionId!) ? [o.questionId!] : [])),
  ]);
  // A removed question's options go with it: it counts as removed, not changed.
  for (const id of plan.questionDeletes) changed.delete(id);
  return { before: current.length, added: plan.questionInserts.length, changed: changed.size, removed: plan.questionDeletes.length };
}

export async function saveQuiz(deps: Pick<Deps, 'db' | 'clock'>, user: RequestActor, quizId: string | null, input: QuizSave) {
  const { db } = deps;
  const now = deps.clock();
  const savedId = await db.transaction(async (tx) => {
    const existing = quizId ? await managedQuiz(tx, user, quizId, true) : null;
    // The row is locked: nobody can change it between this check and the write.
    if (existing && input.expectedUpdatedAt && existing.quiz.updatedAt.getTime() !== Date.parse(input.expectedUpdatedAt))
      throw conflict(MESSAGES.quizChangedElsewhere);
    const sameCourse = existing?.quiz.courseId === input.courseId;
    const course = sameCourse
      ? { id: existing!.quiz.courseId, title: existing!.courseTitle, instructorId: existing!.courseInstructorId }
      : await managedCourse(tx, user, input.courseId);
    if (existing && !sameCourse && existing.attemptCount > 0) throw conflict(MESSAGES.quizCourseLocked);

    if (input.lessonId) {
      const [lesson] = await tx
        .select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.id, input.lessonId), eq(lessons.courseId, course.id), eq(lessons.contentType, 'quiz')));
      if (!lesson) throw badRequest(MESSAGES.quizLessonInvalid);
    }
    if (!existing || !sameCourse || existing.quiz.lessonId !== input.lessonId) {
      await assertTargetFree(tx, course.id, input.lessonId, quizId);
    }

    const id = existing?.quiz.id ?? randomUUID();
    const [current, usage] = existing
      ? await readTogether(
          tx,
          () => loadQuestions(tx, [id]),
          () => questionUsage(tx, id),
        )
      : [[], new Map()];
    const plan = planQuestions(id, current, usage, input.questions);

    const fields = {
      title: input.title,
      description: input.description,
      courseId: course.id,
      lessonId: input.lessonId,
      quizType: input.lessonId ? ('lesson' as const) : ('course' as const),
      // The course's instructor owns its quizzes (and grades them), also when an admin edits.
      instructorId: course.instructorId,
      passingScore: input.passingScore,
      timeLimitMinutes: input.timeLimitMinutes,
      maxAttempts: input.maxAttempts,
      isPublished: input.isPublished ?? existing?.quiz.isPublished ?? false,
      // Attempts already started keep the order they drew; these apply to new attempts.
      shuffleQuestions: input.shuffleQuestions ?? existing?.quiz.shuffleQuestions ?? false,
      shuffleOptions: input.shuffleOptions ?? existing?.quiz.shuffleOptions ?? false,
      updatedAt: now,
    };
    if (existing) await tx.update(quizzes).set(fields).where(eq(quizzes.id, id));
    else await tx.insert(quizzes).values({ id, ...fields, createdAt: now });
    await applyPlan(tx, plan);
    const event = quizSaved(id, quizLabel(fields.title, course.title), existing?.quiz ?? null, fields, questionChanges(current, plan));
    // Owned by the course's instructor: the one whose quiz it was, or whose course it goes to.
    if (event) await recordAdminChange(tx, user, existing?.courseInstructorId ?? course.instructorId, event);
    return id;
  });
  const quiz = await presentForEditing(db, await managedQuiz(db, user, savedId));
  return { quiz, message: quizId ? MESSAGES.quizUpdated : MESSAGES.quizCreated };
}
