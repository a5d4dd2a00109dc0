import { describe, expect, it } from 'vitest';
import { fromState, returnPath } from './return-path';

describe('returnPath', () => {
  it('takes a guarded page back, with its query and hash', () => {
    expect(returnPath(fromState({ pathname: '/my-courses', search: '', hash: '' }))).toBe('/my-courses');
    expect(returnPath(fromState({ pathname: '/course/abc', search: '?lesson=1', hash: '#x' }))).toBe('/course/abc?lesson=1#x');
  });

  it('refuses anything that is not a path of this site', () => {
    for (const from of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', 42, null])
      expect(returnPath({ from })).toBeNull();
    expect(returnPath(null)).toBeNull();
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath('not-an-object')).toBeNull();
  });

  it('never leads back to the sign-in or session-expired screens', () => {
    expect(returnPath({ from: '/auth' })).toBeNull();
    expect(returnPath({ from: '/auth?x=1' })).toBeNull();
    expect(returnPath({ from: '/session-expired' })).toBeNull();
  });
});
