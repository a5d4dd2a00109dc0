import { describe, expect, it } from 'vitest';
import { biggestDrop, bucketStarts, centsToAmount, funnelStage, passRate, periodBucket, periodStart, revenueCents } from './analytics.js';

describe('analytics periods', () => {
  it('start the given number of days before now', () => {
    const now = new Date('2025-03-31T12:00:00Z');
    expect(periodStart(now, 7).toISOString()).toBe('2025-03-24T12:00:00.000Z');
    expect(periodStart(now, 365).toISOString()).toBe('2024-03-31T12:00:00.000Z');
  });
  it('group days up to a month, weeks for a quarter, months for a year', () => {
    expect([7, 30, 90, 365].map((d) => periodBucket(d as 7))).toEqual(['day', 'day', 'week', 'month']);
  });
});

describe('chart buckets', () => {
  const to = new Date('2025-03-31T12:00:00Z');
  it('are the days of a week or a month, the first and the last included', () => {
    const days = bucketStarts(new Date('2025-03-24T12:00:00Z'), to, 'day');
    expect(days).toEqual(['2025-03-24', '2025-03-25', '2025-03-26', '2025-03-27', '2025-03-28', '2025-03-29', '2025-03-30', '2025-03-31']);
    expect(bucketStarts(new Date('2025-03-01T12:00:00Z'), to, 'day')).toHaveLength(31);
  });
  it('are weeks from Monday for a quarter', () => {
    // 2024-12-31 is a Tuesday: its week starts on Monday the 30th.
    const weeks = bucketStarts(new Date('2024-12-31T12:00:00Z'), to, 'week');
    expect(weeks[0]).toBe('2024-12-30');
    expect(weeks.at(-1)).toBe('2025-03-31');
    expect(weeks).toHaveLength(14);
  });
  it('are calendar months for a year', () => {
    const months = bucketStarts(new Date('2024-03-31T12:00:00Z'), to, 'month');
    expect(months[0]).toBe('2024-03-01');
    expect(months.at(-1)).toBe('2025-03-01');
    expect(months).toHaveLength(13);
  });
});

describe('revenue', () => {
  it('is students x price, in cents without drift', () => {
    expect(revenueCents(3, 19.99)).toBe(5997);
    expect(revenueCents(0, 49.99)).toBe(0);
    expect(centsToAmount(revenueCents(10, 0.1) + revenueCents(10, 0.2))).toBe(3);
  });
});

describe('learner funnel', () => {
  it.each([
    [0, null, 'enrolled'],
    [1, null, 'started'],
    [49, null, 'started'],
    [50, null, 'halfway'],
    [100, null, 'halfway'],
    [100, '2025-01-01', 'completed'],
    // Lessons added after the completion lowered the percentage: still completed.
    [40, '2025-01-01', 'completed'],
  ] as const)('%i%% (completed %s) is %s', (progressPercentage, completedAt, stage) =>
    expect(funnelStage({ progressPercentage, completedAt })).toBe(stage),
  );
});

describe('biggest drop', () => {
  it('compares the first lesson with the enrolled learners, then each lesson with the one before', () => {
    expect(biggestDrop(10, [9, 8, 3, 3])).toEqual({ index: 2, lost: 5 });
    expect(biggestDrop(10, [4, 3])).toEqual({ index: 0, lost: 6 });
  });
  it('takes the first on a tie and ignores lessons that gained learners', () => {
    expect(biggestDrop(6, [4, 5, 3])).toEqual({ index: 0, lost: 2 });
  });
  it('is null when nobody fell away or there are no lessons', () => {
    expect(biggestDrop(3, [3, 3])).toBeNull();
    expect(biggestDrop(0, [])).toBeNull();
  });
});

describe('pass rate', () => {
  it('is passed over graded attempts to one decimal, null before any grade', () => {
    expect(passRate(2, 3)).toBe(66.7);
    expect(passRate(0, 4)).toBe(0);
    expect(passRate(0, 0)).toBeNull();
  });
});
