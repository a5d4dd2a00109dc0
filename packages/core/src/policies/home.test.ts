import { describe, expect, it } from 'vitest';
import { ROLES } from '../enums.js';
import { canEnterArea, homeArea } from './index.js';

describe('homeArea', () => {
  it('sends each role to the widest area it may enter, and learners to their dashboard', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, homeArea({ id: 'u', role })]))).toEqual({
      student: null,
      instructor: 'instructor',
      admin: 'admin',
      subadmin: 'platform',
    });
    expect(homeArea(null)).toBeNull();
  });

  it('is always an area the actor may enter', () => {
    for (const role of ROLES) {
      const area = homeArea({ id: 'u', role });
      if (area) expect(canEnterArea({ id: 'u', role }, area)).toBe(true);
    }
  });
});
