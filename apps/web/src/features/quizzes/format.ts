const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 66.67 -> '66.7%'. */
export const formatPercent = (value: number) => `${percentFormat.format(value)}%`;

/** 1.5 -> '1.5'. */
export const formatPoints = (value: number) => pointsFormat.format(value);

/** '15 min', '1 h 30 min', or 'No limit'. */
export function formatTimeLimit(minutes: number | null) {
  if (!minutes) return 'No limit';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}
