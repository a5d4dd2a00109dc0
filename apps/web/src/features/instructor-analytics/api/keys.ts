/** Query keys of analytics: a period's figures (all courses or one, everyone's or a group's), one course's funnel. */
export const analyticsKeys = {
  all: ['instructor-analytics'] as const,
  summary: (period: number, courseId: string | null, groupId: string | null) =>
    ['instructor-analytics', 'summary', period, courseId, groupId] as const,
  course: (courseId: string, period: number, groupId: string | null) =>
    ['instructor-analytics', 'course', courseId, period, groupId] as const,
};
