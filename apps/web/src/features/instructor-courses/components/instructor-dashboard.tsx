import { formatMoney, type SessionUser } from '@app/core';
import { AlertCircle, BookOpen, CheckCircle2, DollarSign, Plus, RotateCcw, Users } from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useInstructorDashboard } from '../api/get-dashboard';
import { CourseTable, CourseTableSkeleton } from './course-table';
import { NoCourses } from './no-courses';
import { RecentCourses } from './recent-courses';
import { useCourseDialogs } from './use-course-dialogs';

/** The instructor's home (/ and /instructor): figures, recent courses and Course Management. */
export function InstructorDashboard({ user }: { user: SessionUser }) {
  const dashboard = useInstructorDashboard();
  const { dialogs, create, actions } = useCourseDialogs();
  const data = dashboard.data;
  const loading = dashboard.isPending;

  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>Instructor Dashboard | LearnFlix</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-white sm:text-4xl">Welcome back, {user.fullName}</h1>
          <p className="mt-2 text-muted-foreground">Your courses, students and revenue at a glance.</p>
        </div>
        <Button onClick={create} className="sm:w-fit">
          <Plus aria-hidden /> Create Course
        </Button>
      </div>

      {dashboard.isError ? (
        <Alert variant="destructive" className="mt-8">
          <AlertCircle aria-hidden />
          <AlertTitle>Failed to load your courses</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {errorMessage(dashboard.error, 'Please try again.')}
            <Button size="sm" variant="outline" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
              <RotateCcw aria-hidden /> Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <section aria-label="Your figures" className="mt-8">
            <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
              <li>
                <StatCard label="Total Courses" icon={BookOpen} value={data?.stats.totalCourses ?? 0} isLoading={loading} />
              </li>
              <li>
                <StatCard label="Published" icon={CheckCircle2} value={data?.stats.published ?? 0} isLoading={loading} />
              </li>
              <li>
                <StatCard label="Total Students" icon={Users} value={data?.stats.totalStudents ?? 0} isLoading={loading} />
              </li>
              <li>
                <StatCard label="Revenue" icon={DollarSign} value={formatMoney(data?.stats.revenue ?? 0)} isLoading={loading} />
              </li>
            </ul>
          </section>

          {(loading || (data && data.recentCourses.length > 0)) && <RecentCourses courses={data?.recentCourses} />}

          <section aria-labelledby="course-management-heading" aria-busy={loading} className="mt-10">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="course-management-heading" className="text-xl font-bold text-white">
                Course Management
              </h2>
              {data && data.total > data.courses.length && (
                <Link to="/instructor/courses" className="text-sm font-semibold text-brand-text hover:underline">
                  All {data.total} courses
                </Link>
              )}
            </div>
            <div className="mt-4">
              {loading ? (
                <CourseTableSkeleton />
              ) : data && data.courses.length > 0 ? (
                <CourseTable courses={data.courses} caption="Your courses" actions="buttons" {...actions} />
              ) : (
                <NoCourses onCreate={create} />
              )}
            </div>
          </section>
        </>
      )}
      {dialogs}
    </div>
  );
}
