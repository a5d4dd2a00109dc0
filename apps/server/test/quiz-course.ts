// A course whose quiz is its second lesson, with a learner who has done the first: the setting of
// the quiz tests (taking, ordering, the exam-start storm).
import type { TestContext } from './app.js';
import {
  createCourse,
  createInstructor,
  createLesson,
  createQuiz,
  createSection,
  enrollUser,
  signedIn,
  type QuestionSpec,
} from './factories.js';

export interface QuizCourseOptions {
  questions: QuestionSpec[];
  /** Quiz settings beyond the defaults (time limit, attempts, shuffling...). */
  quiz?: Partial<Parameters<typeof createQuiz>[1]>;
  /** A lesson after the quiz, so that passing it does not complete the course. */
  lessonAfter?: boolean;
  /** Another learner enrolled in the course. */
  classmate?: boolean;
}

export async function quizLessonCourse(t: TestContext, o: QuizCourseOptions) {
  const instructor = await createInstructor(t.db);
  const course = await createCourse(t.db, { instructorId: instructor.id });
  const section = await createSection(t.db, course.id);
  const text = await createLesson(t.db, section, { orderIndex: 0 });
  const quizLesson = await createLesson(t.db, section, { orderIndex: 1, contentType: 'quiz' });
  if (o.lessonAfter) await createLesson(t.db, section, { orderIndex: 2 });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: quizLesson.id,
    instructorId: instructor.id,
    questions: o.questions,
    ...o.quiz,
  });
  const student = await signedIn(t.app, t.db);
  await enrollUser(t.db, student.user.id, course.id);
  if (o.classmate) await enrollUser(t.db, (await signedIn(t.app, t.db)).user.id, course.id);
  await student.http.post(`/api/lessons/${text.id}/complete`);
  return { instructor, course, section, text, quizLesson, quiz, questions, student };
}
