import { describe, expect, it } from 'vitest';
import { courseComplete, progressBadge, progressPercent, restoredStatus, statusAfterProgress } from './progress.js';

describe('progress', () => {
  it('computes whole percents', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 4)).toBe(100);
  });
  it('reaches 100 only with every lesson done, and leaves 0 with the first', () => {
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(1, 300)).toBe(1);
    expect(progressPercent(0, 300)).toBe(0);
  });
  it.each([
    [0, 'Not Started'],
    [1, 'Started'],
    [24, 'Started'],
    [25, 'In Progress'],
    [49, 'In Progress'],
    [50, 'Almost Done'],
    [99, 'Almost Done'],
    [100, 'Completed'],
  ] as const)('badge for %i%% is %s', (p, badge) => expect(progressBadge(p)).toBe(badge));
});

describe('completion', () => {
  it('needs every lesson, and a passed assessment when the course has one', () => {
    expect(courseComplete(100, null)).toBe(true);
    expect(courseComplete(99, null)).toBe(false);
    expect(courseComplete(100, { passed: false })).toBe(false);
    expect(courseComplete(100, { passed: true })).toBe(true);
  });
  it('keeps a completion once earned and never reopens a deactivated enrollment', () => {
    expect(statusAfterProgress('active', true)).toBe('completed');
    expect(statusAfterProgress('active', false)).toBe('active');
    expect(statusAfterProgress('completed', false)).toBe('completed');
    expect(statusAfterProgress('inactive', true)).toBe('inactive');
  });
});

describe('restoring a deactivated enrollment', () => {
  it('gives back a completion earned before, else makes it active', () => {
    expect(restoredStatus(new Date())).toBe('completed');
    expect(restoredStatus(null)).toBe('active');
  });
});
