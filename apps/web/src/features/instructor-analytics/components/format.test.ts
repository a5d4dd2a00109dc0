import { describe, expect, it } from 'vitest';
import { analyticsParams } from '../api/analytics-params';
import { bucketLabel, formatAverage } from './format';

describe('analytics formats', () => {
  it('labels a bucket by its first day in UTC, whatever the browser’s time zone', () => {
    expect(bucketLabel('2025-03-24', 'day')).toBe('Mar 24');
    expect(bucketLabel('2025-03-24', 'week')).toBe('Week of Mar 24');
    expect(bucketLabel('2025-03-01', 'month')).toBe('Mar 2025');
  });
  it('shows no average without ratings', () => {
    expect(formatAverage(0, 0)).toBe('—');
    expect(formatAverage(3.75, 4)).toBe('3.8');
  });
  it('reads the period and course of the address, 30 days unless a known period is given', () => {
    expect(analyticsParams(new URLSearchParams('period=365&course=c1'))).toEqual({ period: 365, courseId: 'c1', groupId: null });
    expect(analyticsParams(new URLSearchParams('period=8&group=g1'))).toEqual({ period: 30, courseId: null, groupId: 'g1' });
  });
});
