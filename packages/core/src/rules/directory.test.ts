import { describe, expect, it } from 'vitest';
import { directoryGroups, directoryStaffId, directoryText, parseRoleMap, roleFromGroups, safeReturnPath } from './directory.js';

describe('parseRoleMap', () => {
  it('reads group=role pairs in order, spaces allowed', () => {
    expect(parseRoleMap(' lms-admins = admin , lms-instructors=instructor,')).toEqual({
      map: [
        { group: 'lms-admins', role: 'admin' },
        { group: 'lms-instructors', role: 'instructor' },
      ],
    });
    expect(parseRoleMap('')).toEqual({ map: [] });
    // A group name may hold '=' (an LDAP DN's value does not, a claim's might): the last one splits.
    expect(parseRoleMap('a=b=subadmin')).toEqual({ map: [{ group: 'a=b', role: 'subadmin' }] });
  });

  it('refuses what is not group=role or names no role', () => {
    expect(parseRoleMap('lms-admins')).toEqual({ error: '"lms-admins" is not group=role' });
    expect(parseRoleMap('=admin')).toEqual({ error: '"=admin" is not group=role' });
    expect(parseRoleMap('x=root')).toEqual({ error: '"root" is not a role' });
  });
});

describe('roleFromGroups', () => {
  const parsed = parseRoleMap('lms-instructors=instructor,lms-admins=admin,auditors=subadmin');
  if ('error' in parsed) throw new Error(parsed.error);
  const { map } = parsed;
  it('gives the highest mapped role, whatever the case of the names', () => {
    expect(roleFromGroups(['LMS-Admins', 'lms-instructors'], map)).toBe('admin');
    expect(roleFromGroups(['auditors', 'lms-instructors'], map)).toBe('instructor');
    expect(roleFromGroups(['auditors'], map)).toBe('subadmin');
  });
  it('makes everyone else a student, and keeps roles out of it without a map', () => {
    expect(roleFromGroups(['staff'], map)).toBe('student');
    expect(roleFromGroups([], map)).toBe('student');
    expect(roleFromGroups(['lms-admins'], [])).toBeNull();
  });
});

describe('claims', () => {
  it('takes a Staff ID only as our Staff IDs are', () => {
    expect(directoryStaffId(' ab-1 ')).toBe('ab-1');
    expect(directoryStaffId(1234)).toBe('1234');
    for (const bad of ['', '   ', '*)(uid=*', 'a b', 'x'.repeat(51), null, undefined, ['ab-1'], { id: 'ab-1' }, 'ana@example.org'])
      expect(directoryStaffId(bad)).toBeNull();
  });
  it('trims and cuts texts, and keeps each group once', () => {
    expect(directoryText('  Ada  ', 120)).toBe('Ada');
    expect(directoryText('x'.repeat(10), 4)).toBe('xxxx');
    expect(directoryText(' ', 10)).toBeNull();
    expect(directoryText(7, 10)).toBeNull();
    expect(directoryGroups(['Sales', 'sales', ' HR ', 3, '', 'y'.repeat(81)])).toEqual(['Sales', 'HR']);
    expect(directoryGroups('Sales')).toEqual(['Sales']);
    expect(directoryGroups(undefined)).toEqual([]);
  });
});

describe('safeReturnPath', () => {
  it('keeps our own paths with their query and hash', () => {
    expect(safeReturnPath('/course/1?lesson=2#x')).toBe('/course/1?lesson=2#x');
  });
  it('refuses other sites, our sign-in pages and the API', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/auth',
      '/auth?x',
      '/session-expired',
      '/api/auth/oidc/start',
      '/a\nb',
      '',
      5,
      null,
    ])
      expect(safeReturnPath(bad)).toBeNull();
  });
});
