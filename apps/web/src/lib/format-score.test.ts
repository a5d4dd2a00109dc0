import { describe, expect, it } from 'vitest';
import { formatPercent, formatPoints } from './format-score';

describe('formatPercent', () => {
  it.each([
    [75, '75%'],
    [66.66, '66.66%'],
    [12.5, '12.5%'],
    [0, '0%'],
    [100, '100%'],
    [0.01, '0.01%'],
  ])('%s -> %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('shows a truncated percentage as it is: a failing 69.95% or 69.99% never reads as 70%', () => {
    expect(formatPercent(69.95)).toBe('69.95%');
    expect(formatPercent(69.99)).toBe('69.99%');
    expect(formatPercent(99.99)).toBe('99.99%');
  });

  it('never rounds more decimals up: 69.999 is 69.99%, 99.996 is 99.99%', () => {
    expect(formatPercent(69.999)).toBe('69.99%');
    expect(formatPercent(99.996)).toBe('99.99%');
  });

  it('does not pad to two decimals', () => {
    expect(formatPercent(50.1)).toBe('50.1%');
    expect(formatPercent(80)).not.toContain('.');
  });

  it('shows a dash when there is no score yet', () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(undefined)).toBe('—');
  });
});

describe('formatPoints', () => {
  it.each([
    [1.5, '1.5'],
    [3, '3'],
    [0, '0'],
    [2.25, '2.25'],
    [9.99, '9.99'],
  ])('%s -> %s', (value, text) => {
    expect(formatPoints(value)).toBe(text);
  });
});
