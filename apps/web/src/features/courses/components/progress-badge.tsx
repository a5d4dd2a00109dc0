import { progressBadge, type EnrollmentProgress, type EnrollmentStatus } from '@app/core';
import { Badge } from '@/components/ui/badge';

const PROGRESS_VARIANT = {
  'Not Started': 'secondary',
  Started: 'warning',
  'In Progress': 'info',
  'Almost Done': 'warning',
  'Assessment Due': 'info',
  Completed: 'success',
} as const;

/**
 * Not Started / Started / In Progress / Almost Done / Completed (spec section 4), by core's rule:
 * 'Completed' only for a completed enrollment, 'Assessment Due' at 100% with the assessment to pass.
 */
export function ProgressBadge({ enrollment, className }: { enrollment: EnrollmentProgress; className?: string }) {
  const label = progressBadge(enrollment);
  return (
    <Badge variant={PROGRESS_VARIANT[label]} className={className}>
      {label}
    </Badge>
  );
}

const STATUS_CLASS: Record<EnrollmentStatus, string> = {
  active: 'border-green-400/40 bg-green-500/15 text-green-200',
  inactive: 'border-zinc-400/40 bg-zinc-500/20 text-zinc-200',
  completed: 'border-blue-400/40 bg-blue-500/15 text-blue-200',
};

/** An enrollment's status: active green, inactive gray, completed blue. */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <Badge variant="outline" className={`capitalize ${STATUS_CLASS[status]}`}>
      {status}
    </Badge>
  );
}
