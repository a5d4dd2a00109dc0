import { ANALYTICS_PERIODS, formatMoney, MESSAGES } from '@app/core';
import { AlertCircle, BarChart3, CheckCircle2, DollarSign, Star, UserCheck, UserPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { CoursePicker, GroupSelect, useGroupChoices, useMonitoredCourses } from '@/features/instructor-students';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { analyticsParams } from '../api/analytics-params';
import { useAnalytics } from '../api/get-analytics';
import { ActivitySection } from './activity-section';
import { CourseTable } from './course-table';
import { formatAverage, formatCount } from './format';
import { FunnelSection } from './funnel-section';
import { QuizRates } from './quiz-rates';

/**
 * /instructor/analytics (and /admin/analytics): every figure of the chosen period, for all the
 * courses the user monitors or the one picked, of everyone or of one group's learners; period,
 * course, group and funnel course live in the address.
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const { period, courseId, groupId } = analyticsParams(params);
  const analytics = useAnalytics(period, courseId, groupId);
  const groups = useGroupChoices(groupId ?? '');
  const courses = useMonitoredCourses();
  const data = analytics.data;

  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'course') next.delete('funnel');
    setParams(next, { replace: true });
  };
  const funnelCourse = params.get('funnel') ?? courseId ?? data?.courses[0]?.id ?? null;
  const noCourses = courses.data?.total === 0;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Analytics | LearnFlix</title>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Analytics</h1>
          <p className="mt-2 text-muted-foreground">
            Enrollments, completions, revenue and how far learners get, for the period you choose.
          </p>
        </div>
        <div className={cn('grid min-w-0 gap-3 sm:grid-cols-2', 'lg:w-[32rem]', groups && 'xl:w-[44rem] xl:grid-cols-3')}>
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-period">Period</Label>
            <NativeSelect
              id="analytics-period"
              value={String(period)}
              onChange={(e) => update('period', e.target.value === '30' ? null : e.target.value)}
            >
              {ANALYTICS_PERIODS.map((p) => (
                <option key={p} value={p}>
                  Last {p} days
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-course">Courses</Label>
            <CoursePicker
              id="analytics-course"
              value={courseId ?? ''}
              selected={data?.course ?? null}
              allLabel="All courses"
              onChange={(id) => update('course', id)}
            />
          </div>
          {groups && (
            <div className="grid min-w-0 gap-1.5 sm:col-span-2 xl:col-span-1">
              <Label htmlFor="analytics-group">Group</Label>
              <GroupSelect id="analytics-group" value={groupId ?? ''} choices={groups} onChange={(id) => update('group', id)} />
            </div>
          )}
        </div>
      </div>

      {analytics.isError ? (
        <Alert variant="destructive" className="mt-8">
          <AlertCircle aria-hidden />
          <AlertDescription>
            {MESSAGES.analyticsFailed}. {errorMessage(analytics.error, 'Please try again.')}
          </AlertDescription>
        </Alert>
      ) : noCourses ? (
        <div className="mt-8 grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <BarChart3 aria-hidden className="size-10 text-zinc-500" />
          <h2 className="text-lg font-bold text-white">No analytics yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">Figures appear here once you have a course and learners enroll in it.</p>
        </div>
      ) : (
        <div
          className={cn('mt-8 grid grid-cols-1 gap-6', analytics.isPlaceholderData && 'opacity-60 transition-opacity')}
          aria-busy={analytics.isFetching}
        >
          <section aria-label={`Totals of the last ${period} days`} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            <StatCard label="Enrollments" value={data ? formatCount(data.totals.enrollments) : ''} icon={UserPlus} isLoading={!data} />
            <StatCard label="Completions" value={data ? formatCount(data.totals.completions) : ''} icon={CheckCircle2} isLoading={!data} />
            <StatCard label="Revenue" value={data ? formatMoney(data.totals.revenue) : ''} icon={DollarSign} isLoading={!data} />
            <StatCard
              label="Active learners"
              value={data ? formatCount(data.totals.activeLearners) : ''}
              icon={UserCheck}
              isLoading={!data}
            />
            <StatCard
              label={data ? `Average rating (${formatCount(data.totals.ratingCount)})` : 'Average rating'}
              value={data ? formatAverage(data.totals.averageRating, data.totals.ratingCount) : ''}
              icon={Star}
              isLoading={!data}
            />
          </section>
          {!data ? (
            <Skeleton className="h-80" />
          ) : (
            <>
              <ActivitySection data={data} />
              {data.courses.length > 0 && (
                <FunnelSection
                  courses={data.courses}
                  courseId={funnelCourse}
                  period={period}
                  groupId={groupId}
                  onCourse={(id) => update('funnel', id)}
                />
              )}
              <CourseTable courses={data.courses} period={period} />
              <QuizRates quizzes={data.quizzes} period={period} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
