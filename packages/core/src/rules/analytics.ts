// Course analytics (instructor document, /instructor/analytics): the periods, how a period's days
// are grouped on the charts, revenue, the learner funnel and where learners drop away. The server
// computes the figures with these rules (some of them also said in SQL beside the query, held
// together by its tests); the web app only shows them.

/** The period select's options, in days; the period ends now. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

const DAY_MS = 86_400_000;

/** The first moment of the period that ends at `now`. */
export const periodStart = (now: Date, days: AnalyticsPeriod): Date => new Date(now.getTime() - days * DAY_MS);

export type AnalyticsBucket = 'day' | 'week' | 'month';

/** How the charts group a period: a point a day up to a month, a week for a quarter, a month for a year (UTC). */
export const periodBucket = (days: AnalyticsPeriod): AnalyticsBucket => (days <= 30 ? 'day' : days <= 90 ? 'week' : 'month');

/**
 * The first day (UTC, YYYY-MM-DD) of every bucket from the one holding `from` to the one holding
 * `to`: days; weeks from Monday (as PostgreSQL's date_trunc('week')); calendar months.
 */
export function bucketStarts(from: Date, to: Date, bucket: AnalyticsBucket): string[] {
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), bucket === 'month' ? 1 : from.getUTCDate()));
  if (bucket === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const out: string[] = [];
  for (const d = start; d.getTime() <= to.getTime();) {
    out.push(d.toISOString().slice(0, 10));
    if (bucket === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
    else d.setUTCDate(d.getUTCDate() + (bucket === 'week' ? 7 : 1));
  }
  return out;
}

/**
 * Revenue is students x price, everywhere (the instructor dashboard included): each enrollment
 * counts the course's price once, in cents so that sums never drift.
 */
export const revenueCents = (students: number, price: number): number => students * Math.round(price * 100);
export const centsToAmount = (cents: number): number => cents / 100;

export const FUNNEL_STAGES = ['enrolled', 'started', 'halfway', 'completed'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/**
 * The furthest stage of the learner funnel an enrollment has reached. A completion once earned
 * counts as every stage, even when lessons added later brought the percentage down, so each stage
 * holds everyone of the next: enrolled >= started >= half way >= completed.
 */
export function funnelStage(e: { progressPercentage: number; completedAt: unknown }): FunnelStage {
  if (e.completedAt != null) return 'completed';
  if (e.progressPercentage >= 50) return 'halfway';
  if (e.progressPercentage > 0) return 'started';
  return 'enrolled';
}

/**
 * Where most learners stopped: the lesson whose count of learners who completed it fell furthest
 * below the step before it (the enrolled learners, before the first lesson). The first such lesson
 * on a tie; null when no lesson lost anyone.
 */
export function biggestDrop(enrolled: number, reached: readonly number[]): { index: number; lost: number } | null {
  let best: { index: number; lost: number } | null = null;
  reached.forEach((n, i) => {
    const lost = (i === 0 ? enrolled : reached[i - 1]!) - n;
    if (lost > 0 && (!best || lost > best.lost)) best = { index: i, lost };
  });
  return best;
}

/**
 * A quiz's pass rate in percent, one decimal: passed attempts over graded ones (submitted with
 * nothing waiting for a grade), as the quiz statistics count it; null before any is graded.
 */
export const passRate = (passed: number, graded: number): number | null => (graded > 0 ? Math.round((passed / graded) * 1000) / 10 : null);
