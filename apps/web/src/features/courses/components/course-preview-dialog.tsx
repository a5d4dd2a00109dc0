import { formatMinutes, formatRating, plural, type CourseCard } from '@app/core';
import { Star, Users } from 'lucide-react';
import type * as React from 'react';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourse } from '../api/get-course';
import { useCoursePreview } from '../api/get-course-preview';
import { CurriculumLesson } from './lesson-meta';
import { PreviewPlayer } from './preview-player';
import { useStartCourse } from './use-start-course';

// Spec section 9: the dialog lists 3 sections with 5 lessons each.
const SECTIONS_SHOWN = 3;
const LESSONS_SHOWN = 5;

const isInteractive = (el: EventTarget) =>
  el instanceof Element && el.closest('button, a, input, select, textarea, video, iframe, [role="button"]');

/** The course preview: 30 seconds of video, the facts, the start of the curriculum, Start Course. */
export function CoursePreviewDialog({ course, onClose }: { course: CourseCard; onClose: () => void }) {
  const content = useRef<HTMLDivElement>(null);
  const detail = useCourse(course.id);
  const preview = useCoursePreview(course.id);
  const enrolled = Boolean(detail.data?.enrollment);
  const { start, canStart, teaches, isPending } = useStartCourse(course.id, {
    enrolled,
    instructorId: course.instructor?.id ?? null,
    before: onClose,
  });
  // Only once the enrollment is known, as the Start Course button is: else an enrolled learner (or the
  // course's instructor) would try to enroll.
  const startWhenKnown = () => {
    if (!detail.isPending) start();
  };
  const info = detail.data ?? course;
  const rating = formatRating(info.averageRating, info.reviewCount);
  const sections = detail.data?.sections ?? [];

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Enter or Space anywhere but on a control starts the course (spec: Course preview dialog).
    if ((event.key === 'Enter' || event.key === ' ') && !isInteractive(event.target)) {
      event.preventDefault();
      startWhenKnown();
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        ref={content}
        tabIndex={-1}
        className="max-w-3xl gap-0 p-0"
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
        <PreviewPlayer
          course={course}
          video={preview.data}
          isLoading={preview.isPending}
          onUnlock={canStart ? startWhenKnown : undefined}
        />
        <div className="grid min-w-0 grid-cols-1 gap-5 p-5 sm:p-6 [&>*]:min-w-0">
          <div>
            <DialogTitle className="pr-8 text-2xl">{course.title}</DialogTitle>
            <DialogDescription className="mt-1 text-zinc-300">by {course.instructor?.fullName ?? 'Unknown Instructor'}</DialogDescription>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Course facts">
              <li>
                <Badge variant="warning">
                  <Star aria-hidden className="fill-current" />
                  {rating ?? 'New'}
                  {rating && <span className="sr-only"> rating</span>}
                </Badge>
              </li>
              <li>
                <Badge variant="secondary">
                  <Users aria-hidden />
                  {plural(info.studentsCount, 'student')}
                </Badge>
              </li>
              <li>
                <Badge variant="info" className="capitalize">
                  {info.level}
                </Badge>
              </li>
              <li>
                <Badge variant="outline">{info.category?.name ?? 'Uncategorized'}</Badge>
              </li>
            </ul>
            <p className="mt-3 text-sm text-zinc-300">
              {plural(info.lessonsCount, 'lesson')} · {formatMinutes(info.totalMinutes)} total
            </p>
          </div>

          <section aria-labelledby="preview-about">
            <h3 id="preview-about" className="text-sm font-bold tracking-wide text-white uppercase">
              About this course
            </h3>
            <p className="mt-1 text-sm text-zinc-300">{info.shortDescription || 'No description yet.'}</p>
          </section>

          <section aria-labelledby="preview-overview">
            <h3 id="preview-overview" className="text-sm font-bold tracking-wide text-white uppercase">
              Course overview
            </h3>
            {detail.isPending ? (
              <Skeleton className="mt-2 h-12" />
            ) : (
              <p className="mt-1 line-clamp-3 text-sm text-zinc-300">{detail.data?.description || info.shortDescription}</p>
            )}
          </section>

          <section aria-labelledby="preview-curriculum">
            <h3 id="preview-curriculum" className="text-sm font-bold tracking-wide text-white uppercase">
              Curriculum
            </h3>
            {detail.isPending ? (
              <div className="mt-2 grid gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
              </div>
            ) : detail.isError ? (
              <p className="mt-1 text-sm text-red-300">{detail.error.message}</p>
            ) : sections.length === 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">The curriculum is being prepared.</p>
            ) : (
              // One column that may shrink (minmax(0, 1fr)): an auto column grew to the longest
              // title and pushed the locks and durations off a phone's screen.
              <ol className="mt-2 grid grid-cols-1 gap-3">
                {sections.slice(0, SECTIONS_SHOWN).map((section, index) => (
                  <li key={section.id} className="min-w-0 rounded-lg border border-border bg-black/30">
                    <p className="border-b border-border px-3 py-2 text-sm font-semibold break-words text-white">
                      Section {index + 1}: {section.title}
                    </p>
                    <ul className="divide-y divide-border/60">
                      {section.lessons.slice(0, LESSONS_SHOWN).map((lesson) => (
                        <CurriculumLesson key={lesson.id} lesson={lesson} compact />
                      ))}
                    </ul>
                    {section.lessons.length > LESSONS_SHOWN && (
                      <p className="px-3 py-2 text-xs text-muted-foreground">+ {section.lessons.length - LESSONS_SHOWN} more lessons</p>
                    )}
                  </li>
                ))}
              </ol>
            )}
            {sections.length > SECTIONS_SHOWN && (
              <p className="mt-2 text-sm text-muted-foreground">+ {sections.length - SECTIONS_SHOWN} more sections</p>
            )}
          </section>

          <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {canStart && (
              <Button onClick={start} disabled={isPending || detail.isPending}>
                {isPending ? 'Enrolling...' : teaches ? 'Preview Course' : enrolled ? 'Continue Learning' : 'Start Course'}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
