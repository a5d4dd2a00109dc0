// Instructor course authoring's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
import { lazy } from 'react';

/** The instructor's home (`/` and /instructor), in a chunk of its own. */
export const InstructorDashboard = lazy(() =>
  import('./components/instructor-dashboard').then((m) => ({ default: m.InstructorDashboard })),
);

/** A course's head as its management page reads it (title, status, instructor): the course's compliance report names it. */
export { courseOverviewQueryOptions, useCourseOverview } from './api/get-course-overview';
