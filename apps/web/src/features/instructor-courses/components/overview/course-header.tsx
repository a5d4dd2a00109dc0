import { formatCourseHours, formatPrice, type CourseOverviewResponse } from '@app/core';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CourseThumbnail } from '@/features/courses';
import { LEVEL_LABELS } from '../../labels';
import { StatusToggle } from '../status-toggle';

/** The overview's head: picture, title, status toggle and the course's facts. */
export function CourseHeader({ course }: { course: CourseOverviewResponse['course'] }) {
  const facts = [
    course.categoryName ?? 'Uncategorized',
    LEVEL_LABELS[course.level],
    formatPrice(course.price),
    formatCourseHours(course.durationHours),
  ];
  return (
    <header>
      <Link
        to="/instructor/courses"
        className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden className="size-4" /> Course Management
      </Link>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="aspect-video w-full shrink-0 overflow-hidden rounded-xl border border-border sm:w-64">
          <CourseThumbnail course={course} sizes="(min-width: 640px) 256px, calc(100vw - 2rem)" eager alt="" />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight break-words text-white sm:text-3xl">{course.title}</h1>
            <StatusToggle course={course} />
          </div>
          <p className="mt-2 break-words text-muted-foreground">{course.shortDescription}</p>
          <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-zinc-300">
            {facts.map((f, i) => (
              <span key={i}>{f}</span>
            ))}
          </p>
        </div>
      </div>
    </header>
  );
}
