// The people and records the route walks act on: an admin (the one who acts), another instructor
// whose courses the admin changes, an heir for hand-overs and a learner. Every record a request
// consumes (a section to delete, an answer to grade) is made fresh by the factory that needs it,
// so a walk can send each request once as it is and again with bad input.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { quizAnswers } from '../src/db/schema.js';
import type { TestContext } from './app.js';
import {
  createCategory,
  createCourse,
  createInstructor,
  createLesson,
  createQuiz,
  createSection,
  createUser,
  enrollUser,
  signedIn,
  type CourseOverrides,
} from './factories.js';

export type Signed = Awaited<ReturnType<typeof signedIn>>;

export async function routeWorld(t: TestContext) {
  const admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Walking Admin' });
  const owner = await createInstructor(t.db, { fullName: 'Course Owner' });
  const heir = await createInstructor(t.db, { fullName: 'Course Heir' });
  const learner = await signedIn(t.app, t.db, { fullName: 'Walk Learner' });
  const category = await createCategory(t.db);
  const unique = () => randomBytes(3).toString('hex');

  /** A published course of the other instructor with one shown section: a text, a video and a quiz lesson. */
  async function ownersCourse(o: CourseOverrides = {}) {
    const course = await createCourse(t.db, { instructorId: owner.id, categoryId: category.id, status: 'published', ...o });
    const section = await createSection(t.db, course.id);
    const text = await createLesson(t.db, section, { contentType: 'text', content: 'Read me.', orderIndex: 0 });
    const video = await createLesson(t.db, section, { contentType: 'video', videoUrl: 'https://youtu.be/walk', orderIndex: 1 });
    const quizLesson = await createLesson(t.db, section, { contentType: 'quiz', orderIndex: 2 });
    return { course, section, text, video, quizLesson };
  }

  /** The learner, enrolled in the other instructor's course, with every lesson before its quiz done. */
  async function learnerIn(c: Awaited<ReturnType<typeof ownersCourse>>) {
    await enrollUser(t.db, learner.user.id, c.course.id);
    for (const lesson of [c.text, c.video]) {
      const res = await learner.http.post(`/api/lessons/${lesson.id}/complete`);
      if (res.statusCode !== 200) throw new Error(`complete answered ${res.statusCode}: ${res.body}`);
    }
  }

  /** A quiz of the other instructor's course with one subjective and one true/false question. */
  async function ownersQuiz() {
    const c = await ownersCourse();
    const { quiz, questions } = await createQuiz(t.db, {
      courseId: c.course.id,
      lessonId: c.quizLesson.id,
      instructorId: owner.id,
      questions: [
        { type: 'subjective', points: 4 },
        { type: 'true_false', answer: true },
      ],
    });
    return { ...c, quiz, questions };
  }

  /** The learner's submitted attempt at a quiz of the other instructor, with a subjective answer waiting for grading. */
  async function pendingAnswer() {
    const q = await ownersQuiz();
    await learnerIn(q);
    const attempt = (await learner.http.post(`/api/quizzes/${q.quiz.id}/attempts`)).json().attempt.id as string;
    await learner.http.put(`/api/attempts/${attempt}/answers/${q.questions[0]!.id}`, { answerText: 'An essay.' });
    const submitted = await learner.http.post(`/api/attempts/${attempt}/submit`);
    if (submitted.statusCode !== 200) throw new Error(`submit answered ${submitted.statusCode}`);
    const [answer] = await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt));
    return answer!.id;
  }

  /** The learner's running attempt at a quiz of the other instructor's course. */
  async function learnerAttempt() {
    const q = await ownersQuiz();
    await learnerIn(q);
    const res = await learner.http.post(`/api/quizzes/${q.quiz.id}/attempts`);
    return { ...q, attemptId: res.json().attempt.id as string };
  }

  /** A user for an admin to change or delete. */
  const someone = () => createUser(t.db, { role: 'student', fullName: `Someone ${unique()}` });

  return { t, admin, owner, heir, learner, category, unique, ownersCourse, ownersQuiz, learnerIn, pendingAnswer, learnerAttempt, someone };
}

export type RouteWorld = Awaited<ReturnType<typeof routeWorld>>;
