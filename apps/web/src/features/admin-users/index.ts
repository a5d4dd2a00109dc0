// The admin users feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js):
// the Super Admin dashboard, users and Role Management. Its pages are route modules (routes/).
import { lazy } from 'react';

/** The Super Admin dashboard (`/` and /admin for admins), in a chunk of its own. */
export const AdminDashboard = lazy(() => import('./components/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));
