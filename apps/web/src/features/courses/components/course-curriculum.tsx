// A course page's curriculum: its sections folded open one at a time, each lesson with its kind,
// Free or locked, and its length.
import { formatMinutes, plural, type CourseDetail } from '@app/core';
import { ChevronDown } from 'lucide-react';
import { CurriculumLesson } from './lesson-meta';

export function CourseCurriculum({ course }: { course: CourseDetail }) {
  return (
    <section aria-labelledby="curriculum-heading">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="curriculum-heading" className="text-xl font-bold text-white">
          Curriculum
        </h2>
        <p className="text-sm text-muted-foreground">
          {plural(course.sections.length, 'section')} · {plural(course.lessonsCount, 'lesson')} · {formatMinutes(course.totalMinutes)}
        </p>
      </div>
      {course.sections.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">The curriculum is being prepared.</p>
      ) : (
        <div className="mt-4 overflow-hidden rounded-xl border border-border">
          {course.sections.map((section, index) => (
            <details key={section.id} open={index === 0} className="group border-b border-border last:border-b-0">
              <summary className="flex cursor-pointer list-none items-center gap-3 bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
                <ChevronDown
                  aria-hidden
                  className="size-4 shrink-0 -rotate-90 text-muted-foreground transition-transform group-open:rotate-0"
                />
                <span className="min-w-0 flex-1 font-semibold text-white">
                  Section {index + 1}: {section.title}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{plural(section.lessons.length, 'lesson')}</span>
              </summary>
              {section.description && <p className="px-4 pt-3 text-sm text-zinc-400">{section.description}</p>}
              <ul className="divide-y divide-border/60 bg-black/20">
                {section.lessons.map((lesson) => (
                  <CurriculumLesson key={lesson.id} lesson={lesson} />
                ))}
              </ul>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
