import { createBrowserRouter, type RouteObject } from 'react-router';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { homeQueryOptions } from '@/features/courses/api/get-home';
import { queryClient } from '@/lib/query-client';
import { AdminArea, InstructorArea, RequireSession, VisitorsOnly, type RouteHandle } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { PageSpinner } from './page-spinner';
import { RootError, RouteError } from './route-error';

type Module = () => Promise<Partial<Pick<RouteObject, 'Component'>> & Record<string, unknown>>;

/** A lazily loaded page with its own error boundary, so a failing page keeps the layout around it. */
const page = (path: string, load: Module, handle?: RouteHandle): RouteObject => ({
  path,
  lazy: load as RouteObject['lazy'],
  ErrorBoundary: RouteError,
  handle,
});

const subadminCanView: RouteHandle = { subadminCanView: true };

// Loaders that start a page's first calls while its code is still loading, instead of after it has
// rendered. They wait for nothing: the pages read the same queries and show their own loading states.
/** Every page asks who is signed in (fresh for 5 minutes, so this is one call per 5 minutes at most). */
function prefetchSession() {
  void queryClient.prefetchQuery(sessionQueryOptions());
  return null;
}
/** `/` shows the home rows to visitors and students (their dashboard), once the session says which. */
function prefetchHome() {
  void queryClient
    .fetchQuery(sessionQueryOptions())
    .then(({ user }) =>
      !user || (user.role === 'student' && !user.mustChangePassword) ? queryClient.prefetchQuery(homeQueryOptions()) : undefined,
    )
    .catch(() => undefined); // the page shows the error of its own query
  return null;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    loader: prefetchSession,
    ErrorBoundary: RootError,
    HydrateFallback: PageSpinner,
    children: [
      // `/` picks its layout by role itself (landing, student, instructor, admin, subadmin homes).
      { index: true, loader: prefetchHome, lazy: () => import('@/features/home/routes/home'), ErrorBoundary: RootError },

      { Component: VisitorsOnly, children: [{ ...page('auth', () => import('@/features/auth/routes/auth')), ErrorBoundary: RootError }] },

      {
        Component: PublicLayout,
        children: [
          page('session-expired', () => import('@/features/auth/routes/session-expired')),
          page('courses', () => import('@/features/courses/routes/catalogue')),
          page('course-details/:id', () => import('@/features/courses/routes/course-details')),
          page('certificates/:code', () => import('@/features/certificates/routes/certificate')),
          page('*', () => import('@/features/misc/routes/not-found')),
        ],
      },

      {
        element: <RequireSession redirectTo="/session-expired" />,
        children: [
          // /dashboard: student dashboard, or the Subadmin Panel in its own layout.
          { ...page('dashboard', () => import('@/features/dashboard/routes/dashboard')), ErrorBoundary: RootError },
          {
            Component: PublicLayout,
            children: [
              page('my-courses', () => import('@/features/courses/routes/my-courses')),
              page('enroll-history', () => import('@/features/courses/routes/enroll-history')),
              page('profile', () => import('@/features/profile/routes/profile')),
              page('settings', () => import('@/features/settings/routes/settings')),
            ],
          },
          {
            path: 'instructor',
            Component: InstructorArea,
            children: [
              { ...page('', () => import('@/features/instructor/routes/dashboard')), path: undefined, index: true } as RouteObject,
              page('courses', () => import('@/features/instructor/routes/courses')),
              page('courses/:id', () => import('@/features/instructor/routes/course-overview')),
              page('courses/:id/edit', () => import('@/features/instructor/routes/course-edit')),
              page('courses/:id/students', () => import('@/features/instructor/routes/course-students')),
              page('students', () => import('@/features/instructor/routes/students')),
              page('analytics', () => import('@/features/instructor/routes/analytics')),
              page('settings', () => import('@/features/instructor/routes/settings')),
              page('quizzes', () => import('@/features/instructor-quizzes/routes/quizzes')),
              page('quizzes/new', () => import('@/features/instructor-quizzes/routes/quiz-new')),
              page('quizzes/:quizId/edit', () => import('@/features/instructor-quizzes/routes/quiz-edit')),
              page('quiz/:quizId/statistics', () => import('@/features/instructor-grading/routes/quiz-statistics')),
              page('subjective-evaluation', () => import('@/features/instructor-grading/routes/subjective-evaluation')),
            ],
          },
        ],
      },

      {
        element: <RequireSession redirectTo="/auth" />,
        children: [
          { Component: PublicLayout, children: [page('course/:id', () => import('@/features/player/routes/course-player'))] },
          {
            path: 'admin',
            Component: AdminArea,
            children: [
              { ...page('', () => import('@/features/admin/routes/dashboard')), path: undefined, index: true } as RouteObject,
              page('users', () => import('@/features/admin/routes/users'), subadminCanView),
              page('user-management', () => import('@/features/admin/routes/role-management')),
              page('courses', () => import('@/features/admin/routes/courses'), subadminCanView),
              page('settings', () => import('@/features/admin/routes/settings'), subadminCanView),
              page('bulk-import', () => import('@/features/admin/routes/bulk-import')),
              page('instructors', () => import('@/features/admin/routes/instructors'), subadminCanView),
              page('categories', () => import('@/features/admin/routes/categories'), subadminCanView),
              page('reviews', () => import('@/features/admin/routes/reviews'), subadminCanView),
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
