import { describe, expect, it } from 'vitest';
import { can, enrollRefusal, isInstructorRole, ratingRefusal } from './permissions.js';

describe('can', () => {
  it('lets only admins manage users and settings', () => {
    expect(['student', 'instructor', 'admin', 'subadmin'].filter((r) => can(r as never, 'manage:users'))).toEqual(['admin']);
    expect(can('subadmin', 'manage:settings')).toBe(false);
  });
  it('lets admins and subadmins view admin data', () => {
    expect(can('admin', 'view:admin-data')).toBe(true);
    expect(can('subadmin', 'view:admin-data')).toBe(true);
    expect(can('instructor', 'view:admin-data')).toBe(false);
  });
  it('keeps subadmins read-only: no enrolling, no quizzes', () => {
    expect(can('subadmin', 'enroll:course')).toBe(false);
    expect(can('subadmin', 'take:quiz')).toBe(false);
  });
  it('lets instructors manage their own courses, not students', () => {
    expect(can('instructor', 'manage:own-courses')).toBe(true);
    expect(can('student', 'manage:own-courses')).toBe(false);
  });
  it('grants nothing without a role', () => {
    expect(can(null, 'browse:catalogue')).toBe(false);
    expect(can(undefined, 'browse:catalogue')).toBe(false);
  });
  it('derives is_instructor from the role', () => {
    expect(isInstructorRole('instructor')).toBe(true);
    expect(isInstructorRole('admin')).toBe(false);
  });
});

describe('enrollRefusal', () => {
  it('lets every learning role enroll in a course they do not teach', () => {
    for (const role of ['student', 'instructor', 'admin'] as const) expect(enrollRefusal(role, false)).toBeNull();
  });
  it("refuses the course's own instructor, and roles that do not learn", () => {
    expect(enrollRefusal('instructor', true)).toBe('teaches');
    expect(enrollRefusal('admin', true)).toBe('teaches');
    expect(enrollRefusal('subadmin', false)).toBe('role');
    expect(enrollRefusal(null, false)).toBe('role');
  });
});

describe('ratingRefusal', () => {
  it('lets a learner with an active or completed enrollment rate', () => {
    expect(ratingRefusal(false, { status: 'active' })).toBeNull();
    expect(ratingRefusal(false, { status: 'completed' })).toBeNull();
  });
  it('refuses the instructor (even enrolled), the not enrolled and an inactive enrollment', () => {
    expect(ratingRefusal(true, { status: 'active' })).toBe('teaches');
    expect(ratingRefusal(true, null)).toBe('teaches');
    expect(ratingRefusal(false, null)).toBe('not-enrolled');
    expect(ratingRefusal(false, { status: 'inactive' })).toBe('inactive');
  });
});
