// How numbers are shown across the product (spec section 9). Pure, used by server and web alike.

/** 'Free' for 0, else dollars: '$49', '$19.99'. */
export function formatPrice(price: number): string {
  if (price <= 0) return 'Free';
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** A course's length: under an hour in minutes, otherwise '{n}h'. */
export function formatCourseHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  return `${hours}h`;
}

/** A sum of minutes: 'Xh Ym' or 'Ym'. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  if (h === 0) return `${m}m`;
  return m % 60 === 0 ? `${h}h` : `${h}h ${m % 60}m`;
}

/** A quiz's time limit: 'Xh Ym' or 'Ym', or 'No limit'. */
export const formatTimeLimit = (minutes: number | null): string => (minutes ? formatMinutes(minutes) : 'No limit');

/** A lesson's length as a clock: '12:00' under an hour, '1:05:00' from an hour on. */
export function formatLessonDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m}:00`;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:00`;
}

/** An average rating to one decimal, or null when there are no ratings (shown as 'New'). */
export function formatRating(average: number, count: number): string | null {
  if (count === 0 || average <= 0) return null;
  return (Math.round(average * 10) / 10).toFixed(1);
}

/**
 * Whole percent of lessons completed, 0 for a course without lessons. 100 only when every lesson
 * is done and 0 only when none is: 199 of 200 is 99 (not a rounded 100, which would open the
 * course assessment early), 1 of 300 is 1 (not 'Not Started').
 */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((completed / total) * 100)));
}

export type ProgressBadge = 'Not Started' | 'Started' | 'In Progress' | 'Almost Done' | 'Completed';

export function progressBadge(percent: number): ProgressBadge {
  if (percent <= 0) return 'Not Started';
  if (percent < 25) return 'Started';
  if (percent < 50) return 'In Progress';
  if (percent < 100) return 'Almost Done';
  return 'Completed';
}

/** '12 students' / '1 student' style counts. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
