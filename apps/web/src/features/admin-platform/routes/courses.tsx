import { ADMIN_COURSE_STATUS_FILTERS, plural, type AdminCourseRow } from '@app/core';
import { BookOpen, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { AssignCourseDialog } from '@/features/assignments';
import { useSession } from '@/features/auth';
import { usePageCount } from '@/hooks/use-page-count';
import { useAdminCourses } from '../api/get-admin-courses';
import { COURSE_STATUS_LABELS } from '../components/courses/course-status';
import { AdminCourseTable } from '../components/courses/course-table';
import { RemoveCourseDialog } from '../components/courses/remove-course-dialog';
import { AdminPage } from '@/components/admin-page';
import { EmptyState, FilterSelect, ListSkeleton, LoadError, SearchField } from '@/components/list-parts';
import { useListAddress } from '@/hooks/use-list-address';

const STATUS_FILTER_LABELS = { all: 'All statuses', ...COURSE_STATUS_LABELS };

/** /admin/courses: every course, with the status select and a menu to archive or delete for admins, read-only for subadmins. */
export function Component() {
  const { user } = useSession();
  const { params, q, query, update } = useListAddress();
  const status = (ADMIN_COURSE_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : 'all';
  const courses = useAdminCourses({ ...query, status });
  const [removing, setRemoving] = useState<AdminCourseRow | null>(null);
  const [assigning, setAssigning] = useState<AdminCourseRow | null>(null);
  const data = courses.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.courses.length });
  const filtered = Boolean(query.q || status !== 'all');

  return (
    <AdminPage title="Course Management" description="Every course on the platform, with its instructor, category, enrollments and rating.">
      <search className="mt-6 grid gap-3 rounded-xl border border-border bg-card/70 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchField id="courses-q" label="Search" placeholder="Course title..." value={q} onChange={(v) => update({ q: v }, true)} />
        <FilterSelect
          id="courses-status"
          label="Status"
          value={status}
          choices={ADMIN_COURSE_STATUS_FILTERS}
          labels={STATUS_FILTER_LABELS}
          defaultValue="all"
          onChange={(next) => update({ status: next })}
        />
      </search>

      <div className="mt-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-300">
          {data && !courses.isError ? plural(data.total, 'course') : courses.isPending ? 'Loading courses…' : ''}
        </p>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => update({ q: null, status: null })}>
            <RotateCcw aria-hidden /> Clear filters
          </Button>
        )}
      </div>

      <section aria-label="Courses" aria-busy={courses.isFetching} className="mt-3">
        {courses.isError && !data ? (
          <LoadError
            title="Failed to load courses"
            error={courses.error}
            onRetry={() => void courses.refetch()}
            retrying={courses.isFetching}
          />
        ) : !data || moving || !user ? (
          <ListSkeleton label="Loading courses" />
        ) : data.courses.length === 0 ? (
          <EmptyState icon={BookOpen} title={filtered ? 'No courses match these filters' : 'No courses yet'}>
            {filtered ? 'Try another title or status.' : 'Courses appear here as soon as an instructor creates one.'}
          </EmptyState>
        ) : (
          <div className={courses.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AdminCourseTable courses={data.courses} user={user} onRemove={setRemoving} onAssign={setAssigning} />
          </div>
        )}
      </section>

      {data && pages > 1 && (
        <div className="mt-6">
          <Pagination page={data.page} pages={pages} label="Course pages" />
        </div>
      )}
      <RemoveCourseDialog course={removing} onClose={() => setRemoving(null)} />
      <AssignCourseDialog course={assigning} onClose={() => setAssigning(null)} />
    </AdminPage>
  );
}
