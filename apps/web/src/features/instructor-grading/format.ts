import { format } from 'date-fns';

export { formatDay } from '@/lib/format-date';
export { formatPercent } from '@app/core';
export { formatPoints } from '@/lib/format-score';

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
