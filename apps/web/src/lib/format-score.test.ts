import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-score';

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
