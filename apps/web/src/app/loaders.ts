// Loaders that start a page's first calls while its code is still loading, instead of after it has
// rendered. They wait for nothing (each returns at once): the pages read the same queries, built by
// the same queryOptions, and show their own loading states. Queries whose answer is parsed with a
// zod contract are imported on demand: statically, they would put zod on every page's first load.
import { can, canEnterArea, canPlatform, complianceScope, homeArea, type SessionUser } from '@app/core';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { sessionQueryOptions } from '@/features/auth';
import { catalogueQuery } from '@/features/courses/api/catalogue-query';
import { categoriesQueryOptions } from '@/features/courses/api/get-categories';
import { courseQueryOptions } from '@/features/courses/api/get-course';
import { coursesQueryOptions } from '@/features/courses/api/get-courses';
import { homeQueryOptions } from '@/features/courses/api/get-home';
import { queryClient } from '@/lib/query-client';
import { analyticsParams } from '@/features/instructor-analytics/api/analytics-params';
import { studentsParams } from '@/features/instructor-students/api/students-params';

/** Fetches what the page will ask for, unless the cache already holds a fresh answer. */
const prefetch: QueryClient['prefetchQuery'] = (options) => queryClient.prefetchQuery(options);

/** Runs `then` with a module imported on demand (a failed import is the page's to report: it needs the module too). */
function withModule<M>(load: () => Promise<M>, then: (module: M) => unknown) {
  void load()
    .then(then)
    .catch(() => undefined);
}

/**
 * Runs `then` with the signed-in user who may see pages (no password change pending), once the
 * session says who that is (normally at once: the root loader asked first and the answer is cached).
 * Nothing for a visitor: a page behind a session would only answer 401.
 */
function whenSignedIn(then: (user: SessionUser) => unknown) {
  void queryClient
    .fetchQuery(sessionQueryOptions())
    .then(({ user }) => (user && !user.mustChangePassword ? then(user) : undefined))
    .catch(() => undefined); // the page shows the error of its own query
}

/**
 * The loaders prefetch when a page opens, not again while it stays open: a page that changes its own
 * address (the catalogue's search box, the player's `?lesson=`) asks for what it needs itself, and
 * the catalogue debounces its typing.
 */
export const onlyWhenOpened = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** Every page asks who is signed in (fresh for 5 minutes, so this is one call per 5 minutes at most). */
export function prefetchSession() {
  void prefetch(sessionQueryOptions());
  return null;
}

/** `/` shows the home rows to visitors and learners (their dashboard, which also lists their courses), instructors and admins their dashboards. */
export function prefetchHome({ request }: LoaderFunctionArgs) {
  void queryClient
    .fetchQuery(sessionQueryOptions())
    .then(({ user }) => {
      if (user && !user.mustChangePassword && homeArea(user) === 'instructor') return void prefetchInstructorDashboard();
      if (user && !user.mustChangePassword && homeArea(user) === 'admin')
        return void prefetchAdminDashboardData(new URL(request.url).searchParams);
      if (user && (user.mustChangePassword || homeArea(user) !== null)) return;
      void prefetch(homeQueryOptions());
      if (user) prefetchMyCourses();
    })
    .catch(() => undefined);
  return null;
}

/** /courses: the page of the catalogue its address names, and the category filter's options. */
export function prefetchCatalogue({ request }: LoaderFunctionArgs) {
  void prefetch(coursesQueryOptions(catalogueQuery(new URL(request.url).searchParams)));
  void prefetch(categoriesQueryOptions());
  return null;
}

/** /course-details/:id */
export function prefetchCourse({ params }: LoaderFunctionArgs) {
  if (params.id) void prefetch(courseQueryOptions(params.id));
  return null;
}

/** The learner's courses and the courses assigned to them (the "Assigned to you" row of the dashboard and My Courses). */
function prefetchMyCourses() {
  withModule(
    () => import('@/features/courses/api/get-my-courses'),
    (m) => prefetch(m.myCoursesQueryOptions()),
  );
  withModule(
    () => import('@/features/courses/api/get-my-assignments'),
    (m) => prefetch(m.myAssignmentsQueryOptions()),
  );
}

