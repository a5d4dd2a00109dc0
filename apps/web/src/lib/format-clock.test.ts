import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [42, '0:42'],
    [60, '1:00'],
    [725, '12:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3729, '1:02:09'],
    [36_000 + 61, '10:01:01'],
  ])('%d s -> %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });

  it('drops fractions of a second instead of rounding up', () => {
    expect(formatClock(59.99)).toBe('0:59');
    expect(formatClock(3599.9)).toBe('59:59');
  });

  it('shows a negative position as zero', () => {
    expect(formatClock(-5)).toBe('0:00');
  });
});
