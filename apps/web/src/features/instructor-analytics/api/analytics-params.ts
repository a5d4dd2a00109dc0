import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@app/core';

/**
 * The period (?period=7|30|90|365, 30 by default), the picked course (?course=) and group (?group=)
 * of the page address; the page and its loader read it alike.
 */
export function analyticsParams(search: URLSearchParams): { period: AnalyticsPeriod; courseId: string | null; groupId: string | null } {
  const period = Number(search.get('period'));
  return {
    period: ANALYTICS_PERIODS.includes(period as AnalyticsPeriod) ? (period as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD,
    courseId: search.get('course') || null,
    groupId: search.get('group') || null,
  };
}
