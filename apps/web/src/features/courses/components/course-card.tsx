import { formatCourseHours, formatPrice, formatRating, plural, type CourseCard as Course } from '@app/core';
import { BookOpen, Clock, Play, Star, Users } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useOpenCoursePreview } from './course-preview-context';
import { CourseThumbnail } from './course-thumbnail';

interface CourseCardProps {
  course: Course;
  /** Where the card leads: the public detail page unless told otherwise (the player for Continue Learning). */
  to?: string;
  /** Shown under the facts, e.g. the learner's progress. */
  footer?: React.ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** In the first screenful: the picture loads at once (see CourseThumbnail). */
  eager?: boolean;
  priority?: boolean;
}

/**
 * A course tile. The title is the link and stretches over the whole card; the Preview button sits
 * above it, so both stay separate keyboard stops.
 */
export function CourseCard({ course, to, footer, headingLevel: Heading = 'h3', className, eager, priority }: CourseCardProps) {
  const openPreview = useOpenCoursePreview();
  const rating = formatRating(course.averageRating, course.reviewCount);
  const price = formatPrice(course.price);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-lg border border-white/5 bg-card shadow-lg shadow-black/40 transition',
        'hover:-translate-y-0.5 hover:border-white/15 hover:shadow-black/70 motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        className,
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-black">
        <CourseThumbnail
          course={course}
          alt=""
          eager={eager}
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
        <span
          className={cn(
            'absolute top-2 left-2 rounded px-2 py-0.5 text-xs font-bold shadow',
            course.price <= 0 ? 'bg-green-700 text-white' : 'bg-black/80 text-white',
          )}
        >
          {price}
        </span>
        {openPreview && (
          <button
            type="button"
            aria-label={`Preview: ${course.title}`}
            onClick={() => openPreview(course)}
            className={cn(
              'absolute right-2 bottom-2 z-10 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-bold text-black shadow-lg transition',
              'opacity-100 hover:bg-white/85 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-black focus-visible:outline-none',
              'md:translate-y-1 md:opacity-0 md:group-hover:translate-y-0 md:group-hover:opacity-100 md:focus:translate-y-0 md:focus:opacity-100',
            )}
          >
            <Play aria-hidden className="size-3.5 fill-current" />
            Preview
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold text-zinc-400">
          <span className="text-brand-text">{course.category?.name ?? 'Uncategorized'}</span>
          <span aria-hidden>•</span>
          <span className="capitalize">{course.level}</span>
        </p>
        <Heading className="line-clamp-2 text-base leading-snug font-bold text-white">
          <Link
            to={to ?? `/course-details/${course.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </Heading>
        {course.shortDescription && <p className="line-clamp-2 text-sm text-zinc-400">{course.shortDescription}</p>}
        <p className="truncate text-xs text-zinc-400">by {course.instructor?.fullName ?? 'Unknown Instructor'}</p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-zinc-300">
          {rating && (
            <li className="flex items-center gap-1">
              <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
              <span className="sr-only">Rating </span>
              {rating}
            </li>
          )}
          <li className="flex items-center gap-1">
            <Users aria-hidden className="size-3.5" />
            {plural(course.studentsCount, 'student')}
          </li>
          <li className="flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            <span className="sr-only">Duration </span>
            {formatCourseHours(course.durationHours)}
          </li>
          <li className="flex items-center gap-1">
            <BookOpen aria-hidden className="size-3.5" />
            {plural(course.lessonsCount, 'lesson')}
          </li>
        </ul>
        {footer}
      </div>
    </article>
  );
}

export function CourseCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-white/5 bg-card">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
