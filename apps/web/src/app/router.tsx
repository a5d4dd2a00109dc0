import { MESSAGES } from '@app/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { queryClient } from '@/lib/query-client';
import { AdminArea, InstructorArea, RequireSession, VisitorsOnly, type RouteHandle } from './guards';
import { DashboardFrame, HomeFrame } from './layouts/home-frames';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import {
  onlyWhenOpened,
  prefetchAdminDashboard,
  prefetchAdminUsers,
  prefetchAnalytics,
  prefetchCatalogue,
  prefetchCompliance,
  prefetchCourse,
  prefetchCourseCompliance,
  prefetchCourseEdit,
  prefetchDashboard,
  prefetchHome,
  prefetchInstructorCourse,
  prefetchInstructorCourses,
  prefetchInstructorDashboard,
  prefetchMyCoursesPage,
  prefetchPlayer,
  prefetchQuizStatistics,
  prefetchQuizzes,
  prefetchSession,
  prefetchStudents,
} from './loaders';
import { RootError, RouteError } from './route-error';

type Module = () => Promise<Partial<Pick<RouteObject, 'Component'>> & Record<string, unknown>>;

/** A lazily loaded page with its own error boundary, so a failing page keeps the layout around it. */
const page = (path: string, load: Module, handle?: RouteHandle): RouteObject => ({
  path,
  lazy: load as RouteObject['lazy'],
  ErrorBoundary: RouteError,
  handle,
});

/**
 * A page whose data its address names: `loader` starts fetching it (app/loaders.ts) while the page's
 * code loads, beside it rather than after it.
 */
const pageWithData = (path: string, load: Module, loader: NonNullable<RouteObject['loader']>, handle?: RouteHandle): RouteObject => ({
  ...page(path, load, handle),
  loader,
  shouldRevalidate: onlyWhenOpened,
});

/** /auth: how people sign in here (the SSO button, the Sign Up tab), fetched beside the page's code; its zod parse comes on demand (app/loaders.ts). */
function prefetchSignInMethods() {
  void import('@/features/auth/api/get-sign-in-methods')
    .then((m) => queryClient.prefetchQuery(m.signInMethodsQueryOptions()))
    .catch(() => undefined); // the page asks again, and shows the Staff ID form meanwhile
  return null;
}

