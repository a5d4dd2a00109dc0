import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES, ROLES, type CourseStatus, type Role } from '../enums.js';
import { MESSAGES } from '../messages.js';
import {
  can,
  canAnswer,
  canAttempt,
  canCourse,
  canCreateCourse,
  canEnrollment,
  canEnterArea,
  canPlatform,
  canQuiz,
  canUser,
  userRefusal,
  courseDeleteRefusal,
  courseDenial,
  courseRemoval,
  enrollRefusal,
  inCatalogue,
  isAuditedChange,
  isCourseInstructor,
  isInstructorRole,
  knowsCourse,
  learnerAccess,
  ratingRefusal,
  type CourseAction,
} from './index.js';

const actor = (role: Role) => ({ id: `${role}-1`, role });
const ownCourse = (role: Role, status: CourseStatus = 'published') => ({ instructorId: `${role}-1`, status });
const otherCourse = (status: CourseStatus = 'published') => ({ instructorId: 'someone-else', status });

describe('abilities', () => {
  it.each([
    ['student', ['learn', 'write']],
    ['instructor', ['learn', 'teach', 'monitor', 'write']],
    ['admin', ['learn', 'teach', 'monitor', 'read:platform', 'administer', 'write']],
    ['subadmin', ['monitor', 'read:platform']],
  ] as const)('%s may %j and nothing else', (role, abilities) => {
    const all = ['learn', 'teach', 'monitor', 'read:platform', 'administer', 'write'] as const;
    expect(all.filter((a) => can(actor(role), a))).toEqual(abilities);
    expect(all.filter((a) => can(role, a))).toEqual(abilities);
  });
  it('grants a visitor nothing', () => {
    for (const a of ['learn', 'teach', 'monitor', 'read:platform', 'administer', 'write'] as const) {
      expect(can(null, a)).toBe(false);
      expect(can(undefined, a)).toBe(false);
    }
  });
  it('opens each area to its roles', () => {
    expect(ROLES.filter((r) => canEnterArea(actor(r), 'instructor'))).toEqual(['instructor', 'admin']);
    expect(ROLES.filter((r) => canEnterArea(actor(r), 'admin'))).toEqual(['admin']);
    expect(ROLES.filter((r) => canEnterArea(actor(r), 'platform'))).toEqual(['admin', 'subadmin']);
    expect(canEnterArea(null, 'platform')).toBe(false);
  });
  it('derives is_instructor from the role', () => {
    expect(isInstructorRole('instructor')).toBe(true);
    expect(isInstructorRole('admin')).toBe(false);
  });
});

describe('courses', () => {
  // (role, own course?) -> the actions allowed on a published course and on a draft.
  const table: [Role, boolean, CourseAction[], CourseAction[]][] = [
    ['student', false, ['view'], []],
    ['instructor', true, ['view', 'preview', 'read', 'manage'], ['view', 'preview', 'read', 'manage']],
    ['instructor', false, ['view'], []],
    ['admin', true, ['view', 'preview', 'read', 'manage'], ['view', 'preview', 'read', 'manage']],
    ['admin', false, ['view', 'preview', 'read', 'manage'], ['view', 'preview', 'read', 'manage']],
    ['subadmin', false, ['view', 'read'], ['view', 'read']],
  ];
  const actions: CourseAction[] = ['view', 'preview', 'read', 'manage'];
  it.each(table)('%s (own: %s) may %j on a published course and %j on a draft', (role, own, published, draft) => {
    const a = actor(role);
    expect(actions.filter((x) => canCourse(a, x, own ? ownCourse(role) : otherCourse()))).toEqual(published);
    expect(actions.filter((x) => canCourse(a, x, own ? ownCourse(role, 'draft') : otherCourse('draft')))).toEqual(draft);
  });
  it('lets a visitor view published courses only', () => {
    expect(actions.filter((x) => canCourse(null, x, otherCourse()))).toEqual(['view']);
    expect(actions.filter((x) => canCourse(null, x, otherCourse('draft')))).toEqual([]);
  });
  it('does not let a former instructor (now a student) manage the course still in their name', () => {
    expect(canCourse({ id: 'x', role: 'student' }, 'manage', { instructorId: 'x', status: 'published' })).toBe(false);
  });
  it('knows whose name a course is in, whatever their role now', () => {
    expect(isCourseInstructor({ id: 'x' }, { instructorId: 'x' })).toBe(true);
    expect(isCourseInstructor({ id: 'x' }, { instructorId: 'y' })).toBe(false);
    expect(isCourseInstructor({ id: 'x' }, { instructorId: null })).toBe(false);
    expect(isCourseInstructor(null, { instructorId: 'x' })).toBe(false);
  });

  it('never lets an unowned course be managed by its null instructor', () => {
    expect(canCourse(actor('instructor'), 'manage', { instructorId: null, status: 'published' })).toBe(false);
  });
  it('lets instructors and admins create courses', () => {
    expect(ROLES.filter((r) => canCreateCourse(actor(r)))).toEqual(['instructor', 'admin']);
  });
  it('refuses with 404 what is none of the actor’s business and 403 what they may see but not do', () => {
    expect(courseDenial(actor('instructor'), 'manage', otherCourse())).toBe(404);
    expect(courseDenial(actor('instructor'), 'read', otherCourse('draft'))).toBe(404);
    expect(courseDenial(actor('student'), 'manage', otherCourse())).toBe(403);
    expect(courseDenial(actor('student'), 'view', otherCourse('draft'))).toBe(404);
    expect(courseDenial(actor('subadmin'), 'manage', otherCourse('draft'))).toBe(403);
    expect(courseDenial(actor('subadmin'), 'read', otherCourse('draft'))).toBeNull();
    expect(courseDenial(actor('instructor'), 'manage', ownCourse('instructor'))).toBeNull();
    expect(courseDenial(null, 'manage', otherCourse())).toBe(403);
  });
});

