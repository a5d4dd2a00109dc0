import { ENROLLMENT_STATUS_LABELS, formatPercent, progressBadge, type EnrollmentStatus } from '@app/core';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

// Spec section 4: active green, inactive gray, completed blue.
const STATUS_LOOK: Record<EnrollmentStatus, string> = {
  active: 'border-green-400/40 bg-green-500/15 text-green-200',
  inactive: 'border-zinc-400/40 bg-zinc-500/20 text-zinc-200',
  completed: 'border-blue-400/40 bg-blue-500/15 text-blue-200',
};

export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <Badge variant="outline" className={STATUS_LOOK[status]}>
      {ENROLLMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The stored percentage as a bar, its number and the core badge ('Not Started' ... 'Completed'). */
export function ProgressCell({
  percent,
  status,
  name,
  className,
}: {
  percent: number;
  status: EnrollmentStatus;
  name: string;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-28 gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold text-white tabular-nums">{formatPercent(percent)}</span>
        <span className="whitespace-nowrap text-muted-foreground">{progressBadge({ progressPercentage: percent, status })}</span>
      </div>
      <Progress value={percent} label={`${name}: progress`} />
    </div>
  );
}
