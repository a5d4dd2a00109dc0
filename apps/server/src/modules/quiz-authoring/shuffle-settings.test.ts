// The quiz editor's 'Shuffle questions' and 'Shuffle options' settings through the authoring API:
// stored, returned, kept when left out, refused when malformed or not the caller's to change.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthoringQuiz, type QuizInput } from '@app/core';
import { buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { quizzes } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

async function teacher() {
  const s = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: s.user.id });
  return { ...s, course };
}

const body = (courseId: string, o: Partial<QuizInput> = {}): QuizInput => ({
  title: 'Shuffled quiz',
  courseId,
  questions: [
    { type: 'multiple_choice', text: 'Pick B', options: ['A', 'B', 'C'].map((text) => ({ text, isCorrect: text === 'B' })) },
    { type: 'true_false', text: 'Yes?', correctAnswer: true },
  ],
  ...o,
});

/** The editor's round trip: what it loaded, sent back with its version. */
const resend = (q: AuthoringQuiz, o: Record<string, unknown> = {}) => ({
  title: q.title,
  courseId: q.courseId,
  expectedUpdatedAt: q.updatedAt,
  questions: q.questions.map((x) => ({
    id: x.id,
    type: x.type,
    text: x.text,
    points: x.points,
    ...(x.type === 'multiple_choice' ? { options: x.options.map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect })) } : {}),
    ...(x.type === 'true_false' ? { correctAnswer: x.correctAnswer } : {}),
  })),
  ...o,
});

const stored = async (id: string) => (await t.db.select().from(quizzes).where(eq(quizzes.id, id)))[0]!;
const flags = (q: { shuffleQuestions: boolean; shuffleOptions: boolean }) => [q.shuffleQuestions, q.shuffleOptions];

describe('shuffle settings', () => {
  it('are off for a new quiz unless chosen, and round-trip through create, load, edit and the list', async () => {
    const { http, course } = await teacher();
    const plain = await http.post('/api/instructor/quizzes', body(course.id));
    expect(plain.statusCode).toBe(201);
    expect(flags(plain.json().quiz)).toEqual([false, false]);
    await http.delete(`/api/instructor/quizzes/${plain.json().quiz.id}`);

    const res = await http.post('/api/instructor/quizzes', body(course.id, { shuffleQuestions: true, shuffleOptions: false }));
    expect(res.statusCode).toBe(201);
    const created = res.json().quiz as AuthoringQuiz;
    expect(flags(created)).toEqual([true, false]);
    expect(flags(await stored(created.id))).toEqual([true, false]);
    expect(flags((await http.get(`/api/instructor/quizzes/${created.id}`)).json().quiz)).toEqual([true, false]);

    const edited = await http.put(
      `/api/instructor/quizzes/${created.id}`,
      resend(created, { shuffleQuestions: false, shuffleOptions: true }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const quiz = edited.json().quiz as AuthoringQuiz;
    expect(flags(quiz)).toEqual([false, true]);
    expect(flags(await stored(created.id))).toEqual([false, true]);

    // Left out of an edit (an older client, a script): kept, like the published state.
    const kept = await http.put(`/api/instructor/quizzes/${created.id}`, resend(quiz, { title: 'Renamed' }));
    expect(kept.statusCode).toBe(200);
    expect(flags(kept.json().quiz)).toEqual([false, true]);

    const listed = (await http.get('/api/instructor/quizzes')).json().quizzes as AuthoringQuiz[];
    expect(flags(listed.find((q) => q.id === created.id)!)).toEqual([false, true]);
    const statistics = (await http.get(`/api/instructor/quizzes/${created.id}/statistics`)).json();
    expect(flags(statistics.quiz)).toEqual([false, true]);
  });

  it('refuses values that are not true or false (400) and changes nothing', async () => {
    const { http, course } = await teacher();
    const bad: [Record<string, unknown>, string][] = [
      [{ shuffleQuestions: 'yes' }, 'Shuffle questions must be true or false'],
      [{ shuffleQuestions: 1 }, 'Shuffle questions must be true or false'],
      [{ shuffleOptions: null }, 'Shuffle options must be true or false'],
      [{ shuffleOptions: 'false' }, 'Shuffle options must be true or false'],
    ];
    for (const [o, message] of bad) {
      const res = await http.post('/api/instructor/quizzes', { ...body(course.id), ...o });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(await t.db.select().from(quizzes).where(eq(quizzes.courseId, course.id))).toEqual([]);

    const created = (await http.post('/api/instructor/quizzes', body(course.id, { shuffleOptions: true }))).json().quiz as AuthoringQuiz;
    const before = await stored(created.id);
    for (const [o, message] of bad) {
      const res = await http.put(
        `/api/instructor/quizzes/${created.id}`,
        resend(created, { title: 'Changed', shuffleQuestions: true, ...o }),
      );
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    expect(await stored(created.id)).toEqual(before);
  });

  it("keeps the editor's version check: a stale save that changes them is refused (409) and changes nothing", async () => {
    const { http, course } = await teacher();
    const opened = (await http.post('/api/instructor/quizzes', body(course.id))).json().quiz as AuthoringQuiz;
    const other = await http.put(`/api/instructor/quizzes/${opened.id}`, resend(opened, { shuffleOptions: true }));
    expect(other.statusCode).toBe(200);
    const stale = await http.put(`/api/instructor/quizzes/${opened.id}`, resend(opened, { shuffleQuestions: true, shuffleOptions: false }));
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(MESSAGES.quizChangedElsewhere);
    expect(flags(await stored(opened.id))).toEqual([false, true]);
  });

  it("refuses changing another instructor's quiz (404), and students (403), and changes nothing", async () => {
    const owner = await teacher();
    const quiz = (await owner.http.post('/api/instructor/quizzes', body(owner.course.id))).json().quiz as AuthoringQuiz;
    const before = await stored(quiz.id);
    const stranger = await teacher();
    const res = await stranger.http.put(
      `/api/instructor/quizzes/${quiz.id}`,
      resend(quiz, { shuffleQuestions: true, shuffleOptions: true }),
    );
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGES.quizNotFound);
    const student = await signedIn(t.app, t.db);
    const refused = await student.http.put(`/api/instructor/quizzes/${quiz.id}`, resend(quiz, { shuffleQuestions: true }));
    expect(refused.statusCode).toBe(403);
    expect(await stored(quiz.id)).toEqual(before);
  });
});
