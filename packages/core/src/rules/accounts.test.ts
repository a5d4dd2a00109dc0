import { describe, expect, it } from 'vitest';
import { courseHandoverNeeded, handoverNeededMessage, lastAdminRefusal, mayOwnCourses, roleChangeStep, roleNamedBy } from './accounts.js';

describe('lastAdminRefusal', () => {
  it('refuses demoting or deleting the only admin, and nothing else', () => {
    expect(lastAdminRefusal({ role: 'admin' }, 'student', 1)).toMatch(/only admin, so their role cannot change/);
    expect(lastAdminRefusal({ role: 'admin' }, null, 1)).toMatch(/only admin, so the account cannot be deleted/);
    expect(lastAdminRefusal({ role: 'admin' }, 'subadmin', 2)).toBeNull();
    expect(lastAdminRefusal({ role: 'admin' }, null, 2)).toBeNull();
    expect(lastAdminRefusal({ role: 'admin' }, 'admin', 1)).toBeNull();
    expect(lastAdminRefusal({ role: 'instructor' }, null, 1)).toBeNull();
  });
});

describe('courseHandoverNeeded', () => {
  it('asks for a new instructor when a teacher of courses leaves teaching or the platform', () => {
    expect(courseHandoverNeeded({ courseCount: 2 }, null)).toBe(true);
    expect(courseHandoverNeeded({ courseCount: 2 }, 'student')).toBe(true);
    expect(courseHandoverNeeded({ courseCount: 2 }, 'subadmin')).toBe(true);
    expect(courseHandoverNeeded({ courseCount: 2 }, 'admin')).toBe(false);
    expect(courseHandoverNeeded({ courseCount: 2 }, 'instructor')).toBe(false);
    expect(courseHandoverNeeded({ courseCount: 0 }, null)).toBe(false);
  });

  it('says how many courses, in words', () => {
    expect(handoverNeededMessage('Ann', 1)).toBe('Ann teaches 1 course. Choose another instructor to take it over.');
    expect(handoverNeededMessage('Ann', 3)).toBe('Ann teaches 3 courses. Choose another instructor to take them over.');
  });

  it('lets instructors and admins own courses', () => {
    expect(['student', 'instructor', 'admin', 'subadmin'].filter((r) => mayOwnCourses(r as never))).toEqual(['instructor', 'admin']);
  });
});

describe('roleChangeStep', () => {
  it('refuses a role the user no longer has, skips a change to the same role', () => {
    expect(roleChangeStep('student', 'student', 'instructor')).toBe('change');
    expect(roleChangeStep('subadmin', 'student', 'instructor')).toBe('stale');
    expect(roleChangeStep('student', 'student', 'student')).toBe('unchanged');
    expect(roleChangeStep('instructor', 'student', 'instructor')).toBe('stale');
  });
});

describe('roleNamedBy', () => {
  it('reads a whole role name (or its plural) in any case', () => {
    expect(roleNamedBy('Admin')).toBe('admin');
    expect(roleNamedBy(' instructors ')).toBe('instructor');
    expect(roleNamedBy('SUBADMIN')).toBe('subadmin');
    expect(roleNamedBy('adm')).toBeNull();
    expect(roleNamedBy('admin tools')).toBeNull();
    expect(roleNamedBy(undefined)).toBeNull();
  });
});
