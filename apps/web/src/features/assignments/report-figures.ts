import { dateIn, formatDueDate, formatPercent } from '@app/core';

/** One line of the report's figures: learners assigned, completed, overdue. */
export interface Rate {
  assigned: number;
  completed: number;
  overdue: number;
}

/** Completed of assigned, 0 to 100; null without anyone assigned. */
export const completionRate = (r: Rate): number | null => (r.assigned > 0 ? (r.completed / r.assigned) * 100 : null);

/** '75%' ('—' without anyone assigned); floored, so that 100% means everyone. */
export const formatRate = (r: Rate) => formatPercent(completionRate(r));

const weekDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A week of the chart by its Monday: '9 Mar'. */
export const weekLabel = (monday: string) => weekDay.format(new Date(`${monday}T00:00:00Z`));

/** When a learner completed, as the due dates read ('Sun, 8 Feb 2026'), on the viewer's calendar. */
export const formatCompleted = (iso: string) => formatDueDate(dateIn(new Date(iso), Intl.DateTimeFormat().resolvedOptions().timeZone));
