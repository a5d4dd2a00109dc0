// The analytics feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js). Its
// pages are route modules (routes/); other features use only the chart frame with its table view.
export { ChartCard, FiguresTable } from './components/chart-card';
