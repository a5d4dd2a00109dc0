import { formatPrice, type HeroCard } from '@app/core';
import { ChevronLeft, ChevronRight, Clock, Play, Sparkles, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { HeroBackground, useOpenCoursePreview } from '@/features/courses';
import { cn } from '@/lib/utils';

/** Spec section 9: the carousel moves on every 6000 ms, and keeps doing so when someone uses it. */
const AUTOPLAY_MS = 6000;

const heroHeight = 'min-h-[560px] h-[calc(100svh-4rem)] max-h-[900px]';

function hoursLabel(hours: number) {
  return hours < 1 ? `${Math.round(hours * 60)}+ minutes` : `${hours}+ hours`;
}

/** The landing page's full-screen carousel of the newest courses. */
export function HeroCarousel({ courses, isLoading }: { courses: HeroCard[] | undefined; isLoading: boolean }) {
  if (isLoading) return <HeroSkeleton />;
  if (!courses || courses.length === 0) return <HeroEmpty />;
  return <Carousel courses={courses} />;
}

function Carousel({ courses }: { courses: HeroCard[] }) {
  const [index, setIndex] = useState(0);
  // Slides whose picture has been asked for: the first at once, each other when it first comes up
  // (five backdrops on first load would be most of a phone's image bytes for one visible slide).
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = courses.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  if (!shown.has(index)) setShown(new Set([...shown, index]));

  useEffect(() => {
    if (count < 2) return;
    // Restarted by every change, so a slide chosen by hand still gets its full time.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, count]);

  return (
    <section aria-roledescription="carousel" aria-label="Featured courses" className={cn('relative isolate overflow-hidden', heroHeight)}>
      <h1 className="sr-only">LearnFlix: featured courses</h1>
      {courses.map((course, i) => (
        <Slide key={course.id} course={course} active={i === index} loadPicture={shown.has(i)} position={i + 1} count={count} />
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="absolute top-1/2 left-2 z-20 hidden size-12 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white ring-1 ring-white/20 transition hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid lg:left-4"
          >
            <ChevronLeft aria-hidden className="size-7" />
            <span className="sr-only">Previous course</span>
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="absolute top-1/2 right-2 z-20 hidden size-12 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white ring-1 ring-white/20 transition hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid lg:right-4"
          >
            <ChevronRight aria-hidden className="size-7" />
            <span className="sr-only">Next course</span>
          </button>
          <div className="absolute inset-x-0 bottom-6 z-20 flex justify-center gap-1">
            {courses.map((course, i) => (
              <button
                key={course.id}
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? 'true' : undefined}
                className="group grid size-6 place-items-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  aria-hidden
                  className={cn(
                    'block h-1.5 rounded-full transition-all',
                    i === index ? 'w-6 bg-white' : 'w-1.5 bg-white/45 group-hover:bg-white/80',
                  )}
                />
                <span className="sr-only">
                  Show course {i + 1} of {count}: {course.title}
                </span>
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function Slide({
  course,
  active,
  loadPicture,
  position,
  count,
}: {
  course: HeroCard;
  active: boolean;
  loadPicture: boolean;
  position: number;
  count: number;
}) {
  const openPreview = useOpenCoursePreview();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      aria-hidden={!active}
      inert={!active}
      className={cn(
        'absolute inset-0 flex items-end transition-opacity duration-700 ease-out',
        active ? 'z-10 opacity-100' : 'z-0 opacity-0',
      )}
    >
      <HeroBackground course={course} active={active} priority={position === 1} loadPicture={loadPicture} />
      <div className="mx-auto w-full max-w-[1400px] px-4 pb-20 sm:px-16 lg:px-20 lg:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-black/50 px-3 py-1 text-xs font-semibold tracking-wider text-zinc-100 uppercase">
          <Sparkles aria-hidden className="size-3.5 text-brand-text" />
          {course.category?.name ?? 'Uncategorized'} · Featured Course
        </p>
        <h2 className="mt-4 line-clamp-3 max-w-3xl text-3xl leading-[1.05] font-black tracking-tight text-white drop-shadow-lg sm:line-clamp-2 sm:text-6xl">
          {course.title}
        </h2>
        {course.shortDescription && (
          <p className="mt-4 line-clamp-3 max-w-xl text-base text-zinc-200 sm:text-lg">{course.shortDescription}</p>
        )}
        <ul className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-zinc-100">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" /> {hoursLabel(course.durationHours)}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden className="size-4" /> {course.studentsCount.toLocaleString('en-US')}+ students
          </li>
          <li className="rounded bg-white/15 px-2 py-0.5 font-bold text-white">{formatPrice(course.price)}</li>
        </ul>
        <div className="mt-7 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="light" className="gap-2">
            <Link to={`/course-details/${course.id}`} aria-label={`View Course: ${course.title}`}>
              <Play aria-hidden className="fill-current" /> View Course
            </Link>
          </Button>
          {openPreview && (
            <Button
              size="lg"
              variant="secondary"
              className="bg-white/15 text-white hover:bg-white/25"
              aria-label={`Preview: ${course.title}`}
              onClick={() => openPreview(course)}
            >
              Preview
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function HeroSkeleton() {
  return (
    <div role="status" aria-label="Loading featured courses" className={cn('relative flex items-end bg-cinema', heroHeight)}>
      <div className="mx-auto w-full max-w-[1400px] space-y-4 px-4 pb-20 sm:px-16 lg:px-20 lg:pb-28">
        <Skeleton className="h-6 w-52 rounded-full" />
        <Skeleton className="h-14 w-full max-w-2xl" />
        <Skeleton className="h-5 w-full max-w-xl" />
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-12 w-40" />
      </div>
    </div>
  );
}

function HeroEmpty() {
  return (
    <section aria-labelledby="hero-title" className={cn('relative isolate flex items-end overflow-hidden bg-cinema', heroHeight)}>
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-background via-background/30 to-transparent" />
      <div className="mx-auto w-full max-w-[1400px] px-4 pb-20 sm:px-16 lg:px-20 lg:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-black/40 px-3 py-1 text-xs font-semibold tracking-wider text-zinc-200 uppercase">
          <Sparkles aria-hidden className="size-3.5 text-brand-text" /> Welcome to the product
        </p>
        <h1 id="hero-title" className="mt-5 max-w-3xl text-4xl leading-[1.05] font-black tracking-tight text-white sm:text-6xl lg:text-7xl">
          Start Your Learning Journey Today
        </h1>
        <p className="mt-5 max-w-xl text-lg text-zinc-200">Explore our collection of courses and start learning new skills.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/courses">Browse Courses</Link>
        </Button>
      </div>
    </section>
  );
}
