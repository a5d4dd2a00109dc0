import { plural } from '@app/core';
import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CourseThumbnail } from '@/features/courses';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAdminCourses } from '../../api/get-admin-courses';
import { LoadError, SearchField } from '@/components/list-parts';

/** A search of published courses (the only ones that may be featured), each with a button to feature it. */
export function PublishedCoursePicker({
  currentId,
  pending,
  onChoose,
}: {
  currentId: string | null;
  pending: boolean;
  onChoose: (courseId: string) => void;
}) {
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q.trim(), 300);
  const courses = useAdminCourses({ q: debounced, page: 1, status: 'published' });
  const data = courses.data;
  return (
    <div>
      <SearchField id="featured-q" label="Search published courses" placeholder="Course title..." value={q} onChange={setQ} />
      <p role="status" className="mt-3 text-sm text-zinc-300">
        {data
          ? data.total > data.courses.length
            ? `Showing ${data.courses.length} of ${plural(data.total, 'published course')}: search to find others.`
            : plural(data.total, 'published course')
          : ''}
      </p>
      <div className="mt-2">
        {courses.isError && !data ? (
          <LoadError
            title="Failed to load courses"
            error={courses.error}
            onRetry={() => void courses.refetch()}
            retrying={courses.isFetching}
          />
        ) : !data ? (
          <div role="status" aria-label="Loading courses" className="grid gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : data.courses.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            {debounced ? 'No published course matches this search.' : 'No course is published yet.'}
          </p>
        ) : (
          <ul className="grid max-h-96 gap-2 overflow-y-auto pr-1" aria-label="Published courses">
            {data.courses.map((c) => (
              <li key={c.id} className="flex items-center gap-3 rounded-lg border border-border bg-black/20 p-2">
                <div className="hidden h-10 w-16 shrink-0 overflow-hidden rounded-md min-[420px]:block">
                  <CourseThumbnail course={c} sizes="64px" alt="" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold break-words text-white">{c.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {c.categoryName ?? 'Uncategorized'} · {c.instructorName ?? 'Unknown Instructor'}
                  </p>
                </div>
                {c.id === currentId ? (
                  <span className="inline-flex items-center gap-1 px-2 text-sm font-semibold text-green-300">
                    <Check aria-hidden className="size-4" /> Featured
                  </span>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => onChoose(c.id)} disabled={pending} aria-label={`Feature ${c.title}`}>
                    {pending && <LoaderCircle aria-hidden className="animate-spin" />}
                    Feature
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
