export { reportTimeZone } from './api/report-time-zone';
