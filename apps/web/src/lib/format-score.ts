// Scores as the server stores them: points and percentages with two decimals at most, the
// percentage never rounded up (quiz-scoring.ts). Shown as they are, so a failing 69.95% never
// reads as a passing '70%'.
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
// Truncated too, so an average or a value from elsewhere with more decimals (69.999) never shows as 70%.
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, roundingMode: 'trunc' });

/** 66.66 -> '66.66%', 75 -> '75%', 69.999 -> '69.99%'; nothing yet -> '—'. */
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${percent.format(value)}%`;

/** 1.5 -> '1.5', 3 -> '3'. */
export const formatPoints = (value: number) => twoDecimals.format(value);
