import type { StatisticsAttempt } from '@app/core';
import { CheckCircle2, Clock, Hourglass, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

type AttemptStatus = StatisticsAttempt['status'];

/** The spec's four attempt statuses, each with its own colour and icon (never colour alone). */
export function AttemptStatusBadge({ status }: { status: AttemptStatus }) {
  switch (status) {
    case 'Passed':
      return (
        <Badge variant="success">
          <CheckCircle2 aria-hidden /> Passed
        </Badge>
      );
    case 'Failed':
      return (
        <Badge variant="outline" className="border-red-400/40 bg-red-500/15 text-red-200">
          <XCircle aria-hidden /> Failed
        </Badge>
      );
    case 'Pending Evaluation':
      return (
        <Badge variant="warning">
          <Hourglass aria-hidden /> Pending Evaluation
        </Badge>
      );
    default:
      return (
        <Badge variant="info">
          <Clock aria-hidden /> In Progress
        </Badge>
      );
  }
}
