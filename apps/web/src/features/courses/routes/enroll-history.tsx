import { formatPercent, type EnrollmentHistoryItem } from '@app/core';
import { AlertCircle, BookOpen, CheckCircle2, ClipboardCheck, Clock, FileQuestion, RotateCcw, Search, TrendingUp } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageCount } from '@/hooks/use-page-count';
import { cn } from '@/lib/utils';
import { useEnrollmentHistory } from '../api/get-enrollment-history';
import { CourseStatusNote } from '../components/course-status-note';
import { StatCard } from '@/components/stat-card';
import { formatDay } from '@/lib/format-date';

/** /enroll-history: the learner's figures and every enrollment, searched and paged by the server. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // Within the server's limits: a page past the end then goes to the last page (below).
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const debouncedQ = useDebouncedValue(q.trim(), 350);
  const history = useEnrollmentHistory({ q: debouncedQ || undefined, page });
  const data = history.data;
  const stats = data?.stats;
  const loading = history.isPending;

  const onSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true });
  };

  const { pages, moving } = usePageCount(data && { ...data, shown: data.items.length });
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-10 sm:px-6 lg:px-10">
      <title>Enrollment History | LearnFlix</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Enrollment History</h1>
      <p className="mt-2 text-muted-foreground">Every course you have enrolled in, with your progress and quizzes.</p>

      <section aria-label="Your figures" className="mt-8">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          <li>
            <StatCard label="Enrolled Courses" icon={BookOpen} value={stats?.enrolledCourses ?? 0} isLoading={loading} />
          </li>
          <li>
            <StatCard label="Learning Hours" icon={Clock} value={stats?.learningHours ?? 0} isLoading={loading} />
          </li>
          <li>
            <StatCard label="Average Progress" icon={TrendingUp} value={formatPercent(stats?.averageProgress ?? 0)} isLoading={loading} />
          </li>
          <li>
            <StatCard label="Completed" icon={CheckCircle2} value={stats?.completed ?? 0} isLoading={loading} />
          </li>
          <li>
            <StatCard label="Total Quiz Taken" icon={FileQuestion} value={stats?.quizzesTaken ?? 0} isLoading={loading} />
          </li>
          <li>
            <StatCard label="Status Submit Quiz" icon={ClipboardCheck} value={stats?.quizzesSubmitted ?? 0} isLoading={loading} />
          </li>
        </ul>
      </section>

      <section aria-labelledby="history-heading" className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="history-heading" className="text-xl font-bold text-white">
            Enrollments
          </h2>
          <div className="relative sm:w-80">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              aria-label="Search by course title"
              placeholder="Search by course title..."
              value={q}
              maxLength={200}
              onChange={(e) => onSearch(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>

        <div className="mt-4">
          {history.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription className="flex flex-wrap items-center gap-3">
                {history.error.message}
                <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
                  <RotateCcw aria-hidden /> Try again
                </Button>
              </AlertDescription>
            </Alert>
          ) : !data || moving ? (
            <div role="status" aria-label="Loading enrollments" className="grid gap-2">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          ) : data.items.length === 0 ? (
            <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
              <BookOpen aria-hidden className="mx-auto size-10 text-muted-foreground" />
              <p className="mt-4 text-lg font-bold text-white">{q ? 'No enrollments match your search' : 'No Enrollments Yet'}</p>
              <Button asChild className="mt-5" variant={q ? 'outline' : 'default'}>
                {q ? <Link to="/enroll-history">Clear search</Link> : <Link to="/courses">Browse All Courses</Link>}
              </Button>
            </div>
          ) : (
            <div className={cn(history.isPlaceholderData && 'opacity-60 transition-opacity')} aria-busy={history.isFetching || undefined}>
              <HistoryTable items={data.items} />
              <HistoryCards items={data.items} />
              <div className="mt-6 flex flex-col items-center gap-4 md:flex-row md:justify-between">
                <p className="text-sm text-muted-foreground" role="status">
                  Showing {from} to {to} of {data.total} results
                </p>
                <Pagination page={data.page} pages={pages} label="Enrollment history pages" />
              </div>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

function SubmitStatus({ submitted }: { submitted: boolean }) {
  return submitted ? <Badge variant="success">Submitted</Badge> : <Badge variant="secondary">Not Submitted</Badge>;
}

/** The course's title, leading to the player, with 'Archived' or 'Unpublished' beside a course that left the catalogue. */
function CourseTitle({ item }: { item: EnrollmentHistoryItem }) {
  return (
    <>
      <Link
        to={`/course/${item.course.id}`}
        className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {item.course.title}
      </Link>
      <CourseStatusNote status={item.course.status} className="mt-1 flex font-normal" />
    </>
  );
}

function ProgressCell({ item }: { item: EnrollmentHistoryItem }) {
  return (
    <div className="flex min-w-32 items-center gap-2">
      <Progress value={item.progressPercentage} label={`Progress in ${item.course.title}`} className="flex-1" />
      <span className="w-10 text-right text-xs font-semibold text-zinc-200 tabular-nums">{formatPercent(item.progressPercentage)}</span>
    </div>
  );
}

/** From md up: the table the spec describes. */
function HistoryTable({ items }: { items: EnrollmentHistoryItem[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border md:block">
      <table className="w-full min-w-[860px] text-left text-sm">
        <caption className="sr-only">Your enrollments</caption>
        <thead className="bg-card text-xs tracking-wider text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Course
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Category
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Enrolled On
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Progress
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Completed On
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Quizzes Taken
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Submit Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => (
            <tr key={item.enrollmentId} className="bg-black/20 hover:bg-white/[0.03]">
              <th scope="row" className="max-w-72 px-4 py-3 font-semibold text-white">
                <CourseTitle item={item} />
              </th>
              <td className="px-4 py-3 text-zinc-300">{item.course.categoryName ?? 'Uncategorized'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-zinc-300">{formatDay(item.enrolledAt)}</td>
              <td className="px-4 py-3">
                <ProgressCell item={item} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-zinc-300">{formatDay(item.completedAt)}</td>
              <td className="px-4 py-3 text-zinc-300 tabular-nums">{item.quizzesTaken}</td>
              <td className="px-4 py-3">
                <SubmitStatus submitted={item.submitted} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under md: one card per enrollment with the same facts. */
function HistoryCards({ items }: { items: EnrollmentHistoryItem[] }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Your enrollments">
      {items.map((item) => (
        <li key={item.enrollmentId} className="rounded-xl border border-border bg-card p-4">
          <h3 className="font-semibold text-white">
            <CourseTitle item={item} />
          </h3>
          <p className="text-xs text-muted-foreground">{item.course.categoryName ?? 'Uncategorized'}</p>
          <div className="mt-3">
            <ProgressCell item={item} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
            <div>
              <dt className="text-muted-foreground">Enrolled On</dt>
              <dd className="text-zinc-200">{formatDay(item.enrolledAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Completed On</dt>
              <dd className="text-zinc-200">{formatDay(item.completedAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Quizzes Taken</dt>
              <dd className="text-zinc-200">{item.quizzesTaken}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Submit Status</dt>
              <dd>
                <SubmitStatus submitted={item.submitted} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