/** /dashboard: the student dashboard's rows for whoever learns (the subadmin's panel asks for its own). */
export function prefetchDashboard() {
  whenSignedIn((user) => {
    if (!can(user, 'learn')) return;
    void prefetch(homeQueryOptions());
    prefetchMyCourses();
  });
  return null;
}

/** /my-courses: the learner's courses, and the category filter's options. */
export function prefetchMyCoursesPage() {
  whenSignedIn(() => {
    prefetchMyCourses();
    void prefetch(categoriesQueryOptions());
  });
  return null;
}

/** /course/:id: the course's curriculum with the learner's state. */
export function prefetchPlayer({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (id)
    whenSignedIn(() =>
      withModule(
        () => import('@/features/player/api/get-player'),
        (m) => prefetch(m.playerQueryOptions(id)),
      ),
    );
  return null;
}

/** /instructor/quiz/:quizId/statistics, for those who may enter the instructor area. */
export function prefetchQuizStatistics({ params }: LoaderFunctionArgs) {
  const quizId = params.quizId;
  if (!quizId) return null;
  whenSignedIn((user) => {
    if (canEnterArea(user, 'instructor'))
      withModule(
        () => import('@/features/instructor-grading/api/get-quiz-statistics'),
        (m) => prefetch(m.quizStatisticsQueryOptions(quizId)),
      );
  });
  return null;
}

/** Runs `then` for a user who may enter the instructor area (the pages below answer 403 to anyone else). */
function forInstructors(then: () => unknown) {
  whenSignedIn((user) => (canEnterArea(user, 'instructor') ? then() : undefined));
}

/** /instructor: the cards, recent courses and Course Management table. */
export function prefetchInstructorDashboard() {
  forInstructors(() =>
    withModule(
      () => import('@/features/instructor-courses/api/get-dashboard'),
      (m) => prefetch(m.instructorDashboardQueryOptions()),
    ),
  );
  return null;
}

/** /instructor/courses: the page and search its address names. */
export function prefetchInstructorCourses({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  forInstructors(() =>
    withModule(
      () =>
        Promise.all([
          import('@/features/instructor-courses/api/get-courses'),
          import('@/features/instructor-courses/api/course-list-query'),
        ]),
      ([list, query]) => prefetch(list.instructorCoursesQueryOptions(query.courseListQuery(params))),
    ),
  );
  return null;
}

/** /instructor/courses/:id: the course's overview and its curriculum (the Curriculum tab and dialog). */
export function prefetchInstructorCourse({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (id)
    forInstructors(() => {
      withModule(
        () => import('@/features/instructor-courses/api/get-course-overview'),
        (m) => prefetch(m.courseOverviewQueryOptions(id)),
      );
      withModule(
        () => import('@/features/instructor-courses/api/get-curriculum'),
        (m) => prefetch(m.curriculumQueryOptions(id)),
      );
    });
  return null;
}

/** /instructor/courses/:id/edit: the course as the form loads it. */
export function prefetchCourseEdit({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (id)
    forInstructors(() =>
      withModule(
        () => import('@/features/instructor-courses/api/get-editable-course'),
        (m) => prefetch(m.editableCourseQueryOptions(id)),
      ),
    );
  return null;
}

/** Runs `then` for a user who reads learners and figures (instructors, admins, subadmins). */
const whenMonitoring = (then: () => unknown) => whenSignedIn((user) => (can(user, 'monitor') ? then() : undefined));

const prefetchCoursePicker = () =>
  withModule(
    () => import('@/features/instructor-students/api/get-monitored-courses'),
    (m) => prefetch(m.monitoredCoursesQueryOptions()),
  );

/** /instructor/students, /admin/students and /instructor/courses/:id/students: the page of learners the address names, and the course picker. */
/** /instructor/quizzes: the page of quizzes the address names (its filters, sort and page), and the course filter's options. */
export function prefetchQuizzes({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  forInstructors(() =>
    withModule(
      () =>
        Promise.all([
          import('@/features/instructor-quizzes/api/get-quizzes'),
          import('@/features/instructor-quizzes/api/quiz-list-query'),
          import('@/features/instructor-quizzes/api/get-quiz-targets'),
        ]),
      ([list, query, targets]) =>
        Promise.all([prefetch(list.quizzesQueryOptions(query.quizListQuery(params))), prefetch(targets.quizTargetsQueryOptions())]),
    ),
  );
  return null;
}

export function prefetchStudents({ request, params }: LoaderFunctionArgs) {
  const query = studentsParams(new URL(request.url).searchParams, params.id);
  whenMonitoring(() => {
    withModule(
      () => import('@/features/instructor-students/api/get-students'),
      (m) => prefetch(m.studentsQueryOptions(query)),
    );
    if (!params.id) prefetchCoursePicker();
  });
  return null;
}

/** /instructor/analytics and /admin/analytics: the figures of the period and course the address names, and the course picker. */
export function prefetchAnalytics({ request }: LoaderFunctionArgs) {
  const { period, courseId, groupId } = analyticsParams(new URL(request.url).searchParams);
  whenMonitoring(() => {
    withModule(
      () => import('@/features/instructor-analytics/api/get-analytics'),
      (m) => prefetch(m.analyticsQueryOptions(period, courseId, groupId)),
    );
    prefetchCoursePicker();
  });
  return null;
}

/** Runs `then` for a user who reads the platform's accounts and figures (admins, subadmins). */
const whenReadingPlatform = (then: () => unknown) => whenSignedIn((user) => (canPlatform(user, 'read') ? then() : undefined));

const prefetchUsersOf = (search: URLSearchParams) =>
  withModule(
    () => Promise.all([import('@/features/admin-users/api/get-users'), import('@/features/admin-users/api/users-params')]),
    ([list, query]) => prefetch(list.usersQueryOptions(query.usersParams(search))),
  );

/** The Super Admin dashboard's figures, and the users list when its address opens the User Management tab. */
function prefetchAdminDashboardData(search: URLSearchParams) {
  whenReadingPlatform(() => {
    withModule(
      () => import('@/features/admin-users/api/get-admin-stats'),
      (m) => prefetch(m.adminStatsQueryOptions()),
    );
    if (search.get('tab') === 'users') prefetchUsersOf(search);
  });
}

/** /admin */
export function prefetchAdminDashboard({ request }: LoaderFunctionArgs) {
  prefetchAdminDashboardData(new URL(request.url).searchParams);
  return null;
}

/** /admin/users and /admin/user-management: the page of users the address names (?q=&role=&page=). */
export function prefetchAdminUsers({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  whenReadingPlatform(() => prefetchUsersOf(search));
  return null;
}

/** Runs `then` for a user who reads a compliance report (admins and subadmins every course's, instructors their own courses'). */
const whenReadingCompliance = (then: () => unknown) => whenSignedIn((user) => (complianceScope(user) ? then() : undefined));

/** The report of the filters the address names, and its course filter's options (the group filter's are the students page's). */
function prefetchComplianceOf(search: URLSearchParams, courseId?: string) {
  whenReadingCompliance(() =>
    withModule(
      () =>
        Promise.all([
          import('@/features/assignments/api/get-compliance'),
          import('@/features/assignments/api/compliance-params'),
          import('@/features/assignments/api/get-compliance-courses'),
        ]),
      ([report, query, courses]) => {
        void prefetch(report.complianceQueryOptions(query.complianceParams(search, courseId)));
        if (!courseId) void prefetch(courses.complianceCoursesQueryOptions());
      },
    ),
  );
}

/** /admin/compliance?course&group&status&page */
export function prefetchCompliance({ request }: LoaderFunctionArgs) {
  prefetchComplianceOf(new URL(request.url).searchParams);
  return null;
}

/** /instructor/courses/:id/compliance: the course's report and its head (the title). */
export function prefetchCourseCompliance({ request, params }: LoaderFunctionArgs) {
  const id = params.id;
  if (!id) return null;
  prefetchComplianceOf(new URL(request.url).searchParams, id);
  forInstructors(() =>
    withModule(
      () => import('@/features/instructor-courses/api/get-course-overview'),
      (m) => prefetch(m.courseOverviewQueryOptions(id)),
    ),
  );
  return null;
}
