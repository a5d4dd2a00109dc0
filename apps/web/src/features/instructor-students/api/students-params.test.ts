import { describe, expect, it } from 'vitest';
import { studentsParams, studentsSearch } from './students-params';

describe('the students list address', () => {
  it('reads the filters, the course of the page or of the picker, and the debounced search', () => {
    const search = new URLSearchParams('q=ada&status=active&sort=name&dir=asc&page=3&after=abc&course=picked&group=ward');
    expect(studentsParams(search)).toEqual({
      q: 'ada',
      status: 'active',
      courseId: 'picked',
      group: 'ward',
      sort: 'name',
      dir: 'asc',
      page: '3',
      after: 'abc',
    });
    expect(studentsParams(search, 'own').courseId).toBe('own');
    expect(studentsParams(search, undefined, '  a  ').q).toBe('a');
    expect(studentsParams(new URLSearchParams())).toEqual({});
  });
  it('asks the API with the same filters, without the page for the export', () => {
    const params = { q: 'a b', status: 'completed', group: 'ward', page: '2', after: 'xyz' };
    expect(studentsSearch(params)).toBe('?q=a+b&status=completed&group=ward&page=2&after=xyz');
    expect(studentsSearch(params, { withPage: false })).toBe('?q=a+b&status=completed&group=ward');
    expect(studentsSearch({})).toBe('');
  });
});
