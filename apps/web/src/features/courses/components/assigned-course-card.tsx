import { formatPercent, type MyAssignment } from '@app/core';
import { CalendarClock, RefreshCcw } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { assignedDue, type DueTone } from '../assigned-due';
import { AssignmentStatusBadge } from './assignment-status-badge';
import { CourseCard } from './course-card';

const TONE: Record<DueTone, string> = {
  danger: 'text-red-300',
  warning: 'text-amber-200',
  muted: 'text-zinc-200',
  success: 'text-green-200',
};

/** A course assigned to the learner: the course card, with its status, due date, recertification and progress. Leads to the player (assigning enrolled them). */
export function AssignedCourseCard({ item, sizes }: { item: MyAssignment; sizes?: string }) {
  const due = assignedDue(item);
  const Icon = item.cycle > 1 || item.expiresOn ? RefreshCcw : CalendarClock;
  return (
    <CourseCard
      course={item.course}
      to={`/course/${item.course.id}`}
      sizes={sizes}
      footer={
        <div className="relative mt-2 space-y-2 border-t border-white/5 pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
            <AssignmentStatusBadge status={item.status} />
            {item.status !== 'completed' && item.status !== 'waived' && (
              <span className="font-semibold text-zinc-200 tabular-nums">{formatPercent(item.progress)} complete</span>
            )}
          </div>
          <p className={cn('flex items-start gap-1.5 text-sm font-semibold', TONE[due.tone])}>
            <Icon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span>{due.text}</span>
          </p>
          {due.detail && <p className="text-xs text-zinc-400">{due.detail}</p>}
          {item.status !== 'completed' && item.status !== 'waived' && (
            <Progress value={item.progress} label={`Progress in ${item.course.title}`} />
          )}
        </div>
      }
    />
  );
}
