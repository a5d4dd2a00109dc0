import { AlertCircle, Plus, RotateCcw, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api';
import { useInstructorCourses } from '../api/get-courses';
import { courseListQuery } from '../api/course-list-query';
import { CourseTable, CourseTableSkeleton } from '../components/course-table';
import { NoCourses } from '../components/no-courses';
import { useCourseDialogs } from '../components/use-course-dialogs';

/** /instructor/courses: the caller's courses with search, pages, the create dialog and a menu per row. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = courseListQuery(params);
  const q = useDebouncedValue(query.q, 300);
  const courses = useInstructorCourses({ q, page: query.page });
  const { dialogs, create, actions } = useCourseDialogs();
  const data = courses.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const setSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>Course Management | LearnFlix</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Course Management</h1>
          <p className="mt-2 text-muted-foreground">Create, edit and publish your courses.</p>
        </div>
        <Button onClick={create} className="sm:w-fit">
          <Plus aria-hidden /> Create Course
        </Button>
      </div>

      <div role="search" className="relative mt-8 max-w-md">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search your courses by title"
          placeholder="Search your courses…"
          className="pl-9"
          value={query.q}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      <section aria-label="Your courses" aria-busy={courses.isFetching} className="mt-6">
        {courses.isError && !data ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle>Failed to load your courses</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {errorMessage(courses.error, 'Please try again.')}
              <Button size="sm" variant="outline" onClick={() => void courses.refetch()} disabled={courses.isFetching}>
                <RotateCcw aria-hidden /> Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : !data ? (
          <CourseTableSkeleton rows={6} />
        ) : data.courses.length === 0 ? (
          <NoCourses onCreate={create} searched={q.trim() !== ''} />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" role="status">
              {data.total === 1 ? '1 course' : `${data.total} courses`}
              {q.trim() ? ` matching “${q.trim()}”` : ''}
            </p>
            <CourseTable courses={data.courses} caption="Your courses" actions="menu" {...actions} />
            <div className="mt-6">
              <Pagination page={query.page} pages={pages} label="Course pages" />
            </div>
          </>
        )}
      </section>
      {dialogs}
    </div>
  );
}
