import type { PlayerResponse } from '@app/core';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT, defaultLessonId, flatLessons, lessonHref, type PlayerLessonItem } from './selection';

const lesson = (id: string, isLocked = false): PlayerLessonItem => ({
  id,
  title: `Lesson ${id}`,
  contentType: 'text',
  durationMinutes: 5,
  isFree: false,
  questionCount: null,
  isLocked,
  isCompleted: false,
  awaitingGrading: null,
});

const player = (...sections: PlayerLessonItem[][]): PlayerResponse => ({
  mode: 'learner',
  course: { id: 'course', title: 'Course', status: 'published', instructorName: null, thumbnailUrl: null },
  sections: sections.map((lessons, i) => ({ id: `section-${i}`, title: `Section ${i}`, lessons })),
  totalLessons: sections.flat().length,
  totalMinutes: 0,
  completedLessons: 0,
  progressPercentage: 0,
  enrollment: null,
  nextLessonId: null,
  assessment: null,
  certificateCode: null,
});

describe('lessonHref', () => {
  it('puts the lesson in the query string', () => {
    expect(lessonHref('abc')).toBe('?lesson=abc');
  });

  it('encodes what is not safe in a query value', () => {
    expect(lessonHref('a b&c=d')).toBe('?lesson=a%20b%26c%3Dd');
  });

  it('has a fixed value for the course assessment', () => {
    expect(lessonHref(ASSESSMENT)).toBe('?lesson=assessment');
  });
});

describe('flatLessons', () => {
  it('lists every lesson in curriculum order, section after section', () => {
    const p = player([lesson('a'), lesson('b')], [], [lesson('c')]);
    expect(flatLessons(p).map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty for a course without lessons', () => {
    expect(flatLessons(player())).toEqual([]);
  });
});

describe('defaultLessonId', () => {
  it('is the first lesson when nothing is locked', () => {
    expect(defaultLessonId(player([lesson('a'), lesson('b')]))).toBe('a');
  });

  it('skips locked lessons, across sections', () => {
    expect(defaultLessonId(player([lesson('a', true)], [lesson('b', true), lesson('c'), lesson('d')]))).toBe('c');
  });

  it('is null when every lesson is locked, or there is none', () => {
    expect(defaultLessonId(player([lesson('a', true)], [lesson('b', true)]))).toBeNull();
    expect(defaultLessonId(player())).toBeNull();
  });
});
