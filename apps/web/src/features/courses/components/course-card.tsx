import { formatCourseHours, formatPrice, formatRating, plural, type CourseCard as Course } from '@app/core';
import { BookOpen, Clock, Play, Star, Users } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useOpenCoursePreview } from './course-preview-context';
import { CourseThumbnail, PICTURE_SIZES } from './course-thumbnail';

interface CourseCardProps {
  course: Course;
  /** Where the card leads: the public detail page unless told otherwise (the player for Continue Learning). */
  to?: string;
  /** Shown under the facts, e.g. the learner's progress. */
  footer?: React.ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** How wide the container draws the picture (see PICTURE_SIZES); the 1-5 column grid by default. */
  sizes?: string;
  /**
   * On phones, a list row (a 104 px picture beside the text) instead of a poster card: a catalogue
   * page of results reads like a list there, and a phone downloads the smallest picture.
   */
  rowOnPhone?: boolean;
  /** In the first screenful: the picture loads at once (see CourseThumbnail). */
  eager?: boolean;
  priority?: boolean;
}

/**
 * A course tile. The title is the link and stretches over the whole card; the Preview button sits
 * above it, so both stay separate keyboard stops. Nothing is laid over the picture: posters print
 * their own art and lettering edge to edge, so the price and Preview sit below it.
 */
export function CourseCard({
  course,
  to,
  footer,
  headingLevel: Heading = 'h3',
  className,
  sizes = PICTURE_SIZES.grid,
  rowOnPhone = false,
  eager,
  priority,
}: CourseCardProps) {
  const openPreview = useOpenCoursePreview();
  const rating = formatRating(course.averageRating, course.reviewCount);
  const price = formatPrice(course.price);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-lg border border-white/5 bg-card shadow-lg shadow-black/40 transition',
        'hover:-translate-y-0.5 hover:border-white/15 hover:shadow-black/70 motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        rowOnPhone && 'max-sm:flex-row max-sm:items-start max-sm:gap-3 max-sm:p-3',
        className,
      )}
    >
      <div className={cn('relative aspect-video overflow-hidden bg-black', rowOnPhone && 'max-sm:w-26 max-sm:shrink-0 max-sm:rounded')}>
        <CourseThumbnail
          course={course}
          sizes={sizes}
          alt=""
          eager={eager}
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className={cn('flex flex-1 flex-col gap-2 p-4', rowOnPhone && 'max-sm:min-w-0 max-sm:gap-1 max-sm:p-0')}>
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
        {course.shortDescription && (
          <p className={cn('line-clamp-2 text-sm text-zinc-400', rowOnPhone && 'max-sm:hidden')}>{course.shortDescription}</p>
        )}
        <p className="truncate text-xs text-zinc-400">by {course.instructor?.fullName ?? 'Unknown Instructor'}</p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-zinc-300">
          {rating && (
            <li className="flex items-center gap-1">
              <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
              <span className="sr-only">Rating </span>
              {rating}
            </li>
          )}
          <li className={cn('flex items-center gap-1', rowOnPhone && 'max-sm:hidden')}>
            <Users aria-hidden className="size-3.5" />
            {plural(course.studentsCount, 'student')}
          </li>
          <li className="flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            <span className="sr-only">Duration </span>
            {formatCourseHours(course.durationHours)}
          </li>
          <li className={cn('flex items-center gap-1', rowOnPhone && 'max-sm:hidden')}>
            <BookOpen aria-hidden className="size-3.5" />
            {plural(course.lessonsCount, 'lesson')}
          </li>
        </ul>
        <div className="flex items-center justify-between gap-2 pt-1">
          <p
            data-testid="course-price"
            className={cn(
              'rounded px-2 py-0.5 text-xs font-bold',
              course.price <= 0 ? 'bg-green-800 text-white' : 'bg-white/10 text-white',
            )}
          >
            <span className="sr-only">Price: </span>
            {price}
          </p>
          {openPreview && (
            <button
              type="button"
              aria-label={`Preview: ${course.title}`}
              onClick={() => openPreview(course)}
              className={cn(
                'relative z-10 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-bold text-black shadow transition',
                'hover:bg-white/85 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card focus-visible:outline-none',
              )}
            >
              <Play aria-hidden className="size-3 fill-current" />
              Preview
            </button>
          )}
        </div>
        {footer}
      </div>
    </article>
  );
}

export function CourseCardSkeleton({ rowOnPhone = false }: { rowOnPhone?: boolean }) {
  return (
    <div
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border border-white/5 bg-card',
        rowOnPhone && 'max-sm:flex-row max-sm:gap-3 max-sm:p-3',
      )}
    >
      <Skeleton className={cn('aspect-video rounded-none', rowOnPhone && 'max-sm:w-26 max-sm:shrink-0 max-sm:rounded')} />
      <div className={cn('space-y-2 p-4', rowOnPhone && 'max-sm:flex-1 max-sm:p-0')}>
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
