import { MESSAGES, plural, SORT_DIRECTIONS, STUDENT_SORTS, STUDENTS_PAGE_SIZE, type SortDirection, type StudentSort } from '@app/core';
import { AlertCircle, ArrowLeft, Download, RotateCcw, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageCount } from '@/hooks/use-page-count';
import { ApiError, errorMessage } from '@/lib/api';
import { useExportStudents } from '../api/export-students';
import { useStudents } from '../api/get-students';
import { studentsParams } from '../api/students-params';
import { useGroupChoices } from './group-select';
import { StudentDetailSheet } from './student-detail';
import { StudentsFilters } from './students-filters';
import { StudentsTable } from './students-table';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The students of one course (`courseId`: /instructor/courses/{id}/students) or of every course the
 * user monitors, with a course picker (/instructor/students, /admin/students). Filters, sort, page
 * and the open learner live in the address.
 */
export function StudentsPage({ courseId }: { courseId?: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const debouncedQ = useDebouncedValue(q.trim(), 350);
  const query = studentsParams(params, courseId, debouncedQ);
  const students = useStudents(query);
  const groups = useGroupChoices(params.get('group') ?? '');
  const exporting = useExportStudents();
  const sort = oneOf<StudentSort>(STUDENT_SORTS, params.get('sort'), 'enrolled');
  const dir = oneOf<SortDirection>(SORT_DIRECTIONS, params.get('dir'), 'desc');
  const data = students.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.students.length });
  const error = students.error;
  const badFilter = error instanceof ApiError && error.status === 400;
  // The spec: a course whose students cannot be fetched at all (another instructor's, deleted, the
  // server failing) sends the instructor back to their courses; a bad filter is said in place.
  const courseGone = courseId !== undefined && students.isError && !data && !badFilter;

  useEffect(() => {
    if (!courseGone) return;
    toast.error(MESSAGES.courseStudentsFailed, { id: 'course-students', description: errorMessage(error, 'Please try again.') });
    void navigate('/instructor/courses', { replace: true });
  }, [courseGone, error, navigate]);

  const update = (change: Record<string, string | null | undefined>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // New filters or order: back to the first page (a page link's `after` belongs to the old ones).
    if (!('page' in change)) {
      next.delete('page');
      next.delete('after');
    }
    setParams(next, { replace });
  };

  const runExport = () =>
    exporting.mutate(query, {
      onSuccess: () => toast.success(MESSAGES.studentExportDone),
      onError: (e) => toast.error(MESSAGES.studentExportFailed, { description: errorMessage(e, 'Please try again.') }),
    });

  const course = data?.course;
  const title = courseId ? 'Course Students' : 'Students';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <title>{`${course ? `${course.title} · ` : ''}${title} | LearnFlix`}</title>
      {courseId && (
        <Button asChild variant="ghost" size="sm" className="-ml-3 mb-3 text-zinc-300">
          <Link to="/instructor/courses">
            <ArrowLeft aria-hidden /> Back to Course Management
          </Link>
        </Button>
      )}
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted-foreground">
            {courseId
              ? course
                ? `Everyone enrolled in ${course.title}: their progress, quiz results and answers waiting for you.`
                : 'Everyone enrolled in this course.'
              : 'Every learner of the courses you monitor, one row per enrollment.'}
          </p>
        </div>
        <Button onClick={runExport} disabled={exporting.isPending || !data || data.total === 0} className="self-start md:self-auto">
          <Download aria-hidden /> {exporting.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <div className="mt-6">
        <StudentsFilters
          values={{
            q,
            status: params.get('status') ?? 'all',
            sort,
            dir,
            course: params.get('course') ?? '',
            group: params.get('group') ?? '',
          }}
          onChange={update}
          coursePicker={courseId ? undefined : { selected: data?.course ?? null }}
          groups={groups}
        />
      </div>

      <div className="mt-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-300">
          {data && !students.isError ? plural(data.total, 'student') : students.isPending ? 'Loading students…' : ''}
        </p>
        {(q || params.get('status') || params.get('course') || params.get('group')) && (
          <Button variant="ghost" size="sm" onClick={() => update({ q: null, status: null, course: null, group: null })}>
            <RotateCcw aria-hidden /> Clear filters
          </Button>
        )}
      </div>

      <div className="mt-3">
        {students.isError && !courseGone ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>
              {badFilter
                ? errorMessage(error, 'These filters are not valid.')
                : `${MESSAGES.studentsFailed}. ${errorMessage(error, 'Please try again.')}`}
            </AlertDescription>
          </Alert>
        ) : !data || moving ? (
          <div role="status" aria-label="Loading students" className="grid gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : data.students.length === 0 ? (
          <EmptyState filtered={Boolean(query.q || query.status || query.group)} />
        ) : (
          <div className={students.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <StudentsTable
              rows={data.students}
              showCourse={!courseId}
              sort={sort}
              dir={dir}
              onSort={(s, d) =>
                update({ sort: s === 'enrolled' && d === 'desc' ? null : s, dir: s === 'enrolled' && d === 'desc' ? null : d })
              }
              onOpen={(id) => update({ student: id, page: params.get('page') })}
            />
          </div>
        )}
      </div>

      {data && pages > 1 && (
        <div className="mt-6">
          <Pagination
            page={data.page}
            pages={pages}
            label="Students pages"
            linkParams={(p) => ({ after: p === 1 ? null : p === pages ? data.cursors.end : data.cursors.next })}
          />
          <p className="mt-2 text-center text-xs text-muted-foreground">
            {STUDENTS_PAGE_SIZE} a page · page {data.page} of {pages}
          </p>
        </div>
      )}

      <StudentDetailSheet enrollmentId={params.get('student')} onClose={() => update({ student: null, page: params.get('page') })} />
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <Users aria-hidden className="size-10 text-zinc-500" />
      <h2 className="text-lg font-bold text-white">{filtered ? 'No students match these filters' : 'No students yet'}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {filtered ? 'Try other filters.' : 'Learners appear here as soon as they enroll in a course of yours.'}
      </p>
    </div>
  );
}
