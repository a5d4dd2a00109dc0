export { formatPercent, formatPoints } from '@/lib/format-score';

/** '15 min', '1 h 30 min', or 'No limit'. */
export function formatTimeLimit(minutes: number | null) {
  if (!minutes) return 'No limit';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}
