import { describe, expect, it } from 'vitest';
import { averageRating, roundRating } from './rating.js';

describe('ratings', () => {
  it('averages to one decimal, rounding half up', () => {
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(5, 1)).toBe(5);
    expect(roundRating(4.449)).toBe(4.4);
  });
  it('is 0 without ratings', () => {
    expect(averageRating(0, 0)).toBe(0);
  });
});
