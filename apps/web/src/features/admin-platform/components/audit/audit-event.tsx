import type { AuditEventRow } from '@app/core';
import { format } from 'date-fns';
import { ArrowRight, History, UserSearch } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { auditDiff } from './audit-diff';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-labels';

const TONE = { created: 'success', deleted: 'warning' } as const;
const toneOf = (action: string) => (action.endsWith('.created') ? TONE.created : action.endsWith('.deleted') ? TONE.deleted : 'info');

/** One row of the log: when, who, what, which record, before -> after, and from which address. */
export function AuditEvent({
  event,
  onActor,
  onRecord,
}: {
  event: AuditEventRow;
  onActor: (staffId: string) => void;
  onRecord: (entityType: AuditEventRow['entityType'], entityId: string) => void;
}) {
  const lines = auditDiff(event.before, event.after);
  const who = event.actor.name ?? 'Someone';
  const record = event.entityLabel ?? event.entityId ?? 'Unknown record';
  return (
    <article aria-label={`${AUDIT_ACTION_LABELS[event.action]}: ${record}`} className="rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant={toneOf(event.action)}>{AUDIT_ACTION_LABELS[event.action]}</Badge>
          <span className="text-xs text-muted-foreground">{AUDIT_ENTITY_LABELS[event.entityType]}</span>
          <span className="min-w-0 font-semibold break-words text-white">{record}</span>
        </div>
        <time dateTime={event.occurredAt} className="text-xs whitespace-nowrap text-zinc-300 tabular-nums">
          {format(new Date(event.occurredAt), 'MMM dd, yyyy HH:mm:ss')}
        </time>
      </div>

      <p className="mt-2 text-sm text-zinc-300">
        by <span className="font-semibold text-zinc-100">{who}</span>
        {event.actor.staffId && <span className="text-muted-foreground"> ({event.actor.staffId})</span>}
        {event.actor.id === null && event.actor.staffId && <span className="text-muted-foreground"> · account deleted</span>}
        <span className="text-muted-foreground"> · from {event.ip ?? 'an unknown address'}</span>
      </p>

      {lines.length > 0 && (
        <dl className="mt-3 grid gap-1 rounded-lg border border-border bg-black/25 px-3 py-2 text-sm">
          {lines.map((line) => (
            <div key={line.field} className="grid gap-x-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-muted-foreground">{line.field}</dt>
              <dd className="flex min-w-0 flex-wrap items-center gap-x-2 break-words">
                {line.before !== undefined && (
                  <span className={line.after === undefined ? 'text-red-200 line-through decoration-red-300/60' : 'text-zinc-300'}>
                    <span className="sr-only">{line.after === undefined ? 'removed: ' : 'before: '}</span>
                    {line.before}
                  </span>
                )}
                {line.before !== undefined && line.after !== undefined && (
                  <ArrowRight aria-hidden className="size-3.5 shrink-0 text-zinc-500" />
                )}
                {line.after !== undefined && (
                  <span className="font-semibold text-white">
                    <span className="sr-only">{line.before === undefined ? 'set to: ' : 'after: '}</span>
                    {line.after}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        {event.actor.staffId && (
          <Button variant="ghost" size="sm" onClick={() => onActor(event.actor.staffId!)}>
            <UserSearch aria-hidden /> Changes by {who}
          </Button>
        )}
        {event.entityId && (
          <Button variant="ghost" size="sm" onClick={() => onRecord(event.entityType, event.entityId!)}>
            <History aria-hidden /> History of this {AUDIT_ENTITY_LABELS[event.entityType].toLowerCase()}
          </Button>
        )}
      </div>
    </article>
  );
}
