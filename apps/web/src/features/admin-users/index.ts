// The admin users feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js):
// the Super Admin dashboard, users and Role Management. Its pages are route modules (routes/).
import { lazy } from 'react';

/** The Super Admin dashboard (`/` and /admin for admins), in a chunk of its own. */
export const AdminDashboard = lazy(() => import('./components/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));

/** The platform's figures (GET /api/admin/stats): the Super Admin dashboard's, read by the Subadmin Panel too. */
export { adminStatsQueryOptions, useAdminStats } from './api/get-admin-stats';
/** Their query keys: a change made elsewhere (a bulk import) refreshes the users list and the figures. */
export { adminUsersKeys } from './api/keys';
