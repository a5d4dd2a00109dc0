import { describe, expect, it } from 'vitest';
import { auditDiff, fieldLabel, valueText } from './audit-diff';

describe('the audit diff', () => {
  it('shows a change as before -> after, leaving out what stayed the same', () => {
    expect(auditDiff({ status: 'published', title: 'Go' }, { status: 'archived', title: 'Go' })).toEqual([
      { field: 'Status', before: 'published', after: 'archived' },
    ]);
  });

  it('shows a creation as new values and a deletion as old ones', () => {
    expect(auditDiff(null, { name: 'Robotics' })).toEqual([{ field: 'Name', after: 'Robotics' }]);
    expect(auditDiff({ title: 'Go', lessons: 12 }, null)).toEqual([
      { field: 'Title', before: 'Go' },
      { field: 'Lessons', before: '12' },
    ]);
  });

  it('shows fields that appear or disappear, and every field when nothing differs', () => {
    expect(auditDiff({ courseId: 'a', title: 'A' }, { courseId: 'b' })).toEqual([
      { field: 'Course id', before: 'a', after: 'b' },
      { field: 'Title', before: 'A' },
    ]);
    expect(auditDiff({ role: 'student' }, { role: 'student' })).toEqual([{ field: 'Role', before: 'student', after: 'student' }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('words fields and values for people', () => {
    expect(fieldLabel('must_change_password')).toBe('Must change password');
    expect(fieldLabel('featuredCourseId')).toBe('Featured course id');
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(['a', 'b'])).toBe('a, b');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});
