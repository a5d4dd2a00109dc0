// A course page's enrollment card: picture, price, the learner's progress, the start action and
// what the course includes.
import { formatMinutes, formatPercent, formatPrice, plural, type CourseDetail } from '@app/core';
import { Award, BookOpen, Infinity as InfinityIcon, MonitorPlay, ShieldCheck } from 'lucide-react';
import type * as React from 'react';
import { CourseThumbnail } from './course-thumbnail';

export function EnrollmentCard({
  course,
  teaches,
  enrolled,
  action,
}: {
  course: CourseDetail;
  /** The caller teaches this course: opening it previews. */
  teaches: boolean;
  enrolled: boolean;
  /** Start / Continue / Preview, or why this account cannot. */
  action: React.ReactNode;
}) {
  return (
    <aside aria-label="Enrollment" className="animate-rise-in [animation-delay:120ms] lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <div className="overflow-hidden rounded-xl border border-border bg-card shadow-2xl shadow-black/50 lg:sticky lg:top-20">
        <div className="aspect-video bg-black">
          {/* Not the page's largest picture (the backdrop is), and below the fold on phones: it waits. */}
          <CourseThumbnail course={course} sizes="(min-width: 1024px) 380px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)" />
        </div>
        <div className="grid gap-4 p-5">
          <div>
            <p className="text-3xl font-black text-white">{formatPrice(course.price)}</p>
            <p className="text-sm text-muted-foreground">One-time payment</p>
          </div>
          {teaches && <p className="text-sm text-zinc-300">You teach this course: open it to preview every lesson.</p>}
          {enrolled && course.enrollment && (
            <p className="text-sm text-zinc-300">
              You are enrolled ·{' '}
              <span className="font-semibold text-white">{formatPercent(course.enrollment.progressPercentage)} complete</span>
            </p>
          )}
          {action}
          <p className="flex items-center justify-center gap-1.5 text-xs text-zinc-400">
            <ShieldCheck aria-hidden className="size-4 text-green-400" /> 30-day money-back guarantee
          </p>
          <div>
            <h2 className="text-sm font-bold text-white">This course includes:</h2>
            <ul className="mt-2 grid gap-2 text-sm text-zinc-300">
              <li className="flex items-center gap-2">
                <MonitorPlay aria-hidden className="size-4 text-muted-foreground" /> {formatMinutes(course.totalMinutes)} on-demand video
              </li>
              <li className="flex items-center gap-2">
                <BookOpen aria-hidden className="size-4 text-muted-foreground" /> {plural(course.lessonsCount, 'lesson')}
              </li>
              <li className="flex items-center gap-2">
                <Award aria-hidden className="size-4 text-muted-foreground" /> Certificate of completion
              </li>
              <li className="flex items-center gap-2">
                <InfinityIcon aria-hidden className="size-4 text-muted-foreground" /> Full lifetime access
              </li>
            </ul>
          </div>
        </div>
      </div>
    </aside>
  );
}