describe('taking a course away', () => {
  it('never deletes a course with learners, whoever asks', () => {
    expect(courseDeleteRefusal({ hasLearners: true })).toBe(MESSAGES.courseHasLearners);
    expect(courseDeleteRefusal({ hasLearners: false })).toBeNull();
  });
  // (status, has learners) -> what its manager is offered.
  it.each([
    ['published', false, 'delete'],
    ['draft', false, 'delete'],
    ['archived', false, 'delete'],
    ['published', true, 'archive'],
    ['draft', true, 'archive'],
    ['archived', true, null],
  ] as const)('offers a %s course (learners: %s) to %s', (status, hasLearners, offered) => {
    expect(courseRemoval(actor('instructor'), { ...ownCourse('instructor', status), hasLearners })).toBe(offered);
    expect(courseRemoval(actor('admin'), { ...otherCourse(status), hasLearners })).toBe(offered);
  });
  it('offers nothing to whoever may not manage the course', () => {
    for (const hasLearners of [false, true]) {
      expect(courseRemoval(actor('instructor'), { ...otherCourse(), hasLearners })).toBeNull();
      expect(courseRemoval(actor('subadmin'), { ...otherCourse(), hasLearners })).toBeNull();
      expect(courseRemoval(actor('student'), { ...otherCourse(), hasLearners })).toBeNull();
      expect(courseRemoval(null, { ...otherCourse(), hasLearners })).toBeNull();
    }
  });
});

describe('who a course is for, by its status and the enrollment', () => {
  it('lists and opens to new learners only a published course', () => {
    expect(COURSE_STATUSES.filter((status) => inCatalogue({ status }))).toEqual(['published']);
  });
  // (course status, enrollment) -> what the course is to a learner.
  it.each([
    ['published', null, 'not-enrolled'],
    ['published', 'active', 'learner'],
    ['published', 'completed', 'learner'],
    ['published', 'inactive', 'inactive'],
    ['archived', null, 'not-found'],
    ['archived', 'active', 'learner'],
    ['archived', 'completed', 'learner'],
    ['archived', 'inactive', 'inactive'],
    ['draft', null, 'not-found'],
    ['draft', 'active', 'learner'],
    ['draft', 'completed', 'learner'],
    ['draft', 'inactive', 'inactive'],
  ] as const)('a %s course with a %s enrollment is %s', (status, enrollment, expected) => {
    expect(learnerAccess({ status }, enrollment ? { status: enrollment } : null)).toBe(expected);
  });
  it('lets a visitor view a published course only, and a student another one only if it is theirs', () => {
    expect(COURSE_STATUSES.filter((status) => canCourse(null, 'view', otherCourse(status)))).toEqual(['published']);
    expect(COURSE_STATUSES.filter((status) => knowsCourse(actor('student'), otherCourse(status), null))).toEqual(['published']);
    for (const enrollment of ['active', 'completed', 'inactive'])
      expect(COURSE_STATUSES.filter((status) => knowsCourse(actor('student'), otherCourse(status), { status: enrollment }))).toEqual([
        ...COURSE_STATUSES,
      ]);
    expect(COURSE_STATUSES.filter((status) => knowsCourse(actor('subadmin'), otherCourse(status), null))).toEqual([...COURSE_STATUSES]);
    expect(COURSE_STATUSES.filter((status) => knowsCourse(actor('instructor'), otherCourse(status), null))).toEqual(['published']);
  });
});

