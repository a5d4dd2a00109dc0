import { describe, expect, it } from 'vitest';
import {
  formatCourseHours,
  formatLessonDuration,
  formatMinutes,
  formatMoney,
  formatPercent,
  formatPrice,
  formatRating,
  formatTimeLimit,
  plural,
} from './format.js';

describe('formatPrice', () => {
  it.each([
    [0, 'Free'],
    [49, '$49'],
    [19.99, '$19.99'],
    [19.5, '$19.50'],
    [1000, '$1,000'],
    [1439.72, '$1,439.72'],
  ])('%d → %s', (p, s) => expect(formatPrice(p)).toBe(s));
});

describe('formatMoney', () => {
  it.each([
    [1439.72, '$1,439.72'],
    [1000, '$1,000'],
    [1249.5, '$1,249.50'],
    [143972.1, '$143,972.10'],
    // A sum: nothing earned is '$0', never 'Free'.
    [0, '$0'],
    [0.5, '$0.50'],
    // Cents by rounding: never '$20.00' beside '$19'.
    [19.999, '$20'],
  ])('%d → %s', (amount, s) => expect(formatMoney(amount)).toBe(s));
});

describe('durations', () => {
  it('shows course hours, minutes under an hour', () => {
    expect(formatCourseHours(0)).toBe('0 min');
    expect(formatCourseHours(0.5)).toBe('30 min');
    expect(formatCourseHours(12)).toBe('12h');
  });
  it('shows minute sums as Xh Ym or Ym', () => {
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(60)).toBe('1h');
    expect(formatMinutes(135)).toBe('2h 15m');
  });
  it('shows a quiz time limit the same way, or No limit', () => {
    expect(formatTimeLimit(15)).toBe('15m');
    expect(formatTimeLimit(90)).toBe('1h 30m');
    expect(formatTimeLimit(null)).toBe('No limit');
  });
  it('shows lesson lengths as a clock', () => {
    expect(formatLessonDuration(7)).toBe('7:00');
    expect(formatLessonDuration(59)).toBe('59:00');
    expect(formatLessonDuration(65)).toBe('1:05:00');
  });
  it("shows nothing for a lesson without a length, never '0:00'", () => {
    expect(formatLessonDuration(0)).toBeNull();
    expect(formatLessonDuration(0.2)).toBeNull();
  });
});

describe('ratings and counts', () => {
  it('rounds ratings to one decimal and has none without reviews', () => {
    expect(formatRating(4.25, 4)).toBe('4.3');
    expect(formatRating(5, 1)).toBe('5.0');
    expect(formatRating(0, 0)).toBeNull();
  });
  it('pluralises counts', () => {
    expect(plural(1, 'student')).toBe('1 student');
    expect(plural(1200, 'student')).toBe('1,200 students');
  });
});

describe('formatPercent', () => {
  it.each([
    [75, '75%'],
    [58.33, '58%'],
    [66.66, '66%'],
    [12.5, '12%'],
    [0, '0%'],
    [0.01, '0%'],
    [100, '100%'],
    [29, '29%'],
  ])('%s -> %s', (value, text) => expect(formatPercent(value)).toBe(text));

  it('never rounds up across a passing score: a failing 69.95%, 69.99% or 69.999% reads 69%', () => {
    expect(formatPercent(69.95)).toBe('69%');
    expect(formatPercent(69.99)).toBe('69%');
    expect(formatPercent(69.999)).toBe('69%');
    expect(formatPercent(99.99)).toBe('99%');
    expect(formatPercent(70)).toBe('70%');
  });

  it('absorbs float noise instead of losing a whole percent to it', () => {
    expect(formatPercent(0.29 * 100)).toBe('29%');
    expect(formatPercent(0.57 * 100)).toBe('57%');
  });

  it('shows a dash when there is no figure', () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(undefined)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});
