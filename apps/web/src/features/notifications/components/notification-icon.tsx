import type { NotificationKind } from '@app/core';
import {
  Award,
  BookPlus,
  CalendarClock,
  CircleAlert,
  CircleCheck,
  ClipboardCheck,
  ClipboardList,
  Hourglass,
  PauseCircle,
  PlayCircle,
  RefreshCcw,
  UserPlus,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationKind, { Icon: typeof Award; tone: string }> = {
  answer_graded: { Icon: ClipboardCheck, tone: 'bg-blue-500/15 text-blue-300' },
  quiz_graded: { Icon: CircleCheck, tone: 'bg-green-500/15 text-green-300' },
  certificate_issued: { Icon: Award, tone: 'bg-amber-500/15 text-amber-300' },
  enrollment_deactivated: { Icon: PauseCircle, tone: 'bg-zinc-500/20 text-zinc-300' },
  enrollment_restored: { Icon: PlayCircle, tone: 'bg-green-500/15 text-green-300' },
  new_lessons: { Icon: BookPlus, tone: 'bg-primary/15 text-red-300' },
  grading_needed: { Icon: Hourglass, tone: 'bg-amber-500/15 text-amber-300' },
  new_enrollment: { Icon: UserPlus, tone: 'bg-blue-500/15 text-blue-300' },
  course_assigned: { Icon: ClipboardList, tone: 'bg-blue-500/15 text-blue-300' },
  assignment_due: { Icon: CalendarClock, tone: 'bg-amber-500/15 text-amber-300' },
  assignment_overdue: { Icon: CircleAlert, tone: 'bg-primary/15 text-red-300' },
  recertification_due: { Icon: RefreshCcw, tone: 'bg-amber-500/15 text-amber-300' },
};

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const { Icon, tone } = ICONS[kind];
  return (
    <span aria-hidden className={cn('mt-0.5 grid size-8 shrink-0 place-items-center rounded-full', tone)}>
      <Icon className="size-4" />
    </span>
  );
}
