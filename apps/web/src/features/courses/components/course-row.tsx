import { HOME_ROW_SIZE, type CourseCard as Course } from '@app/core';
import type * as React from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CourseCard, CourseCardSkeleton } from './course-card';
import { PICTURE_SIZES } from './course-thumbnail';

/** The 1 to 5 columns every course grid uses. */
export const COURSE_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/**
 * A row on a phone scrolls sideways, snapping card by card, with the next card peeking in, as
 * streaming services do (stacked, the landing page's rows made it 15,000 px tall); from 640 px on
 * it is the grid. The row bleeds to the screen's edges (-mx-4 px-4, the page's own padding) and
 * keeps room above and below, so a focused card's ring is not clipped by the scroller. Tabbing
 * to a card scrolls it into view; the list stays a list for screen readers.
 */
const ROW_SCROLLER =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 py-2 ' +
  'sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:py-0 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
const ROW_ITEM = 'w-[78%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none';

interface CourseRowProps {
  title: string;
  courses: Course[] | undefined;
  isLoading?: boolean;
  /** At most this many cards (spec: 10 by default). */
  limit?: number;
  /** A link shown beside the title, e.g. to the category in the catalogue. */
  more?: { to: string; label: string };
  /** A card of the caller's own; `sizes` is how wide the row draws its picture (for its srcset). */
  renderCard?: (course: Course, sizes: string) => React.ReactNode;
  description?: React.ReactNode;
}

/**
 * Focus entering a card that is not wholly in view lines the card up with the row's start. The
 * browser's own focus scroll shows the card's nearest edge, and the mandatory snap then pulls the
 * row back to the card before, leaving the focused one half off the screen.
 */
function alignFocusedCard(event: React.FocusEvent<HTMLUListElement>) {
  const list = event.currentTarget;
  if (list.scrollWidth <= list.clientWidth) return;
  const item = (event.target as HTMLElement).closest('li');
  if (!item || item.parentElement !== list) return;
  const row = list.getBoundingClientRect();
  const card = item.getBoundingClientRect();
  if (card.left >= row.left && card.right <= row.right) return;
  item.scrollIntoView({ block: 'nearest', inline: 'start' });
}

/** A titled row of course cards: 5 skeleton cards while loading, nothing when there are no courses. */
export function CourseRow({ title, courses, isLoading, limit = HOME_ROW_SIZE, more, renderCard, description }: CourseRowProps) {
  const headingId = useId();
  if (!isLoading && (!courses || courses.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-white sm:text-2xl">
          {title}
        </h2>
        {more && (
          <Link
            to={more.to}
            className="shrink-0 rounded text-sm font-semibold text-brand-text hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {more.label}
          </Link>
        )}
      </div>
      {description}
      <ul className={`mt-4 ${ROW_SCROLLER}`} onFocus={alignFocusedCard}>
        {isLoading
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className={ROW_ITEM}>
                <CourseCardSkeleton />
              </li>
            ))
          : courses!.slice(0, limit).map((course) => (
              <li key={course.id} className={ROW_ITEM}>
                {renderCard ? renderCard(course, PICTURE_SIZES.row) : <CourseCard course={course} sizes={PICTURE_SIZES.row} />}
              </li>
            ))}
      </ul>
    </section>
  );
}
