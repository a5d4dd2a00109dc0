import { CATALOGUE_PAGE_SIZE, COURSE_LEVELS, COURSE_SORTS, plural, type CourseSort } from '@app/core';
import { AlertCircle, RotateCcw, Search, SearchX, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageCount } from '@/hooks/use-page-count';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCategories } from '../api/get-categories';
import { catalogueQuery } from '../api/catalogue-query';
import { useCourses } from '../api/get-courses';
import { CourseCard, CourseCardSkeleton } from '../components/course-card';
import { PICTURE_SIZES } from '../components/course-thumbnail';
import { CoursePreviewProvider } from '../components/course-preview-provider';
import { COURSE_GRID } from '../components/course-row';

/** Cards in the grid's first row at its widest (5 columns). */
const FIRST_ROW = 5;

const SORT_LABELS: Record<CourseSort, string> = {
  newest: 'Newest',
  popular: 'Most Popular',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
};

/** /courses: search, filters, sort and page all live in the address, so any view can be shared. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const level = params.get('level') ?? '';
  const sort = params.get('sort') ?? '';
  const debouncedQ = useDebouncedValue(q.trim(), 350);
  const courses = useCourses(catalogueQuery(params, debouncedQ));
  const categories = useCategories();

  /** Changes one parameter; any change but the page's goes back to page 1. */
  const update = (key: string, value: string, { replace = false } = {}) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace });
  };
  const hasFilters = Boolean(q || category || level || sort);
  const badRequest = courses.error instanceof ApiError && courses.error.status === 400;
  const data = courses.data;
  const { pages, moving } = usePageCount(data && { ...data, pageSize: data.pageSize || CATALOGUE_PAGE_SIZE, shown: data.courses.length });

  return (
    <CoursePreviewProvider>
      <title>Courses | LearnFlix</title>
      <PageMeta description="Explore LearnFlix courses by category and level: video, audio, reading and quizzes from expert instructors." />
      <div className="mx-auto w-full max-w-[1400px] px-4 py-10 sm:px-6 lg:px-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Explore Our Courses</h1>
        <p className="mt-2 text-muted-foreground">Learn from expert instructors, at your own pace.</p>

        <search className="mt-8 grid gap-3 rounded-xl border border-border bg-card/70 p-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
          <div className="grid gap-1.5">
            <Label htmlFor="catalogue-q">Search</Label>
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                id="catalogue-q"
                type="search"
                placeholder="Search courses..."
                value={q}
                maxLength={200}
                onChange={(e) => update('q', e.target.value, { replace: true })}
                className="pl-9"
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="catalogue-category">Category</Label>
            <NativeSelect id="catalogue-category" value={category} onChange={(e) => update('category', e.target.value)}>
              <option value="">All Categories</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="catalogue-level">Level</Label>
            <NativeSelect id="catalogue-level" className="capitalize" value={level} onChange={(e) => update('level', e.target.value)}>
              <option value="">All Levels</option>
              {COURSE_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="catalogue-sort">Sort by</Label>
            <NativeSelect
              id="catalogue-sort"
              value={sort || 'newest'}
              onChange={(e) => update('sort', e.target.value === 'newest' ? '' : e.target.value)}
            >
              {COURSE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </search>

        <div className="mt-6 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-zinc-300">
            {data && !courses.isError ? `${plural(data.total, 'course')} found` : courses.isPending ? 'Loading courses…' : ''}
          </p>
          {hasFilters && (
            <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
              <X aria-hidden /> Clear Filters
            </Button>
          )}
        </div>

        <div className="mt-4">
          {courses.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription className="flex flex-wrap items-center gap-3">
                {courses.error.message}
                {badRequest ? (
                  <Button size="sm" variant="outline" onClick={() => setParams(new URLSearchParams())}>
                    Clear Filters
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => void courses.refetch()}>
                    <RotateCcw aria-hidden /> Try again
                  </Button>
                )}
              </AlertDescription>
            </Alert>
          ) : !data || moving ? (
            // The status role sits on a wrapper: on the <ul> itself it would replace the list role,
            // leaving its <li>s outside any list.
            <div role="status" aria-label="Loading courses">
              <ul className={COURSE_GRID}>
                {Array.from({ length: 10 }, (_, i) => (
                  <li key={i}>
                    <CourseCardSkeleton rowOnPhone />
                  </li>
                ))}
              </ul>
            </div>
          ) : data.courses.length === 0 ? (
            <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-16 text-center">
              <SearchX aria-hidden className="mx-auto size-10 text-muted-foreground" />
              <h2 className="mt-4 text-xl font-bold text-white">No courses found</h2>
              <p className="mt-1 text-sm text-muted-foreground">Try another search or fewer filters.</p>
              {hasFilters && (
                <Button className="mt-5" variant="outline" onClick={() => setParams(new URLSearchParams())}>
                  Clear Filters
                </Button>
              )}
            </div>
          ) : (
            <>
              <ul
                className={cn(COURSE_GRID, courses.isPlaceholderData && 'opacity-60 transition-opacity')}
                aria-busy={courses.isFetching || undefined}
              >
                {data.courses.map((course, i) => (
                  <li key={course.id}>
                    {/* The first row is on screen at once; the first picture is the page's largest (LCP) on phones. */}
                    <CourseCard
                      course={course}
                      headingLevel="h2"
                      sizes={PICTURE_SIZES.catalogue}
                      rowOnPhone
                      eager={i < FIRST_ROW}
                      priority={i === 0}
                    />
                  </li>
                ))}
              </ul>
              <div className="mt-10">
                <Pagination page={data.page} pages={pages} label="Catalogue pages" />
              </div>
            </>
          )}
        </div>
      </div>
    </CoursePreviewProvider>
  );
}
