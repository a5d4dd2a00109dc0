// Issue 18, item 1: a learner stuck behind grading. The demo's 'TypeScript in Practice', lesson 6:
// five lessons done, then a quiz whose choices the learner got all right (5 of 10 points) and whose
// written answer (5 points) waits for the instructor: 50%, 60% to pass, the next lesson locked.
// The player must say that the attempt waits for grading, that it can reach 100%, and that the
// next lesson opens when it passes; once graded, the lesson completes and the next one opens.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, enrollUser, signedIn } from '../../../test/factories.js';
import { quizAnswers } from '../../db/schema.js';
import { and, eq } from 'drizzle-orm';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

type PlayerLesson = { id: string; isLocked: boolean; isCompleted: boolean; awaitingGrading: Record<string, unknown> | null };
const lessonsOf = (player: { sections: { lessons: PlayerLesson[] }[] }) => player.sections.flatMap((s) => s.lessons);

/** The course as the demo seeds it: 'Why TypeScript' (3 lessons), 'Modelling Data' (2 and the quiz), 'Generics and Beyond' (3). */
async function typescriptInPractice() {
  const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: instructor.user.id, title: 'TypeScript in Practice' });
  const why = await createSection(t.db, course.id, { title: 'Why TypeScript', orderIndex: 0 });
  const modelling = await createSection(t.db, course.id, { title: 'Modelling Data', orderIndex: 1 });
  const generics = await createSection(t.db, course.id, { title: 'Generics and Beyond', orderIndex: 2 });
  const done = [
    await createLesson(t.db, why, { orderIndex: 0 }),
    await createLesson(t.db, why, { orderIndex: 1 }),
    await createLesson(t.db, why, { orderIndex: 2 }),
    await createLesson(t.db, modelling, { title: 'Unions and narrowing', orderIndex: 0 }),
    await createLesson(t.db, modelling, { title: 'Walkthrough: typing a small function', orderIndex: 1 }),
  ];
  const quizLesson = await createLesson(t.db, modelling, { title: 'Quiz: unions and narrowing', contentType: 'quiz', orderIndex: 2 });
  const next = await createLesson(t.db, generics, { title: 'Generics without fear', orderIndex: 0 });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: quizLesson.id,
    instructorId: instructor.user.id,
    passingScore: 60,
    questions: [
      { type: 'multiple_choice', options: ['a', 'b', 'c', 'd'], correct: 1, points: 2 },
      { type: 'true_false', answer: true, points: 1 },
      { type: 'multiple_choice', options: ['a', 'b', 'c', 'd'], correct: 2, points: 2 },
      { type: 'subjective', points: 5, text: 'When would you use a discriminated union?' },
    ],
  });
  const learner = await signedIn(t.app, t.db);
  await enrollUser(t.db, learner.user.id, course.id);
  for (const l of done) expect((await learner.http.post(`/api/lessons/${l.id}/complete`)).statusCode).toBe(200);
  return { instructor, course, quiz, questions, quizLesson, next, learner };
}

/** One attempt: every choice right (or wrong), and a written answer. */
async function submit(c: Awaited<ReturnType<typeof typescriptInPractice>>, choicesRight = true) {
  const attempt = (await c.learner.http.post(`/api/quizzes/${c.quiz.id}/attempts`)).json().attempt.id as string;
  for (const q of c.questions) {
    const body =
      q.questionType === 'subjective'
        ? { answerText: 'When each variant carries a tag the compiler can narrow on.' }
        : { optionId: q.options.find((o) => o.isCorrect === choicesRight)!.id };
    expect((await c.learner.http.put(`/api/attempts/${attempt}/answers/${q.id}`, body)).statusCode).toBe(200);
  }
  const submitted = await c.learner.http.post(`/api/attempts/${attempt}/submit`);
  expect(submitted.statusCode).toBe(200);
  return { attemptId: attempt, detail: submitted.json() };
}

