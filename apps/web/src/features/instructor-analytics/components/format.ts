import type { AnalyticsBucket } from '@app/core';

const count = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => count.format(n);
/** An average rating to one decimal, '—' without any rating. */
export const formatAverage = (average: number, ratings: number) => (ratings === 0 ? '—' : average.toFixed(1));

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A chart bucket's label, from its first day (UTC): 'Mar 24', 'Week of Mar 24', 'Mar 2025'. */
export function bucketLabel(start: string, bucket: AnalyticsBucket): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (bucket === 'month') return month.format(date);
  return bucket === 'week' ? `Week of ${day.format(date)}` : day.format(date);
}

export const BUCKET_NAMES: Record<AnalyticsBucket, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Series colours, readable on the dark cards (and told apart by their labels, never by colour alone). */
export const COLORS = { enrollments: '#ff5c66', completions: '#60a5fa', revenue: '#34d399', drop: '#fbbf24', muted: '#71717a' };
