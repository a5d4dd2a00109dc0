import type { EnrolledCourse } from '@app/core';
import { Progress } from '@/components/ui/progress';
import { CourseCard } from './course-card';
import { ProgressBadge } from './progress-badge';

/** A course the learner is enrolled in: leads to the player and shows the progress. */
export function EnrolledCourseCard({ item }: { item: EnrolledCourse }) {
  const percent = item.enrollment.progressPercentage;
  return (
    <CourseCard
      course={item.course}
      to={`/course/${item.course.id}`}
      footer={
        <div className="relative mt-2 space-y-2 border-t border-white/5 pt-3">
          <div className="flex items-center justify-between gap-2 text-xs">
            <ProgressBadge percent={percent} />
            <span className="font-semibold text-zinc-200 tabular-nums">{percent}% complete</span>
          </div>
          <Progress value={percent} label={`Progress in ${item.course.title}`} />
        </div>
      }
    />
  );
}
