import { formatPercent, inCatalogue, progressBadge, type EnrolledCourse } from '@app/core';
import { Progress } from '@/components/ui/progress';
import { CourseCard } from './course-card';
import { CoursePreviewContext } from './course-preview-context';
import { CourseStatusNote } from './course-status-note';
import { ProgressBadge } from './progress-badge';

/**
 * A course the learner is enrolled in: leads to the player and shows the progress. One that left
 * the catalogue (archived) says so, and offers no preview: its public preview is gone with it.
 */
export function EnrolledCourseCard({
  item,
  sizes,
}: {
  item: EnrolledCourse;
  /** How wide its container draws the picture. */
  sizes?: string;
}) {
  const percent = item.enrollment.progressPercentage;
  // Every lesson done but the course assessment still to pass: say what is left, not '100% complete'.
  const assessmentDue = progressBadge(item.enrollment) === 'Assessment Due';
  const card = (
    <CourseCard
      course={item.course}
      to={`/course/${item.course.id}`}
      sizes={sizes}
      footer={
        <div className="relative mt-2 space-y-2 border-t border-white/5 pt-3">
          <CourseStatusNote status={item.courseStatus} hint />
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
            <ProgressBadge enrollment={item.enrollment} />
            <span className="font-semibold text-zinc-200 tabular-nums">
              {assessmentDue ? 'All lessons done' : `${formatPercent(percent)} complete`}
            </span>
          </div>
          <Progress value={percent} label={`Progress in ${item.course.title}`} />
        </div>
      }
    />
  );
  return inCatalogue({ status: item.courseStatus }) ? (
    card
  ) : (
    <CoursePreviewContext.Provider value={null}>{card}</CoursePreviewContext.Provider>
  );
}
