import { format } from 'date-fns';

/** '3', '2.5', '1.25': points as the server stores them (two decimals at most), without trailing zeros. */
export function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100);
}

/** '66.7%': one decimal is plenty for a percentage on screen. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${Math.round(value * 10) / 10}%`;
}

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
