// How numbers are shown across the product (spec section 9). Pure, used by server and web alike.
import type { EnrollmentStatus } from '../enums.js';
import { roundRating } from './rating.js';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * Every sum of money on screen (revenue, a price, a chart's axis): dollars with thousands
 * separators, cents only when there are any: '$1,439.72', '$19.50', '$1,000', '$0'.
 */
export function formatMoney(amount: number): string {
  // By whole cents: 19.999 is '$20', never '$20.00' beside '$19'.
  return Math.round(amount * 100) % 100 === 0 ? wholeDollars.format(amount) : dollarsAndCents.format(amount);
}

/** A course's price: 'Free' for 0 (spec section 9), else as money: '$49', '$19.99', '$1,250'. */
export function formatPrice(price: number): string {
  return price <= 0 ? 'Free' : formatMoney(price);
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

/**
 * A lesson's length as a clock: '12:00' under an hour, '1:05:00' from an hour on. Null for a lesson
 * without a length (a text lesson saved with 0 minutes): '0:00' would read as an empty lesson.
 */
export function formatLessonDuration(minutes: number): string | null {
  const m = Math.max(0, Math.round(minutes));
  if (m === 0) return null;
  if (m < 60) return `${m}:00`;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:00`;
}

/** An average rating to one decimal, or null when there are no ratings (shown as 'New'). */
export function formatRating(average: number, count: number): string | null {
  if (count === 0 || average <= 0) return null;
  return roundRating(average).toFixed(1);
}

/** '12 students' / '1 student' style counts. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** An enrollment's status as its badge and the students export read it (spec section 4: green, gray, blue). */
export const ENROLLMENT_STATUS_LABELS = { active: 'Active', inactive: 'Inactive', completed: 'Completed' } as const satisfies Record<
  EnrollmentStatus,
  string
>;

/**
 * Every percentage on screen: course progress, quiz scores, best scores, averages and pass rates,
 * as a whole percent, cut down, never rounded up: a stored 69.99% (a fail at 70) reads '69%',
 * never '70%', and 58.33% reads '58%' like every other figure. With whole passing scores, the
 * shown number reaches the passing score exactly when the stored one does. Nothing yet: '—'.
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  // The epsilon absorbs float noise (0.29 * 100 = 28.999...), as quizPercentage does.
  return `${Math.floor(value + 1e-9)}%`;
}
