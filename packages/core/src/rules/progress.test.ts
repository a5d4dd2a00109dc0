import { describe, expect, it } from 'vitest';
import { continuesLearning, courseComplete, progressBadge, progressPercent, restoredStatus, statusAfterProgress } from './progress.js';

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
  ] as const)('badge of an active enrollment at %i%% is %s', (p, badge) =>
    expect(progressBadge({ progressPercentage: p, status: 'active' })).toBe(badge),
  );
});

describe('the progress badge tells the same story as completion', () => {
  it("says 'Completed' for a completed enrollment, and only then", () => {
    expect(progressBadge({ progressPercentage: 100, status: 'completed' })).toBe('Completed');
    for (const status of ['active', 'inactive'] as const)
      for (const p of [0, 50, 99, 100]) expect(progressBadge({ progressPercentage: p, status })).not.toBe('Completed');
  });
  it("says 'Assessment Due', not 'Completed', at 100% with the course assessment still to pass", () => {
    // An active enrollment at 100% is one whose assessment is not passed yet: completion is
    // recomputed with every lesson (statusAfterProgress), so without an assessment it would be completed.
    expect(statusAfterProgress('active', courseComplete(100, { passed: false }))).toBe('active');
    expect(progressBadge({ progressPercentage: 100, status: 'active' })).toBe('Assessment Due');
  });
  it('keeps a completion earned before lessons were added', () => {
    expect(progressBadge({ progressPercentage: 80, status: 'completed' })).toBe('Completed');
  });
  it('reads a frozen, deactivated enrollment by its percentage', () => {
    expect(progressBadge({ progressPercentage: 100, status: 'inactive' })).toBe('Almost Done');
    expect(progressBadge({ progressPercentage: 10, status: 'inactive' })).toBe('Started');
  });
});

describe('Continue Learning', () => {
  it('lists active enrollments, at any percentage below completion', () => {
    expect(continuesLearning({ status: 'active' })).toBe(true);
  });
  it('never lists a completed or deactivated course', () => {
    expect(continuesLearning({ status: 'completed' })).toBe(false);
    expect(continuesLearning({ status: 'inactive' })).toBe(false);
  });
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
