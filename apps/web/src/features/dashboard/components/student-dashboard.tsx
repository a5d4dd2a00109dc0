import { continuesLearning, formatPercent, type EnrolledCourse, type HeroCard, type SessionUser } from '@app/core';
import { AlertCircle, BookOpen, Clock, GraduationCap, Info, Play, RotateCcw, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  CoursePreviewProvider,
  CourseRow,
  AssignedRow,
  CourseStatusNote,
  EnrolledCourseCard,
  EnrollmentStatusBadge,
  HeroBackground,
  useHome,
  useMyCourses,
} from '@/features/courses';
import { StatCard } from '@/components/stat-card';
import { formatDay } from '@/lib/format-date';

/** The student's home (/ and /dashboard): featured hero, then the Dashboard and Enrollment History tabs. */
export function StudentDashboard({ user }: { user: SessionUser }) {
  const home = useHome();
  const mine = useMyCourses();
  const firstName = user.fullName.split(' ')[0] || 'there';

  return (
    <CoursePreviewProvider>
      <title>Dashboard | LearnFlix</title>
      <FeaturedHero course={home.data?.hero ?? null} isLoading={home.isPending} greeting={`Welcome back, ${firstName}`} />
      <div className="relative z-10 mx-auto w-full max-w-[1400px] px-4 pb-16 sm:px-6 lg:px-10">
        <Tabs defaultValue="dashboard">
          <TabsList className="max-w-md">
            <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
            <TabsTrigger value="history">Enrollment History</TabsTrigger>
          </TabsList>

          <TabsContent value="dashboard" className="space-y-12">
            <AssignedRow />
            <ContinueLearning
              enrollments={mine.data?.enrollments}
              isLoading={mine.isPending}
              error={mine.error}
              retry={() => void mine.refetch()}
            />

            <section aria-label="Your learning in figures">
              <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <li>
                  <StatCard
                    label="Enrolled Courses"
                    icon={BookOpen}
                    value={mine.data?.stats.enrolledCourses ?? 0}
                    isLoading={mine.isPending}
                  />
                </li>
                <li>
                  <StatCard label="Learning Hours" icon={Clock} value={mine.data?.stats.learningHours ?? 0} isLoading={mine.isPending} />
                </li>
                <li>
                  <StatCard
                    label="Avg Progress"
                    icon={TrendingUp}
                    value={formatPercent(mine.data?.stats.averageProgress ?? 0)}
                    isLoading={mine.isPending}
                  />
                </li>
                <li>
                  <StatCard label="Completed" icon={GraduationCap} value={mine.data?.stats.completed ?? 0} isLoading={mine.isPending} />
                </li>
              </ul>
            </section>

            {home.isError ? (
              <Alert variant="destructive">
                <AlertCircle aria-hidden />
                <AlertDescription className="flex flex-wrap items-center gap-3">
                  {home.error.message}
                  <Button size="sm" variant="outline" onClick={() => void home.refetch()}>
                    <RotateCcw aria-hidden /> Try again
                  </Button>
                </AlertDescription>
              </Alert>
            ) : (
              <CourseRow title="Trending Now" courses={home.data?.trending} isLoading={home.isPending} limit={8} />
            )}

            <section
              aria-labelledby="browse-cta"
              className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-[#2a0609] via-card to-[#0d0d12] p-6 sm:p-10"
            >
              <div aria-hidden className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-primary/25 blur-3xl" />
              <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <h2 id="browse-cta" className="text-2xl font-bold text-white">
                    Ready for your next skill?
                  </h2>
                  <p className="mt-1 text-zinc-300">Explore the whole catalogue: every category, every level.</p>
                </div>
                <Button asChild size="lg">
                  <Link to="/courses">Browse All Courses</Link>
                </Button>
              </div>
            </section>

            {home.data?.rows.map((row) => (
              <CourseRow
                key={row.category.id}
                title={row.category.name}
                courses={row.courses}
                more={{ to: `/courses?category=${row.category.id}`, label: 'See all' }}
              />
            ))}
          </TabsContent>

          <TabsContent value="history">
            <EnrollmentList enrollments={mine.data?.enrollments} isLoading={mine.isPending} />
          </TabsContent>
        </Tabs>
      </div>
    </CoursePreviewProvider>
  );
}

function FeaturedHero({ course, isLoading, greeting }: { course: HeroCard | null; isLoading: boolean; greeting: string }) {
  return (
    <section aria-labelledby="dashboard-hero" className="relative isolate flex h-[70vh] min-h-[460px] items-end overflow-hidden">
      {course ? <HeroBackground course={course} active priority /> : <div aria-hidden className="absolute inset-0 -z-10 bg-cinema" />}
      <div className="mx-auto w-full max-w-[1400px] px-4 pb-12 sm:px-6 lg:px-10 lg:pb-16">
        <p className="text-sm font-semibold tracking-wider text-zinc-300 uppercase">{greeting}</p>
        {isLoading ? (
          <div className="mt-4 space-y-3" role="status" aria-label="Loading featured course">
            <Skeleton className="h-12 w-full max-w-xl" />
            <Skeleton className="h-5 w-full max-w-md" />
          </div>
        ) : course ? (
          <>
            <p className="mt-3 text-xs font-bold tracking-[0.2em] text-brand-text uppercase">Featured Course</p>
            <h1
              id="dashboard-hero"
              className="mt-2 line-clamp-3 max-w-3xl text-3xl leading-[1.05] font-black tracking-tight text-white sm:line-clamp-2 sm:text-6xl"
            >
              {course.title}
            </h1>
            {course.shortDescription && (
              <p className="mt-4 line-clamp-3 max-w-xl text-base text-zinc-200 sm:text-lg">{course.shortDescription}</p>
            )}
            <div className="mt-7 flex flex-wrap gap-3">
              <Button asChild size="lg" variant="light">
                <Link to={`/course-details/${course.id}`}>
                  <Play aria-hidden className="fill-current" /> Start Learning
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary" className="bg-white/15 text-white hover:bg-white/25">
                <Link to={`/course-details/${course.id}`}>
                  <Info aria-hidden /> More Info
                </Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1 id="dashboard-hero" className="mt-3 max-w-3xl text-4xl font-black tracking-tight text-white sm:text-6xl">
              Start Your Learning Journey Today
            </h1>
            <p className="mt-4 max-w-xl text-lg text-zinc-200">Explore our collection of courses and start learning new skills.</p>
          </>
        )}
      </div>
    </section>
  );
}

function ContinueLearning({
  enrollments,
  isLoading,
  error,
  retry,
}: {
  enrollments: EnrolledCourse[] | undefined;
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
}) {
  if (error)
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {error.message}
          <Button size="sm" variant="outline" onClick={retry}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  // One story on every screen: a completed course is never in Continue Learning (core's rule).
  const learning = enrollments?.filter((e) => continuesLearning(e.enrollment));
  if (!isLoading && (!learning || learning.length === 0)) {
    const enrolled = (enrollments?.length ?? 0) > 0;
    return (
      <section aria-labelledby="continue-empty" className="rounded-xl border border-dashed border-border bg-card/60 p-6 text-center">
        <h2 id="continue-empty" className="text-xl font-bold text-white">
          Continue Learning
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {enrolled
            ? 'Nothing in progress: every course you enrolled in is completed or on hold. Your courses are under Enrollment History.'
            : 'Courses you enroll in appear here with your progress.'}
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/courses">{enrolled ? 'Find your next course' : 'Find a course'}</Link>
        </Button>
      </section>
    );
  }
  const byCourse = new Map(learning?.map((e) => [e.course.id, e]));
  return (
    <CourseRow
      title="Continue Learning"
      courses={learning?.map((e) => e.course)}
      isLoading={isLoading}
      renderCard={(course, sizes) => <EnrolledCourseCard item={byCourse.get(course.id)!} sizes={sizes} />}
    />
  );
}

function EnrollmentList({ enrollments, isLoading }: { enrollments: EnrolledCourse[] | undefined; isLoading: boolean }) {
  if (isLoading)
    return (
      <div role="status" aria-label="Loading enrollments" className="grid gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  if (!enrollments || enrollments.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
        <BookOpen aria-hidden className="mx-auto size-10 text-muted-foreground" />
        <h2 className="mt-4 text-xl font-bold text-white">No Enrollments Yet</h2>
        <p className="mt-1 text-sm text-muted-foreground">Enroll in a course and it will show up here.</p>
        <Button asChild className="mt-5">
          <Link to="/courses">Browse All Courses</Link>
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-3" aria-label="Your enrollments">
      {enrollments.map(({ course, courseStatus, enrollment }) => (
        <li
          key={enrollment.id}
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:p-5"
        >
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-lg font-bold text-white">
              <Link
                to={`/course/${course.id}`}
                className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {course.title}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">by {course.instructor?.fullName ?? 'Unknown Instructor'}</p>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-300">
              <span>Enrolled {formatDay(enrollment.enrolledAt)}</span>
              <span className="font-semibold text-white tabular-nums">{formatPercent(enrollment.progressPercentage)} complete</span>
              <EnrollmentStatusBadge status={enrollment.status} />
              <CourseStatusNote status={courseStatus} hint />
            </p>
          </div>
          <Button asChild variant="outline" className="shrink-0">
            <Link to={`/course/${course.id}`} aria-label={`View Course: ${course.title}`}>
              View Course
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
