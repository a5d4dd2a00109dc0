import { describe, expect, it } from 'vitest';
import { can, isInstructorRole } from './permissions.js';

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
