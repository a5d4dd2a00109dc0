import type { InstructorCourseRow } from '@app/core';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { CourseThumbnail } from '@/features/courses';
import { formatDay } from '@/lib/format-date';
import { STATUS_LABELS } from '../labels';

/** The five most recent courses, as cards that open the course. */
export function RecentCourses({ courses }: { courses: InstructorCourseRow[] | undefined }) {
  return (
    <section aria-labelledby="recent-courses-heading" className="mt-10">
      <h2 id="recent-courses-heading" className="text-xl font-bold text-white">
        Recent Courses
      </h2>
      {/* A phone scrolls the row sideways instead of stacking five posters. */}
      <ul className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 md:grid-cols-3 xl:grid-cols-5">
        {courses
          ? courses.map((c) => (
              <li key={c.id} className="w-60 shrink-0 snap-start sm:w-auto">
                <Link
                  to={`/instructor/courses/${c.id}`}
                  className="group block overflow-hidden rounded-xl border border-border bg-card outline-none hover:border-zinc-600 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <div className="aspect-video overflow-hidden">
                    <CourseThumbnail
                      course={c}
                      sizes="(min-width: 1280px) 20vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 240px"
                      alt=""
                      className="transition-transform group-hover:scale-105"
                    />
                  </div>
                  <div className="p-3">
                    <p className="line-clamp-1 font-semibold break-words text-white">{c.title}</p>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {STATUS_LABELS[c.status]} · {c.students} {c.students === 1 ? 'student' : 'students'} · {formatDay(c.createdAt)}
                    </p>
                  </div>
                </Link>
              </li>
            ))
          : Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="w-60 shrink-0 sm:w-auto">
                <Skeleton className="aspect-video w-full rounded-xl" />
                <Skeleton className="mt-2 h-4 w-3/4" />
              </li>
            ))}
      </ul>
    </section>
  );
}
