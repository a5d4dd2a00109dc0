// The demo data obeys the rules the server applies to real data, so the demo shows real states.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quizPercentage } from '@app/core';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { quizAttempts, quizzes, users } from '../schema.js';
import { SWEEP_GRACE_MS, sweepFiles } from '../../storage/sweep.js';
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

  it('points a row at every file it stores, so the file sweep removes none of them', async () => {
    const avatars = await t.db.$count(users, isNotNull(users.avatarFileId));
    expect(avatars).toBeGreaterThan(0);
    expect(await sweepFiles(t.db, t.app.storage, { now: new Date(Date.now() + 400 * SWEEP_GRACE_MS) })).toEqual({ rows: 0, orphans: 0 });
  });

  it('seeds only once', async () => {
    expect(await seedIfEmpty(t.db, t.app.storage, t.app.log)).toBe(false);
  });
});
