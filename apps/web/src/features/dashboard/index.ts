// The student dashboard's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
import { lazy } from 'react';

/** The learner's home (`/` and /dashboard), in a chunk of its own: a visitor's landing page never loads it. */
export const StudentDashboard = lazy(() => import('./components/student-dashboard').then((m) => ({ default: m.StudentDashboard })));
