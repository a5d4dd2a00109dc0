import type { StudentsParams } from './students-params';

/** Query keys of student monitoring: the lists, one learner's detail, the course picker, the group select. */
export const studentsKeys = {
  all: ['instructor-students'] as const,
  lists: () => ['instructor-students', 'list'] as const,
  list: (params: StudentsParams) => ['instructor-students', 'list', params] as const,
  detail: (enrollmentId: string) => ['instructor-students', 'detail', enrollmentId] as const,
  courses: (q: string) => ['instructor-students', 'courses', q] as const,
  groups: () => ['instructor-students', 'groups'] as const,
};
