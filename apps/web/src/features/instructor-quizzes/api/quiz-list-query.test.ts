import { describe, expect, it } from 'vitest';
import { quizListQuery } from './quiz-list-query';

describe('quizListQuery', () => {
  it('reads the filters of the address', () => {
    const params = new URLSearchParams('q=java&courseId=c1&status=draft&sort=title&page=3');
    expect(quizListQuery(params)).toEqual({ q: 'java', courseId: 'c1', status: 'draft', sort: 'title', page: 3 });
  });
  it('falls back to the defaults for what is missing or unknown', () => {
    expect(quizListQuery(new URLSearchParams('status=secret&sort=random&page=-2'))).toEqual({
      q: '',
      courseId: '',
      status: 'all',
      sort: 'newest',
      page: 1,
    });
  });
});
