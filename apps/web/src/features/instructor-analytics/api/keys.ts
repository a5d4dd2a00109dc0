/** Query keys of analytics: a period's figures (all courses or one), one course's funnel. */
export const analyticsKeys = {
  all: ['instructor-analytics'] as const,
  summary: (period: number, courseId: string | null) => ['instructor-analytics', 'summary', period, courseId] as const,
  course: (courseId: string, period: number) => ['instructor-analytics', 'course', courseId, period] as const,
};
