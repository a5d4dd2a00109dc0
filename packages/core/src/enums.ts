// Every enumerated value of the data model, in one place. The database check constraints,
// the API schemas and the UI options are all built from these lists.
export const ROLES = ['student', 'instructor', 'admin', 'subadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose when signing up. */
export const SIGN_UP_ROLES = ['student', 'instructor'] as const;

/** Where an account signs in besides (or instead of) a local password: the organisation's directory (docs/auth.md, "Directory sign-in"). */
export const DIRECTORIES = ['oidc', 'ldap'] as const;
export type Directory = (typeof DIRECTORIES)[number];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const ENROLLMENT_STATUSES = ['active', 'inactive', 'completed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const CONTENT_TYPES = ['video', 'audio', 'pdf', 'text', 'quiz'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const QUIZ_TYPES = ['lesson', 'course'] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'subjective'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const EVALUATION_STATUSES = ['pending', 'evaluated'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export const FILE_KINDS = ['avatar', 'thumbnail', 'lesson', 'asset'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** What the audit log records (an admin's change of what is not theirs: policies/audit.ts; docs/admin.md, "Audit log"). */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.role_changed',
  'user.password_reset',
  'user.deleted',
  'user.updated_from_directory',
  'user.directory_linked',
  'import.started',
  'import.finished',
  'course.updated',
  'course.status_changed',
  'course.deleted',
  'course.instructor_changed',
  'curriculum.reordered',
  'section.created',
  'section.updated',
  'section.deleted',
  'lesson.created',
  'lesson.updated',
  'lesson.deleted',
  'quiz.created',
  'quiz.updated',
  'quiz.status_changed',
  'quiz.deleted',
  'enrollment.status_changed',
  'answer.graded',
  'setting.featured_course_changed',
  'category.created',
  'category.renamed',
  'category.deleted',
  'group.created',
  'group.renamed',
  'group.deleted',
  'group.members_added',
  'group.member_removed',
  'assignment.created',
  'assignment.waived',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'user',
  'course',
  'section',
  'lesson',
  'quiz',
  'enrollment',
  'answer',
  'category',
  'group',
  'setting',
  'import',
  'assignment',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A bulk import: previewed (nothing written), queued for the job, running, finished, or failed as a whole. */
export const IMPORT_STATUSES = ['previewed', 'queued', 'running', 'finished', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the preview says of a row: it will be created, its staff ID exists, it repeats an earlier row, or it is not valid. */
export const IMPORT_ROW_OUTCOMES = ['create', 'exists', 'duplicate', 'invalid'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

/** What the import did with a row. */
export const IMPORT_ROW_RESULTS = ['created', 'failed'] as const;
export type ImportRowResult = (typeof IMPORT_ROW_RESULTS)[number];

/** Where a lesson file's streaming copies stand (docs/video.md): learners get the original until `ready`. */
export const TRANSCODE_STATES = ['queued', 'processing', 'ready', 'failed'] as const;
export type TranscodeState = (typeof TRANSCODE_STATES)[number];
/** A video lesson's file becomes a ladder of renditions; an audio lesson's one AAC rendition. */
export const TRANSCODE_KINDS = ['video', 'audio'] as const;
export type TranscodeKind = (typeof TRANSCODE_KINDS)[number];
