// The demo data obeys the rules the server applies to real data, so the demo shows real states.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { quizPercentage, ratingRefusal, storedNotification, type HomeResponse } from '@app/core';
import { api, buildTestApp, type TestContext } from '../../../test/app.js';
import { login } from '../../../test/factories.js';
import { notifications, quizAnswers, quizAttempts, quizQuestionOptions, quizQuestions, quizzes, users } from '../schema.js';
import { SWEEP_GRACE_MS, sweepFiles } from '../../storage/sweep.js';
import { DEMO_USERS } from './demo-users.js';
import { seedIfEmpty } from './index.js';
import { canRenderText } from './posters.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedIfEmpty(t.db, t.app.deps.storage, t.app.log)).toBe(true);
}, 60_000);

describe('demo seed', () => {
  it('stores quiz percentages and passes exactly as scoring would (truncated, never rounded up)', async () => {
    const attempts = await t.db
      .select({
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
        percentage: quizAttempts.percentage,
        isPassed: quizAttempts.isPassed,
        passingScore: quizzes.passingScore,
        pending: sql<number>`(select count(*)::int from quiz_answers qa where qa.attempt_id = ${quizAttempts.id} and qa.evaluation_status = 'pending')`,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(sql`${quizAttempts.completedAt} is not null`);
    expect(attempts.length).toBeGreaterThan(100);
    for (const a of attempts) {
      expect(a.percentage).toBe(quizPercentage(a.score, a.maxScore));
      expect(a.isPassed).toBe(a.pending === 0 && a.percentage >= a.passingScore);
    }
  });

  it('gives every quiz its own questions: no question text appears in two quizzes', async () => {
    const rows = await t.db.execute<{ question_text: string; quizzes: number }>(sql`
      select question_text, count(distinct quiz_id)::int as quizzes from quiz_questions group by question_text`);
    expect(rows.rows.length).toBeGreaterThan(250);
    expect(rows.rows.filter((r) => r.quizzes > 1)).toEqual([]);
    // Nor twice in one quiz.
    const inOneQuiz = await t.db.execute(sql`
      select quiz_id, question_text from quiz_questions group by quiz_id, question_text having count(*) > 1`);
    expect(inOneQuiz.rows).toEqual([]);
  });

  it('spreads the right answer of multiple-choice questions over every position', async () => {
    const rows = await t.db.execute<{ position: number; count: number }>(sql`
      select o.position, count(*)::int as count
        from (select question_id, is_correct,
                     row_number() over (partition by question_id order by order_index, id) as position
                from quiz_question_options) o
        join quiz_questions q on q.id = o.question_id
       where q.question_type = 'multiple_choice' and o.is_correct
       group by o.position`);
    const total = rows.rows.reduce((s, r) => s + r.count, 0);
    expect(total).toBeGreaterThan(100);
    expect(rows.rows.map((r) => r.position).sort()).toEqual([1, 2, 3, 4]);
    // Before, 119 of 151 were second (79%).
    for (const r of rows.rows) expect(r.count / total, `position ${r.position}`).toBeLessThanOrEqual(0.4);
  });

  it('scores every seeded answer by the option chosen, and every attempt as the sum of its answers', async () => {
    const answers = await t.db
      .select({
        answer: quizAnswers,
        type: quizQuestions.questionType,
        points: quizQuestions.points,
        chosenCorrect: quizQuestionOptions.isCorrect,
      })
      .from(quizAnswers)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
      .leftJoin(quizQuestionOptions, eq(quizQuestionOptions.id, quizAnswers.optionId));
    const objective = answers.filter((a) => a.type !== 'subjective');
    expect(objective.length).toBeGreaterThan(500);
    for (const a of objective) {
      expect(a.answer.isCorrect).toBe(a.chosenCorrect);
      expect(a.answer.pointsAwarded).toBe(a.chosenCorrect ? a.points : 0);
    }
    const sums = new Map<string, number>();
    for (const a of answers) sums.set(a.answer.attemptId, (sums.get(a.answer.attemptId) ?? 0) + a.answer.pointsAwarded);
    const attempts = await t.db
      .select()
      .from(quizAttempts)
      .where(sql`${quizAttempts.completedAt} is not null`);
    for (const a of attempts) expect(a.score).toBe(sums.get(a.id) ?? 0);
  });

  it('gives attempts at shuffled quizzes an order of their own quiz, and none to the others', async () => {
    const attempts = await t.db
      .select({ attempt: quizAttempts, quiz: quizzes })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId));
    const options = await t.db
      .select({ id: quizQuestionOptions.id, questionId: quizQuestions.id, quizId: quizQuestions.quizId, type: quizQuestions.questionType })
      .from(quizQuestions)
      .leftJoin(quizQuestionOptions, eq(quizQuestionOptions.questionId, quizQuestions.id));
    const shuffled = attempts.filter((a) => a.quiz.shuffleQuestions);
    expect(shuffled.length).toBeGreaterThan(5);
    const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();
    for (const { attempt, quiz } of attempts) {
      expect(attempt.questionOrder === null).toBe(!quiz.shuffleQuestions);
      expect(attempt.optionOrder === null).toBe(!quiz.shuffleOptions);
      const mine = options.filter((o) => o.quizId === quiz.id);
      if (attempt.questionOrder) expect([...attempt.questionOrder].sort()).toEqual(sorted(mine.map((o) => o.questionId)));
      if (attempt.optionOrder) {
        const choice = mine.filter((o) => o.type === 'multiple_choice');
        expect(Object.keys(attempt.optionOrder).sort()).toEqual(sorted(choice.map((o) => o.questionId)));
        for (const [questionId, ids] of Object.entries(attempt.optionOrder))
          expect([...ids].sort()).toEqual(sorted(choice.filter((o) => o.questionId === questionId).map((o) => o.id!)));
      }
    }
    // Not all the same draw: two attempts at one quiz show different orders.
    expect(new Set(shuffled.map((a) => a.attempt.questionOrder!.join())).size).toBeGreaterThan(shuffled.length / 2);
  });

  it('has no instructor enrolled in or rating their own course, and no rating without an open enrollment', async () => {
    const ownEnrollments = await t.db.execute(
      sql`select e.id from enrollments e join courses c on c.id = e.course_id where e.user_id = c.instructor_id`,
    );
    expect(ownEnrollments.rows).toEqual([]);
    // The server's rule (ratingRefusal) applied to every seeded review.
    const reviews = await t.db.execute<{ user_id: string; instructor_id: string | null; status: string | null }>(sql`
      select r.user_id, c.instructor_id, e.status
      from course_reviews r
      join courses c on c.id = r.course_id
      left join enrollments e on e.course_id = r.course_id and e.user_id = r.user_id`);
    expect(reviews.rows.length).toBeGreaterThan(50);
    const refused = reviews.rows.filter(
      (r) => ratingRefusal({ id: r.user_id }, { instructorId: r.instructor_id }, r.status ? { status: r.status } : null) !== null,
    );
    expect(refused).toEqual([]);
  });

  it('points a row at every file it stores, so the file sweep removes none of them', async () => {
    const avatars = await t.db.$count(users, isNotNull(users.avatarFileId));
    expect(avatars).toBeGreaterThan(0);
    expect(await sweepFiles({ ...t.deps, clock: () => new Date(Date.now() + 400 * SWEEP_GRACE_MS) })).toEqual({
      rows: 0,
      orphans: 0,
      abortedUploads: 0,
    });
  });

  it('gives every course poster its WebP copies, and a backdrop of the same art without lettering', async () => {
    const rows = await t.db.execute<{ title: string; widths: number[] | null; svg: string }>(sql`
      select c.title, f.storage_key as svg,
             (select array_agg(v.width order by v.width) from file_variants v where v.file_id = f.id) as widths
      from courses c join files f on f.id = c.thumbnail_file_id`);
    expect(rows.rows).toHaveLength(30);
    // Without a font to print titles with, the cards keep the SVG and only the backdrops are drawn.
    const widths = (await canRenderText()) ? [320, 640, 960, 1280, 1920] : [960, 1920];
    for (const row of rows.rows) expect(row.widths, row.title).toEqual(widths);

    const home = (await api(t.app).get('/api/home')).json() as HomeResponse;
    const hero = home.hero!;
    expect(hero.backdrop!.srcSet).toMatch(/ 960w, .* 1920w$/);
    const copy = await api(t.app).get(hero.backdrop!.src);
    expect([copy.statusCode, copy.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(960);
    if (widths.length === 5) expect(hero.thumbnailSrcSet).toMatch(/ 320w, .* 640w, .* 1280w$/);
  });

  it('lets the demo instructor edit their courses and curricula', async () => {
    const http = api(
      t.app,
      await login(
        t.app,
        DEMO_USERS.find((u) => u.role === 'instructor')!,
      ),
    );
    const dashboard = (await http.get('/api/instructor/dashboard')).json();
    expect(dashboard.stats.totalCourses).toBeGreaterThan(0);
    const id = dashboard.courses[0].id as string;
    const course = (await http.get(`/api/instructor/courses/${id}`)).json().course;
    const { id: _id, thumbnailSrc: _src, instructorId: _who, createdAt: _c, updatedAt: _u, ...form } = course;
    const saved = await http.put(`/api/instructor/courses/${id}`, { ...form, title: `${course.title} (edited)` });
    expect(saved.statusCode, saved.body).toBe(200);
    const tree = (await http.get(`/api/instructor/courses/${id}/curriculum`)).json();
    expect(tree.sections.length).toBeGreaterThan(0);
    const order = [...tree.sections].reverse().map((s: { id: string; lessons: { id: string }[] }) => ({
      id: s.id,
      lessonIds: s.lessons.map((l) => l.id).reverse(),
    }));
    const reordered = await http.put(`/api/instructor/courses/${id}/curriculum/order`, { version: tree.version, sections: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
  });

  it('seeds only once', async () => {
    expect(await seedIfEmpty(t.db, t.app.deps.storage, t.app.log)).toBe(false);
  });
});

describe('demo notifications', () => {
  it('are what the server would have written: every row fits its kind, and the demo instructor has answers to grade', async () => {
    const rows = await t.db.select().from(notifications);
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) expect(storedNotification.safeParse({ kind: r.kind, data: r.data }).error, r.kind).toBeUndefined();
    const [instructor] = await t.db.select().from(users).where(eq(users.staffId, 'INS-001'));
    const grading = rows.filter((r) => r.recipientId === instructor!.id && r.kind === 'grading_needed');
    expect(grading.length).toBeGreaterThan(0);
    expect(grading.some((r) => r.readAt === null)).toBe(true);
  });
});
