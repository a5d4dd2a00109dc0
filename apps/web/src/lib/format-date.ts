import { format } from 'date-fns';

/** Dates of the learner's screens: 'Mar 05, 2025' (spec: MMM dd, yyyy). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM dd, yyyy');
}