describe('quizzes and answers follow their course', () => {
  it.each(ROLES)('%s', (role) => {
    for (const course of [ownCourse(role), otherCourse()]) {
      expect(canQuiz(actor(role), 'manage', course)).toBe(canCourse(actor(role), 'manage', course));
      expect(canQuiz(actor(role), 'read', course)).toBe(canCourse(actor(role), 'read', course));
      expect(canAnswer(actor(role), 'grade', course)).toBe(canCourse(actor(role), 'manage', course));
      expect(canAnswer(actor(role), 'read', course)).toBe(canCourse(actor(role), 'read', course));
    }
    expect(canQuiz(actor(role), 'take', otherCourse())).toBe(role !== 'subadmin');
  });

  it('keeps an attempt to its learner, whatever their role', () => {
    for (const role of ROLES) {
      expect(canAttempt(actor(role), 'read', { userId: `${role}-1` })).toBe(true);
      expect(canAttempt(actor(role), 'submit', { userId: 'someone-else' })).toBe(false);
    }
    expect(canAttempt(null, 'read', { userId: 'someone-else' })).toBe(false);
  });
});

describe('enrollments', () => {
  it('lets every learning role enroll in a course they do not teach', () => {
    for (const role of ['student', 'instructor', 'admin'] as const) expect(enrollRefusal(actor(role), otherCourse())).toBeNull();
  });
  it('refuses everyone a course out of the catalogue: archived or draft', () => {
    for (const role of ['student', 'instructor', 'admin'] as const) {
      expect(enrollRefusal(actor(role), otherCourse('archived'))).toBe('closed');
      expect(enrollRefusal(actor(role), otherCourse('draft'))).toBe('closed');
    }
  });
  it("refuses the course's own instructor, and roles that do not learn", () => {
    expect(enrollRefusal(actor('instructor'), ownCourse('instructor', 'archived'))).toBe('teaches');
    expect(enrollRefusal(actor('subadmin'), otherCourse('archived'))).toBe('role');
    expect(enrollRefusal(actor('instructor'), ownCourse('instructor'))).toBe('teaches');
    expect(enrollRefusal(actor('admin'), ownCourse('admin'))).toBe('teaches');
    expect(enrollRefusal(actor('subadmin'), otherCourse())).toBe('role');
    expect(enrollRefusal(null, otherCourse())).toBe('role');
  });
  it('lets a learner with an active or completed enrollment rate, and nobody else', () => {
    const me = { id: 'me' };
    expect(ratingRefusal(me, otherCourse(), { status: 'active' })).toBeNull();
    expect(ratingRefusal(me, otherCourse(), { status: 'completed' })).toBeNull();
    expect(ratingRefusal(me, { instructorId: 'me' }, { status: 'active' })).toBe('teaches');
    expect(ratingRefusal(me, otherCourse(), null)).toBe('not-enrolled');
    expect(ratingRefusal(me, otherCourse(), { status: 'inactive' })).toBe('inactive');
  });
  it("is read by its learner and the course's readers, and its status set by the course's managers", () => {
    const mine = { userId: 'student-1' };
    const someone = { userId: 'someone' };
    expect(canEnrollment(actor('student'), 'read', mine, otherCourse())).toBe(true);
    expect(canEnrollment(actor('student'), 'read', someone, otherCourse())).toBe(false);
    expect(canEnrollment(actor('instructor'), 'read', someone, ownCourse('instructor'))).toBe(true);
    expect(canEnrollment(actor('instructor'), 'read', someone, otherCourse())).toBe(false);
    expect(canEnrollment(actor('subadmin'), 'read', someone, otherCourse())).toBe(true);
    expect(canEnrollment(actor('subadmin'), 'set-status', someone, otherCourse())).toBe(false);
    expect(canEnrollment(actor('instructor'), 'set-status', someone, ownCourse('instructor'))).toBe(true);
    expect(canEnrollment(actor('instructor'), 'set-status', someone, otherCourse())).toBe(false);
    expect(canEnrollment(actor('admin'), 'set-status', someone, otherCourse())).toBe(true);
    expect(canEnrollment(actor('student'), 'set-status', mine, otherCourse())).toBe(false);
  });
});

