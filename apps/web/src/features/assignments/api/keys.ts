import type { ComplianceParams } from './compliance-params';

/** Query keys of assigned training: a course's assignments, the compliance report and its course filter. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  course: (courseId: string) => ['assignments', 'course', courseId] as const,
  reports: () => ['assignments', 'compliance'] as const,
  report: (params: ComplianceParams) => ['assignments', 'compliance', params] as const,
  reportCourses: () => ['assignments', 'compliance-courses'] as const,
};
