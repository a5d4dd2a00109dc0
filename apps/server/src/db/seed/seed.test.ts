// The demo data obeys the rules the server applies to real data, so the demo shows real states.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quizPercentage, ratingRefusal } from '@app/core';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { quizAttempts, quizzes } from '../schema.js';
import { seedIfEmpty } from './index.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedIfEmpty(t.db, t.app.storage, t.app.log)).toBe(true);
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

  it('has no instructor enrolled in or rating their own course, and no rating without an open enrollment', async () => {
    const ownEnrollments = await t.db.execute(
      sql`select e.id from enrollments e join courses c on c.id = e.course_id where e.user_id = c.instructor_id`,
    );
    expect(ownEnrollments.rows).toEqual([]);
    // The server's rule (ratingRefusal) applied to every seeded review.
    const reviews = await t.db.execute<{ teaches: boolean; status: string | null }>(sql`
      select r.user_id = c.instructor_id as teaches, e.status
      from course_reviews r
      join courses c on c.id = r.course_id
      left join enrollments e on e.course_id = r.course_id and e.user_id = r.user_id`);
    expect(reviews.rows.length).toBeGreaterThan(50);
    expect(reviews.rows.filter((r) => ratingRefusal(r.teaches, r.status ? { status: r.status } : null) !== null)).toEqual([]);
  });

  it('seeds only once', async () => {
    expect(await seedIfEmpty(t.db, t.app.storage, t.app.log)).toBe(false);
  });
});
