// The monitoring tests' world: an instructor's course with learners at every stage, a second course
// of theirs, and another instructor's course. Learners progress through the real API (completing
// lessons, answering and submitting a quiz), so the figures are what the player recorded.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { enrollments, lessonProgress } from '../src/db/schema.js';
import { recomputeProgress } from '../src/modules/courses/course-progress.js';
import type { TestContext } from './app.js';
import { createCourse, createLesson, createQuiz, createSection, enrollUser, signedIn } from './factories.js';

export const FORMULA_NAME = '=HYPERLINK("http://x","y")';

export async function monitoringWorld(t: TestContext) {
  const owner = await signedIn(t.app, t.db, { role: 'instructor', fullName: 'Olive Owner' });
  const other = await signedIn(t.app, t.db, { role: 'instructor', fullName: 'Xavier Other' });

  // Course A: text, quiz, text lessons in a published section, one lesson in a hidden section.
  const course = await createCourse(t.db, { instructorId: owner.user.id, title: 'Algebra Basics', price: 19.99 });
  const section = await createSection(t.db, course.id, { orderIndex: 0, title: 'Start' });
  const l1 = await createLesson(t.db, section, { orderIndex: 0, title: 'Numbers' });
  const l2 = await createLesson(t.db, section, { orderIndex: 1, title: 'Check yourself', contentType: 'quiz' });
  const l3 = await createLesson(t.db, section, { orderIndex: 2, title: 'Equations' });
  await createLesson(t.db, await createSection(t.db, course.id, { orderIndex: 1, isPublished: false }), { title: 'Hidden' });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: l2.id,
    instructorId: owner.user.id,
    questions: [
      { type: 'multiple_choice', options: ['1', '2'], correct: 1 },
      { type: 'subjective', text: 'Explain zero.' },
    ],
  });
  const second = await createCourse(t.db, { instructorId: owner.user.id, title: 'Zoology Intro', price: 0 });
  await createLesson(t.db, await createSection(t.db, second.id), { title: 'Animals' });
  const foreign = await createCourse(t.db, { instructorId: other.user.id, title: 'Foreign Course' });
  await createLesson(t.db, await createSection(t.db, foreign.id), { title: 'Elsewhere' });

  const learner = async (fullName: string, email: string | null, courseId: string, enrolledAt: Date) => {
    const s = await signedIn(t.app, t.db, { fullName, email });
    const enrollment = await enrollUser(t.db, s.user.id, courseId, { enrolledAt, lastAccessedAt: enrolledAt });
    return { ...s, enrollment };
  };
  const complete = async (s: { http: Awaited<ReturnType<typeof signedIn>>['http'] }, lessonId: string) =>
    expect((await s.http.post(`/api/lessons/${lessonId}/complete`)).statusCode).toBe(200);

  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9));
  // Ada: the first lesson done, then the quiz submitted with its essay waiting for a grade (50%).
  const ada = await learner('Ada Lovelace', 'ada@example.org', course.id, day(1));
  await complete(ada, l1.id);
  const attemptId = (await ada.http.post(`/api/quizzes/${quiz.id}/attempts`)).json().attempt.id as string;
  const [mc, essay] = questions;
  await ada.http.put(`/api/attempts/${attemptId}/answers/${mc!.id}`, { optionId: mc!.options[1]!.id });
  await ada.http.put(`/api/attempts/${attemptId}/answers/${essay!.id}`, { answerText: 'Nothing at all.' });
  expect((await ada.http.post(`/api/attempts/${attemptId}/submit`)).statusCode).toBe(200);
  // Bob: enrolled, nothing done: the struggling learner.
  const bob = await learner('Bob Struggle', 'bob@example.org', course.id, day(2));
  // Cy: every lesson done (the quiz lesson as its pass records it), so the course completed.
  const cy = await learner('Cy Finisher', 'cy@example.org', course.id, day(3));
  await t.db
    .insert(lessonProgress)
    .values([l1, l2, l3].map((l) => ({ userId: cy.user.id, lessonId: l.id, courseId: course.id, completed: true, completedAt: day(8) })));
  await recomputeProgress(t.deps, t.db, { courseId: course.id, userId: cy.user.id, now: day(8), accessedAt: day(8) });
  // Dee: one lesson done, then deactivated by the instructor.
  const dee = await learner('Dee Gone', null, course.id, day(4));
  await complete(dee, l1.id);
  await t.db.update(enrollments).set({ status: 'inactive' }).where(eq(enrollments.id, dee.enrollment.id));
  const formula = await learner(FORMULA_NAME, 'formula@example.org', course.id, day(5));
  // Ada also takes the second course; Eve only the other instructor's.
  const adaSecond = await enrollUser(t.db, ada.user.id, second.id, { enrolledAt: day(6), lastAccessedAt: day(6) });
  const eve = await learner('Eve Elsewhere', 'eve@example.org', foreign.id, day(7));
  return {
    owner,
    other,
    course,
    second,
    foreign,
    lessons: [l1, l2, l3],
    quiz,
    questions,
    ada,
    adaSecond,
    bob,
    cy,
    dee,
    formula,
    eve,
    complete,
  };
}

export type MonitoringWorld = Awaited<ReturnType<typeof monitoringWorld>>;