describe('users', () => {
  const other = { id: 'other' };
  it.each([
    ['student', { read: false, create: false, 'change-role': false, 'reset-password': false, delete: false }],
    ['instructor', { read: false, create: false, 'change-role': false, 'reset-password': false, delete: false }],
    ['subadmin', { read: true, create: false, 'change-role': false, 'reset-password': false, delete: false }],
    ['admin', { read: true, create: true, 'change-role': true, 'reset-password': true, delete: true }],
  ] as const)('%s on another user', (role, expected) => {
    for (const [action, allowed] of Object.entries(expected))
      expect(canUser(actor(role), action as keyof typeof expected, other), action).toBe(allowed);
  });
  it('lets everyone read their own account and edit their profile, except the read-only subadmin', () => {
    for (const role of ROLES) {
      const me = actor(role);
      expect(canUser(me, 'read', me)).toBe(true);
      expect(canUser(me, 'update-profile', me)).toBe(role !== 'subadmin');
      expect(canUser(me, 'update-profile', other)).toBe(false);
    }
  });

  it('lets only instructors set their own specialization', () => {
    expect(ROLES.filter((r) => canUser(actor(r), 'set-specialization', actor(r)))).toEqual(['instructor']);
    expect(canUser(actor('instructor'), 'set-specialization', other)).toBe(false);
  });
  it('never lets an admin change their own role, reset their own password here or delete themself', () => {
    const me = actor('admin');
    expect(canUser(me, 'change-role', me)).toBe(false);
    expect(canUser(me, 'reset-password', me)).toBe(false);
    expect(canUser(me, 'delete', me)).toBe(false);
  });
});

describe('the platform (admin area)', () => {
  it('lets admins do everything, subadmins read, and nobody else anything', () => {
    const actions = ['read', 'read-audit', 'change-settings', 'manage-categories', 'manage-groups', 'import-users'] as const;
    const allowed = (who: Role | null) => actions.filter((a) => canPlatform(who ? actor(who) : null, a));
    expect(allowed('admin')).toEqual(actions);
    expect(allowed('subadmin')).toEqual(['read', 'read-audit']);
    expect(allowed('instructor')).toEqual([]);
    expect(allowed('student')).toEqual([]);
    expect(allowed(null)).toEqual([]);
  });

  it('lets whoever monitors learners filter by group, and nobody else', () => {
    const filters = (who: Role | null) => canPlatform(who ? actor(who) : null, 'filter-by-group');
    expect(ROLES.filter(filters)).toEqual(['instructor', 'admin', 'subadmin']);
    expect(filters(null)).toBe(false);
    for (const role of ROLES) expect(filters(role), role).toBe(can(actor(role), 'monitor'));
  });
});

describe('which changes the audit log records', () => {
  it("records an admin's change of someone else's record or of the platform's, and nothing else", () => {
    expect(isAuditedChange(actor('admin'), 'someone-else')).toBe(true);
    expect(isAuditedChange(actor('admin'), null)).toBe(true);
    // Their own course, learning or profile: theirs like anyone's.
    expect(isAuditedChange(actor('admin'), 'admin-1')).toBe(false);
    for (const role of ['instructor', 'student', 'subadmin'] as const) {
      expect(isAuditedChange(actor(role), 'someone-else')).toBe(false);
      expect(isAuditedChange(actor(role), null)).toBe(false);
    }
    expect(isAuditedChange(null, null)).toBe(false);
  });
});

describe('userRefusal', () => {
  it('says why an admin may not act on their own account, and gives others the plain refusal', () => {
    const me = actor('admin');
    expect(userRefusal(me, 'change-role', me)).toBe('You cannot change your own role. Another admin can.');
    expect(userRefusal(me, 'delete', me)).toBe('You cannot delete your own account. Another admin can.');
    expect(userRefusal(me, 'reset-password', me)).toBe('Change your own password from your profile instead.');
    expect(userRefusal(me, 'change-role', actor('student'))).toBeNull();
    expect(userRefusal(actor('subadmin'), 'delete', actor('student'))).toBe('You do not have permission to do this.');
    expect(userRefusal(actor('student'), 'create', null)).toBe('You do not have permission to do this.');
  });
});
