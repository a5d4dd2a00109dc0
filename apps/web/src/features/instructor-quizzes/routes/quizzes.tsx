import { plural, QUIZ_LIST_SORTS, QUIZ_LIST_STATUSES, type QuizListItem, type QuizListSort, type QuizListStatus } from '@app/core';
import { BarChart3, CheckCircle2, FileQuestion, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState, FilterSelect, LoadError, SearchField } from '@/components/list-parts';
import { Pagination } from '@/components/pagination';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useListAddress } from '@/hooks/use-list-address';
import { usePageCount } from '@/hooks/use-page-count';
import { errorMessage } from '@/lib/api';
import { useQuizTargets } from '../api/get-quiz-targets';
import { useQuizzes } from '../api/get-quizzes';
import { quizListQuery } from '../api/quiz-list-query';
import { DeleteQuizDialog } from '../components/delete-quiz-dialog';
import { QuizCard, QuizCardSkeleton } from '../components/quiz-card';

const LOAD_FAILED = 'Failed to load quizzes';
const STATUS_LABELS: Record<QuizListStatus, string> = { all: 'All statuses', published: 'Published', draft: 'Draft' };
const SORT_LABELS: Record<QuizListSort, string> = {
  newest: 'Newest first',
  title: 'Title (A–Z)',
  course: 'Course (A–Z)',
  attempts: 'Most attempts',
};

/** /instructor/quizzes: Quiz Management. An instructor's quizzes (an admin's: all), searched, filtered and sorted on the server, a page at a time. */
export function Component() {
  const { params, q, query, update } = useListAddress();
  const filters = { ...quizListQuery(params), q: query.q };
  const quizzes = useQuizzes(filters);
  const courses = useQuizTargets();
  const [deleting, setDeleting] = useState<QuizListItem | null>(null);
  const data = quizzes.data;
  const summary = data?.summary;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.quizzes.length });
  const filtered = Boolean(filters.q || filters.courseId || filters.status !== 'all');
  const loading = quizzes.isPending;

  // The spec's error toast, besides the notice with its retry button in the page.
  useEffect(() => {
    if (quizzes.isError) toast.error(LOAD_FAILED, { id: 'quizzes-load', description: errorMessage(quizzes.error, 'Please try again.') });
  }, [quizzes.isError, quizzes.error]);

  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>Quiz Management | LearnFlix</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Quiz Management</h1>
          <p className="mt-2 text-muted-foreground">Create, publish and follow the quizzes of your courses.</p>
        </div>
        <Button asChild className="sm:w-fit">
          <Link to="/instructor/quizzes/new">
            <Plus aria-hidden /> Create Quiz
          </Link>
        </Button>
      </div>

      <section aria-label="Quiz figures" className="mt-8">
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          <li>
            <StatCard label="Total Quizzes" icon={FileQuestion} value={summary?.totalQuizzes ?? 0} isLoading={loading} />
          </li>
          <li>
            <StatCard label="Published" icon={CheckCircle2} value={summary?.published ?? 0} isLoading={loading} />
          </li>
          <li>
            <StatCard label="Total Attempts" icon={BarChart3} value={summary?.totalAttempts ?? 0} isLoading={loading} />
          </li>
        </ul>
      </section>

      <section aria-labelledby="your-quizzes-heading" className="mt-10">
        <h2 id="your-quizzes-heading" className="text-xl font-bold text-white">
          Your Quizzes
        </h2>
        <search className="mt-4 grid gap-3 rounded-xl border border-border bg-card/70 p-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
          <SearchField
            id="quizzes-q"
            label="Search"
            placeholder="Quiz or course title..."
            value={q}
            onChange={(v) => update({ q: v }, true)}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="quizzes-course">Course</Label>
            <NativeSelect id="quizzes-course" value={filters.courseId} onChange={(e) => update({ courseId: e.target.value })}>
              <option value="">All courses</option>
              {/* A course named by the address but not (yet) among the options still shows as chosen. */}
              {filters.courseId && !courses.data?.some((c) => c.id === filters.courseId) && (
                <option value={filters.courseId}>This course</option>
              )}
              {courses.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FilterSelect
            id="quizzes-status"
            label="Status"
            value={filters.status}
            choices={QUIZ_LIST_STATUSES}
            labels={STATUS_LABELS}
            defaultValue="all"
            onChange={(status) => update({ status })}
          />
          <FilterSelect
            id="quizzes-sort"
            label="Sort by"
            value={filters.sort}
            choices={QUIZ_LIST_SORTS}
            labels={SORT_LABELS}
            defaultValue="newest"
            onChange={(sort) => update({ sort })}
          />
        </search>

        <div className="mt-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-zinc-300">
            {data && !quizzes.isError ? plural(data.total, 'quiz', 'quizzes') : loading ? 'Loading quizzes…' : ''}
          </p>
          {filtered && (
            <Button variant="ghost" size="sm" onClick={() => update({ q: null, courseId: null, status: null })}>
              <RotateCcw aria-hidden /> Clear filters
            </Button>
          )}
        </div>

        <div aria-busy={quizzes.isFetching} className="mt-3">
          {quizzes.isError && !data ? (
            <LoadError title={LOAD_FAILED} error={quizzes.error} onRetry={() => void quizzes.refetch()} retrying={quizzes.isFetching} />
          ) : !data || moving ? (
            <div role="status" aria-label="Loading quizzes" className="grid gap-4 lg:grid-cols-2">
              <QuizCardSkeleton />
              <QuizCardSkeleton />
              <QuizCardSkeleton />
              <QuizCardSkeleton />
            </div>
          ) : data.quizzes.length === 0 ? (
            filtered ? (
              <EmptyState icon={FileQuestion} title="No quizzes match these filters">
                Try another title, course or status, or clear the filters.
              </EmptyState>
            ) : (
              <EmptyState icon={FileQuestion} title="No quizzes yet">
                <p>Create your first quiz to start testing your students</p>
                <Button asChild className="mt-4">
                  <Link to="/instructor/quizzes/new">
                    <Plus aria-hidden /> Create Quiz
                  </Link>
                </Button>
              </EmptyState>
            )
          ) : (
            <ul className={`grid gap-4 lg:grid-cols-2 ${quizzes.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}>
              {data.quizzes.map((quiz) => (
                <li key={quiz.id}>
                  <QuizCard quiz={quiz} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {data && pages > 1 && (
          <div className="mt-6">
            <Pagination page={data.page} pages={pages} label="Quiz pages" />
          </div>
        )}
      </section>
      <DeleteQuizDialog quiz={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