describe('an attempt waiting for grading', () => {
  it('says so in the result and the lesson list, with what it can reach, and opens the next lesson once graded', async () => {
    const c = await typescriptInPractice();
    const { attemptId, detail } = await submit(c);
    expect(detail.attempt).toMatchObject({
      status: 'Pending Evaluation',
      score: 5,
      maxScore: 10,
      percentage: 50,
      pendingCount: 1,
      pendingPoints: 5,
    });

    const player = (await c.learner.http.get(`/api/courses/${c.course.id}/player`)).json();
    const lessons = lessonsOf(player);
    const quizLesson = lessons.find((l) => l.id === c.quizLesson.id)!;
    expect(quizLesson).toMatchObject({ isCompleted: false, isLocked: false });
    expect(quizLesson.awaitingGrading).toEqual({
      quizId: c.quiz.id,
      attemptId,
      percentage: 50,
      atMostPercentage: 100,
      passingScore: 60,
      canPass: true,
      pendingCount: 1,
    });
    expect(lessons.find((l) => l.id === c.next.id)).toMatchObject({ isLocked: true, awaitingGrading: null });
    // Every other lesson says nothing of grading.
    expect(lessons.filter((l) => l.awaitingGrading !== null).map((l) => l.id)).toEqual([c.quizLesson.id]);

    // The instructor grades the written answer: the attempt passes, the lesson completes, the next opens.
    const [answer] = await t.db
      .select()
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.evaluationStatus, 'pending')));
    const graded = await c.instructor.http.post(`/api/instructor/subjective-answers/${answer!.id}/evaluation`, { points: 4 });
    expect(graded.json().attempt).toMatchObject({ status: 'Passed', percentage: 90 });
    const after = lessonsOf((await c.learner.http.get(`/api/courses/${c.course.id}/player`)).json());
    expect(after.find((l) => l.id === c.quizLesson.id)).toMatchObject({ isCompleted: true, awaitingGrading: null });
    expect(after.find((l) => l.id === c.next.id)).toMatchObject({ isLocked: false });
    expect((await c.learner.http.get(`/api/attempts/${attemptId}`)).json().attempt).toMatchObject({ pendingCount: 0, pendingPoints: 0 });
  });

  it('says when grading alone cannot reach the pass mark, so only a new attempt will', async () => {
    const c = await typescriptInPractice();
    const { attemptId } = await submit(c, false);
    const quizLesson = lessonsOf((await c.learner.http.get(`/api/courses/${c.course.id}/player`)).json()).find(
      (l) => l.id === c.quizLesson.id,
    )!;
    expect(quizLesson.awaitingGrading).toMatchObject({ attemptId, percentage: 0, atMostPercentage: 50, canPass: false });
  });

  it('shows the newest attempt still waiting, and nothing once another attempt passed the lesson', async () => {
    const c = await typescriptInPractice();
    await submit(c, false);
    const second = await submit(c, true);
    const waiting = lessonsOf((await c.learner.http.get(`/api/courses/${c.course.id}/player`)).json()).find(
      (l) => l.id === c.quizLesson.id,
    )!;
    expect(waiting.awaitingGrading).toMatchObject({ attemptId: second.attemptId, canPass: true });

    // The second attempt is graded and passes: the first still waits, but holds nothing back.
    const [answer] = await t.db
      .select()
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, second.attemptId), eq(quizAnswers.evaluationStatus, 'pending')));
    await c.instructor.http.post(`/api/instructor/subjective-answers/${answer!.id}/evaluation`, { points: 5 });
    const passed = lessonsOf((await c.learner.http.get(`/api/courses/${c.course.id}/player`)).json()).find(
      (l) => l.id === c.quizLesson.id,
    )!;
    expect(passed).toMatchObject({ isCompleted: true, awaitingGrading: null });
  });

  it('shows nothing of it to the instructor previewing the course', async () => {
    const c = await typescriptInPractice();
    await submit(c);
    const preview = (await c.instructor.http.get(`/api/courses/${c.course.id}/player`)).json();
    expect(preview.mode).toBe('preview');
    expect(lessonsOf(preview).every((l) => l.awaitingGrading === null)).toBe(true);
  });
});
