// Points as the server stores them: two decimals at most. Percentages are core's formatPercent,
// the one format every screen uses.
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1.5 -> '1.5', 3 -> '3'. */
export const formatPoints = (value: number) => twoDecimals.format(value);