const subadminCanView: RouteHandle = { subadminCanView: true };
const userManagement: RouteHandle = { deniedMessage: MESSAGES.userManagementAdminsOnly };

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    loader: prefetchSession,
    ErrorBoundary: RootError,
    HydrateFallback: PageSpinner,
    children: [
      // `/`: the landing page, or the home of the user's area in that area's frame.
      {
        Component: HomeFrame,
        ErrorBoundary: RootError,
        children: [{ index: true, loader: prefetchHome, lazy: () => import('@/features/home/routes/home'), ErrorBoundary: RouteError }],
      },

      {
        Component: VisitorsOnly,
        children: [
          { ...pageWithData('auth', () => import('@/features/auth/routes/auth'), prefetchSignInMethods), ErrorBoundary: RootError },
        ],
      },

      {
        Component: PublicLayout,
        children: [
          page('session-expired', () => import('@/features/auth/routes/session-expired')),
          pageWithData('courses', () => import('@/features/courses/routes/catalogue'), prefetchCatalogue),
          pageWithData('course-details/:id', () => import('@/features/courses/routes/course-details'), prefetchCourse),
          page('certificates/:code', () => import('@/features/certificates/routes/certificate')),
          // An e-mail's unsubscribe link: no session needed (the link is signed).
          page('unsubscribe', () => import('@/features/unsubscribe/routes/unsubscribe')),
          page('*', () => import('@/features/misc/routes/not-found')),
        ],
      },

      {
        element: <RequireSession />,
        children: [
          // /dashboard: the student dashboard, or the Subadmin Panel in the subadmin's frame.
          {
            Component: DashboardFrame,
            ErrorBoundary: RootError,
            children: [pageWithData('dashboard', () => import('@/features/dashboard/routes/dashboard'), prefetchDashboard)],
          },
          {
            Component: PublicLayout,
            children: [
              pageWithData('my-courses', () => import('@/features/courses/routes/my-courses'), prefetchMyCoursesPage),
              page('enroll-history', () => import('@/features/courses/routes/enroll-history')),
              page('profile', () => import('@/features/profile/routes/profile')),
              page('settings', () => import('@/features/settings/routes/settings')),
            ],
          },
          {
            path: 'instructor',
            Component: InstructorArea,
            children: [
              {
                ...pageWithData('', () => import('@/features/instructor-courses/routes/dashboard'), prefetchInstructorDashboard),
                path: undefined,
                index: true,
              } as RouteObject,
              pageWithData('courses', () => import('@/features/instructor-courses/routes/courses'), prefetchInstructorCourses),
              pageWithData('courses/:id', () => import('@/features/instructor-courses/routes/course-overview'), prefetchInstructorCourse),
              pageWithData('courses/:id/edit', () => import('@/features/instructor-courses/routes/course-edit'), prefetchCourseEdit),
              pageWithData('courses/:id/students', () => import('@/features/instructor-students/routes/course-students'), prefetchStudents),
              pageWithData(
                'courses/:id/compliance',
                () => import('@/features/instructor-courses/routes/course-compliance'),
                prefetchCourseCompliance,
              ),
              pageWithData('students', () => import('@/features/instructor-students/routes/students'), prefetchStudents),
              pageWithData('analytics', () => import('@/features/instructor-analytics/routes/analytics'), prefetchAnalytics),
              page('settings', () => import('@/features/instructor/routes/settings')),
              pageWithData('quizzes', () => import('@/features/instructor-quizzes/routes/quizzes'), prefetchQuizzes),
              page('quizzes/new', () => import('@/features/instructor-quizzes/routes/quiz-new')),
              page('quizzes/:quizId/edit', () => import('@/features/instructor-quizzes/routes/quiz-edit')),
              pageWithData(
                'quiz/:quizId/statistics',
                () => import('@/features/instructor-grading/routes/quiz-statistics'),
                prefetchQuizStatistics,
              ),
              page('subjective-evaluation', () => import('@/features/instructor-grading/routes/subjective-evaluation')),
            ],
          },
        ],
      },

      {
        element: <RequireSession />,
        children: [
          {
            Component: PublicLayout,
            children: [pageWithData('course/:id', () => import('@/features/player/routes/course-player'), prefetchPlayer)],
          },
          {
            path: 'admin',
            Component: AdminArea,
            children: [
              {
                ...pageWithData('', () => import('@/features/admin-users/routes/dashboard'), prefetchAdminDashboard),
                path: undefined,
                index: true,
              } as RouteObject,
              pageWithData('users', () => import('@/features/admin-users/routes/users'), prefetchAdminUsers, {
                ...subadminCanView,
                ...userManagement,
              }),
              pageWithData(
                'user-management',
                () => import('@/features/admin-users/routes/role-management'),
                prefetchAdminUsers,
                userManagement,
              ),
              page('courses', () => import('@/features/admin-platform/routes/courses'), subadminCanView),
              page('settings', () => import('@/features/admin-platform/routes/settings'), subadminCanView),
              page('bulk-import', () => import('@/features/admin-import/routes/bulk-import')),
              page('instructors', () => import('@/features/admin-platform/routes/instructors'), subadminCanView),
              page('categories', () => import('@/features/admin-platform/routes/categories'), subadminCanView),
              page('groups', () => import('@/features/admin-groups/routes/groups'), subadminCanView),
              page('groups/:id', () => import('@/features/admin-groups/routes/group'), subadminCanView),
              page('reviews', () => import('@/features/admin-platform/routes/reviews'), subadminCanView),
              page('audit', () => import('@/features/admin-platform/routes/audit'), subadminCanView),
              // Assigned training's report: admins waive, subadmins read.
              pageWithData(
                'compliance',
                () => import('@/features/assignments/routes/admin-compliance'),
                prefetchCompliance,
                subadminCanView,
              ),
              // Student monitoring and analytics of every course, read-only for subadmins.
              pageWithData('students', () => import('@/features/instructor-students/routes/students'), prefetchStudents, subadminCanView),
              pageWithData(
                'analytics',
                () => import('@/features/instructor-analytics/routes/analytics'),
                prefetchAnalytics,
                subadminCanView,
              ),
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
