import { ROLES, type Role, type SessionUser } from '@app/core';
import { describe, expect, it } from 'vitest';
import { headerNavItems } from './nav-items';

const user = (role: Role) => ({ id: 'u', role, isInstructor: role === 'instructor' }) as SessionUser;

describe('headerNavItems', () => {
  it('offers a visitor the catalogue only', () => {
    expect(headerNavItems(null).map((i) => i.label)).toEqual(['Courses']);
  });

  it('links each role to its own area (spec: Header)', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, headerNavItems(user(role)).map((i) => i.label)]))).toEqual({
      student: ['Home', 'Courses', 'Enroll History'],
      instructor: ['Home', 'Courses', 'Instructor'],
      admin: ['Home', 'Courses', 'Enroll History', 'Admin'],
      subadmin: ['Home', 'Courses', 'Enroll History'],
    });
  });
});
