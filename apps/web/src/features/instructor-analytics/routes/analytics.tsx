import { AnalyticsPage } from '../components/analytics-page';

/** /instructor/analytics, and /admin/analytics for admins and subadmins. */
export function Component() {
  return <AnalyticsPage />;
}
