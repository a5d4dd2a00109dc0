import { format } from 'date-fns';

export { formatPercent, formatPoints } from '@/lib/format-score';

/** 'Mar 05, 2025' (the spec's date format). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM dd, yyyy');
}

/** 'Mar 05, 2025, 2:40 PM'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM dd, yyyy, h:mm a');
}

/** '2:40 PM'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'h:mm a');
}
