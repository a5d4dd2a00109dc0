// The subadmin feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
import { lazy } from 'react';

/** The subadmin's home (`/` and /dashboard): a read-only overview, in a chunk of its own. */
export const SubadminPanel = lazy(() => import('./components/subadmin-panel').then((m) => ({ default: m.SubadminPanel })));
