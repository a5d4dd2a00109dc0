import { describe, expect, it } from 'vitest';
import { assessmentOpen, continueLesson, lockedLessons, nextLesson, opensCourse } from './locking.js';

const lessons = [
  { id: 'a', isFree: false },
  { id: 'b', isFree: false },
  { id: 'c', isFree: true },
  { id: 'd', isFree: false },
];
const locked = (completed: string[], hasAccess = true, preview = false) =>
  [...lockedLessons({ lessons, completed: new Set(completed), hasAccess, preview })].sort();

describe('lesson locking', () => {
  it('locks all but free lessons without an enrollment', () => {
    expect(locked([], false)).toEqual(['a', 'b', 'd']);
  });
  it('opens only the first lesson (and free ones) at the start', () => {
    expect(locked([])).toEqual(['b', 'd']);
  });
  it('opens a lesson once every earlier lesson is completed', () => {
    expect(locked(['a'])).toEqual(['d']);
    expect(locked(['a', 'b'])).toEqual(['d']);
    expect(locked(['a', 'b', 'c'])).toEqual([]);
  });
  it('does not skip ahead: completing a later lesson opens nothing before its turn', () => {
    expect(locked(['c'])).toEqual(['b', 'd']);
  });
  it('unlocks everything in preview mode', () => {
    expect(locked([], false, true)).toEqual([]);
  });
  it('continues at the first open lesson not yet completed', () => {
    expect(nextLesson({ lessons, completed: new Set(), hasAccess: true })).toBe('a');
    expect(nextLesson({ lessons, completed: new Set(['a']), hasAccess: true })).toBe('b');
    expect(nextLesson({ lessons, completed: new Set(['a', 'b', 'c', 'd']), hasAccess: true })).toBe('a');
    expect(nextLesson({ lessons: [], completed: new Set(), hasAccess: true })).toBeNull();
  });
  it("'Continue Learning' opens the next lesson of the same section, only if unlocked", () => {
    const sections = [
      {
        lessons: [
          { id: 'a', isLocked: false },
          { id: 'b', isLocked: false },
          { id: 'c', isLocked: true },
        ],
      },
      { lessons: [{ id: 'd', isLocked: false }] },
    ];
    expect(continueLesson(sections, 'a')).toBe('b');
    expect(continueLesson(sections, 'b')).toBeNull(); // the next one is locked
    expect(continueLesson(sections, 'c')).toBeNull(); // last of its section: never into the next section
    expect(continueLesson(sections, 'd')).toBeNull();
    expect(continueLesson(sections, 'assessment')).toBeNull();
    expect(continueLesson(sections, null)).toBeNull();
  });
});

describe('opensCourse', () => {
  it('opens for an active or completed enrollment only', () => {
    expect(opensCourse({ status: 'active' })).toBe(true);
    expect(opensCourse({ status: 'completed' })).toBe(true);
    expect(opensCourse({ status: 'inactive' })).toBe(false);
    expect(opensCourse(null)).toBe(false);
    expect(opensCourse(undefined)).toBe(false);
  });
});

describe('assessmentOpen', () => {
  const lessons = [
    { id: 'a', isFree: false },
    { id: 'b', isFree: false },
  ];
  it('opens once every lesson is completed, always in preview', () => {
    expect(assessmentOpen({ lessons, completed: new Set(['a']) })).toBe(false);
    expect(assessmentOpen({ lessons, completed: new Set(['a', 'b']) })).toBe(true);
    expect(assessmentOpen({ lessons, completed: new Set(), preview: true })).toBe(true);
  });
});
