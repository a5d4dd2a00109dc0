import type { QuizOverview } from '@app/core';
import { CheckCircle2, Circle, Clock, Hourglass, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export type QuizStatus = QuizOverview['status'];

const LOOK: Record<QuizStatus, { className: string; icon: typeof Circle }> = {
  'Not Started': { className: 'border-zinc-400/40 bg-zinc-500/20 text-zinc-200', icon: Circle },
  'In Progress': { className: 'border-blue-400/40 bg-blue-500/15 text-blue-200', icon: Clock },
  'Pending Evaluation': { className: 'border-amber-400/40 bg-amber-500/15 text-amber-200', icon: Hourglass },
  Passed: { className: 'border-green-400/40 bg-green-500/15 text-green-200', icon: CheckCircle2 },
  Failed: { className: 'border-red-400/40 bg-red-500/15 text-red-200', icon: XCircle },
};

/** In Progress, Pending Evaluation, Passed, Failed or Not Started (spec section 4), with an icon beside the colour. */
export function QuizStatusBadge({ status, className }: { status: QuizStatus; className?: string }) {
  const { className: look, icon: Icon } = LOOK[status];
  return (
    <Badge variant="outline" className={cn(look, className)}>
      <Icon aria-hidden />
      {status}
    </Badge>
  );
}
