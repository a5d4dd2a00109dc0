// A course page's instructor: picture (or initials), name, specialization and bio.
import type { CourseDetail } from '@app/core';
import { initials } from '@/lib/utils';

export function CourseInstructor({ instructor }: { instructor: CourseDetail['instructor'] }) {
  return (
    <section aria-labelledby="instructor-heading">
      <h2 id="instructor-heading" className="text-xl font-bold text-white">
        Instructor
      </h2>
      <div className="mt-4 flex gap-4 rounded-xl border border-border bg-card p-5">
        <span className="relative grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-primary text-lg font-bold text-white">
          {initials(instructor?.fullName)}
          {instructor?.avatarUrl && (
            <img
              src={instructor.avatarUrl}
              alt={instructor.fullName}
              loading="lazy"
              className="absolute inset-0 size-full object-cover"
              onError={(e) => (e.currentTarget.style.display = 'none')}
            />
          )}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-bold text-white">{instructor?.fullName ?? 'Unknown Instructor'}</p>
          {instructor?.specialization && <p className="text-sm text-brand-text">{instructor.specialization}</p>}
          {instructor?.bio && <p className="mt-2 text-sm whitespace-pre-line text-zinc-300">{instructor.bio}</p>}
        </div>
      </div>
    </section>
  );
}
