import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from '@app/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_CLASS: Record<AssignmentStatus, string> = {
  not_started: 'border-zinc-400/40 bg-zinc-500/15 text-zinc-200',
  in_progress: 'border-blue-400/40 bg-blue-500/15 text-blue-200',
  completed: 'border-green-400/40 bg-green-500/15 text-green-200',
  overdue: 'border-red-400/50 bg-red-500/20 text-red-200',
  expiring_soon: 'border-amber-400/40 bg-amber-500/15 text-amber-200',
  expired: 'border-red-400/50 bg-red-500/20 text-red-200',
  waived: 'border-zinc-500/40 bg-zinc-600/20 text-zinc-300',
};

/** An assignment's status (core's labels): overdue and expired red, expiring soon amber, completed green, waived gray. */
export function AssignmentStatusBadge({ status, className }: { status: AssignmentStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_CLASS[status], className)}>
      {ASSIGNMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
