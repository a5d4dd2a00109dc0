import type { ImportRow } from '@app/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { OUTCOME_LABELS, RESULT_LABELS } from '../labels';

const RED = 'border-red-400/40 bg-red-500/15 text-red-200';

/** What became of a row: the import's result once it has one, else the preview's outcome; and why. */
export function RowStatus({ row, className }: { row: ImportRow; className?: string }) {
  const reason = row.result ? row.resultReason : row.reason;
  const badge = row.result ? (
    <Badge variant={row.result === 'created' ? 'success' : 'outline'} className={cn(row.result === 'failed' && RED)}>
      {RESULT_LABELS[row.result]}
    </Badge>
  ) : (
    <Badge
      variant={
        row.outcome === 'create' ? 'info' : row.outcome === 'exists' ? 'secondary' : row.outcome === 'duplicate' ? 'warning' : 'outline'
      }
      className={cn(row.outcome === 'invalid' && RED)}
    >
      {OUTCOME_LABELS[row.outcome]}
    </Badge>
  );
  return (
    <div className={cn('grid min-w-0 justify-items-start gap-1', className)}>
      {badge}
      {reason && <p className="text-xs break-words text-zinc-300">{reason}</p>}
    </div>
  );
}
