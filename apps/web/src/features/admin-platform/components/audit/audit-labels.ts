import type { AuditAction, AuditEntityType } from '@app/core';

/** How each recorded action reads on screen (every action has one: the type says so). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.created': 'User created',
  'user.role_changed': 'Role changed',
  'user.password_reset': 'Password reset',
  'user.deleted': 'User deleted',
  'import.started': 'Import started',
  'import.finished': 'Import finished',
  'course.status_changed': 'Course status changed',
  'course.deleted': 'Course deleted',
  'course.instructor_changed': 'Course handed over',
  'setting.featured_course_changed': 'Featured course changed',
  'category.created': 'Category created',
  'category.renamed': 'Category renamed',
  'category.deleted': 'Category deleted',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: 'User',
  course: 'Course',
  category: 'Category',
  setting: 'Setting',
  import: 'Import',
};
