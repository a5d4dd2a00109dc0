import { continuesLearning, type CourseCard, type EnrolledCourse } from '@app/core';
import { AlertCircle, BookOpen, ChevronDown, Filter, RotateCcw, Search, X } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useCategories } from '../api/get-categories';
import { useMyCourses } from '../api/get-my-courses';
import { CoursePreviewProvider } from '../components/course-preview-provider';
import { AssignedRow } from '../components/assigned-row';
import { CourseRow } from '../components/course-row';
import { EnrolledCourseCard } from '../components/enrolled-course-card';

/** /my-courses: the learner's courses, searchable and filtered by any number of categories. */
export function Component() {
  const mine = useMyCourses();
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);

  const text = search.trim().toLowerCase();
  const matches = (course: CourseCard) =>
    (!text || `${course.title} ${course.shortDescription}`.toLowerCase().includes(text)) &&
    (selected.length === 0 || (course.category !== null && selected.includes(course.category.id)));
  const filtering = Boolean(text) || selected.length > 0;
  const clear = () => {
    setSearch('');
    setSelected([]);
  };
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const nameOf = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? 'Category';

  const enrollments = mine.data?.enrollments ?? [];
  const shown = enrollments.filter((e) => matches(e.course));
  // One story on every screen: Continue Learning never lists a completed course (core's rule).
  const learning = shown.filter((e) => continuesLearning(e.enrollment));
  const completed = shown.filter((e) => e.enrollment.status === 'completed');
  const onHold = shown.filter((e) => e.enrollment.status === 'inactive');

  return (
    <CoursePreviewProvider>
      <title>My Courses | LearnFlix</title>
      <div className="mx-auto w-full max-w-[1400px] px-4 py-10 sm:px-6 lg:px-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">My Courses</h1>
        <p className="mt-2 text-muted-foreground">Pick up where you left off, or find something new.</p>

        <div className="mt-8 flex flex-col gap-3 rounded-xl border border-border bg-card/70 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              aria-label="Search my courses"
              placeholder="Search my courses…"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
          <Popover>
            <PopoverTrigger asChild>
              <Button variant="outline" className="justify-between sm:w-56">
                <span className="flex items-center gap-2">
                  <Filter aria-hidden /> Categories{selected.length > 0 && ` (${selected.length})`}
                </span>
                <ChevronDown aria-hidden />
              </Button>
            </PopoverTrigger>
            <PopoverContent align="end" className="max-h-80 w-64 overflow-y-auto p-2">
              <fieldset>
                <legend className="px-2 py-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  Filter by category
                </legend>
                {categories.isPending ? (
                  <p className="px-2 py-1.5 text-sm text-muted-foreground">Loading…</p>
                ) : (
                  categories.data?.map((c) => (
                    <label key={c.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent">
                      <input
                        type="checkbox"
                        checked={selected.includes(c.id)}
                        onChange={() => toggle(c.id)}
                        className="size-4 accent-[var(--primary)]"
                      />
                      {c.name}
                    </label>
                  ))
                )}
              </fieldset>
            </PopoverContent>
          </Popover>
          {filtering && (
            <Button variant="ghost" onClick={clear}>
              <X aria-hidden /> Clear Filters
            </Button>
          )}
        </div>
        {selected.length > 0 && (
          <ul aria-label="Selected categories" className="mt-3 flex flex-wrap gap-2">
            {selected.map((id) => (
              <li
                key={id}
                className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/15 py-1 pr-1 pl-3 text-sm text-white"
              >
                {nameOf(id)}
                <button
                  type="button"
                  onClick={() => toggle(id)}
                  className="grid size-6 place-items-center rounded-full hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X aria-hidden className="size-3.5" />
                  <span className="sr-only">Remove {nameOf(id)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-10 space-y-12">
          <AssignedRow matches={matches} />
          {mine.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription className="flex flex-wrap items-center gap-3">
                {mine.error.message}
                <Button size="sm" variant="outline" onClick={() => void mine.refetch()}>
                  <RotateCcw aria-hidden /> Try again
                </Button>
              </AlertDescription>
            </Alert>
          ) : !mine.isPending && enrollments.length === 0 ? (
            <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
              <BookOpen aria-hidden className="mx-auto size-10 text-muted-foreground" />
              <h2 className="mt-4 text-xl font-bold text-white">You have not enrolled in any course yet</h2>
              <p className="mt-1 text-sm text-muted-foreground">Find a course you like and start learning today.</p>
              <Button asChild className="mt-5">
                <Link to="/courses">Browse All Courses</Link>
              </Button>
            </div>
          ) : !mine.isPending && shown.length === 0 ? (
            <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
              <h2 className="text-xl font-bold text-white">No courses match your filters</h2>
              <p className="mt-1 text-sm text-muted-foreground">Try another search or fewer categories.</p>
              <Button className="mt-5" variant="outline" onClick={clear}>
                Clear All Filters
              </Button>
            </div>
          ) : (
            <>
              {mine.isPending || learning.length > 0 ? (
                <EnrolledRow title="Continue Learning" items={learning} isLoading={mine.isPending} />
              ) : (
                <NothingInProgress filtering={filtering} />
              )}
              <EnrolledRow title="Completed" items={completed} />
              <EnrolledRow
                title="On hold"
                items={onHold}
                description={
                  <p className="mt-1 text-sm text-muted-foreground">
                    Your instructor has deactivated these enrollments. Only they can restore them.
                  </p>
                }
              />
            </>
          )}
          <CourseRow title="Recently Added" courses={mine.data?.recentlyAdded.filter(matches)} isLoading={mine.isPending} limit={8} />
          <CourseRow title="Recommended for You" courses={mine.data?.recommended.filter(matches)} isLoading={mine.isPending} limit={8} />
        </div>
      </div>
    </CoursePreviewProvider>
  );
}

/** A row of enrolled courses, each card with its progress; nothing when there are none. */
function EnrolledRow({
  title,
  items,
  isLoading,
  description,
}: {
  title: string;
  items: EnrolledCourse[];
  isLoading?: boolean;
  description?: React.ReactNode;
}) {
  const byCourse = new Map(items.map((e) => [e.course.id, e]));
  return (
    <CourseRow
      title={title}
      courses={items.map((e) => e.course)}
      isLoading={isLoading}
      limit={Infinity}
      description={description}
      renderCard={(course, sizes) => <EnrolledCourseCard item={byCourse.get(course.id)!} sizes={sizes} />}
    />
  );
}

function NothingInProgress({ filtering }: { filtering: boolean }) {
  return (
    <section
      aria-labelledby="nothing-in-progress"
      className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-8 text-center"
    >
      <h2 id="nothing-in-progress" className="text-xl font-bold text-white">
        Continue Learning
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {filtering
          ? 'None of the courses you are taking matches your filters.'
          : 'Nothing in progress: every course you enrolled in is completed or on hold.'}
      </p>
      {!filtering && (
        <Button asChild variant="outline" className="mt-4">
          <Link to="/courses">Find your next course</Link>
        </Button>
      )}
    </section>
  );
}
