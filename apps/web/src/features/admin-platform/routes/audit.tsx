import { LoaderCircle, ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { auditFiltersOf, type AuditFilters as Filters } from '../api/audit-params';
import { useAuditLog } from '../api/get-audit';
import { AuditEvent } from '../components/audit/audit-event';
import { AuditFilters } from '../components/audit/audit-filters';
import { AdminPage } from '@/components/admin-page';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-parts';

/** /admin/audit: every admin change, newest first, filtered in the address; read by admins and subadmins. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const typed = auditFiltersOf(params);
  // The actor's staff ID is typed: the server is asked once typing pauses.
  const actor = useDebouncedValue(typed.actor, 400);
  const filters = { ...typed, actor };
  const log = useAuditLog(filters);
  const events = log.data?.pages.flatMap((p) => p.events);
  const filtered = Object.values(filters).some(Boolean);

  const update = (change: Filters) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Each key typed in the staff ID replaces the address; a choice adds a step to the history.
    setParams(next, { replace: 'actor' in change && Object.keys(change).length === 1 });
  };

  return (
    <AdminPage title="Audit Log" description="Every change an admin made: when, who, what, which record, before and after, and from where.">
      <div className="mt-6">
        <AuditFilters filters={typed} onChange={update} />
      </div>
      <p role="status" className="mt-5 min-h-5 text-sm text-zinc-300">
        {events && !log.isError
          ? `${events.length === 1 ? '1 event' : `${events.length} events`}${log.hasNextPage ? ' shown, older ones below' : ''}`
          : log.isPending
            ? 'Loading the audit log…'
            : ''}
      </p>
      <section aria-label="Audit events" aria-busy={log.isFetching} className="mt-3">
        {log.isError && !events ? (
          <LoadError title="Failed to load the audit log" error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />
        ) : !events ? (
          <ListSkeleton label="Loading the audit log" />
        ) : events.length === 0 ? (
          <EmptyState icon={ScrollText} title={filtered ? 'No changes match these filters' : 'No changes recorded yet'}>
            {filtered ? 'Try another action, person, record or period.' : 'Every change an admin makes will be listed here.'}
          </EmptyState>
        ) : (
          <ol className="grid gap-3">
            {events.map((event) => (
              <li key={event.id}>
                <AuditEvent
                  event={event}
                  onActor={(staffId) => update({ actor: staffId })}
                  onRecord={(entityType, entityId) => update({ entityType, entityId })}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
      {log.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage && <LoaderCircle aria-hidden className="animate-spin" />}
            {log.isFetchingNextPage ? 'Loading...' : 'Load older events'}
          </Button>
        </div>
      )}
      {log.isFetchNextPageError && (
        <div className="mt-4">
          <LoadError
            title="Failed to load older events"
            error={log.error}
            onRetry={() => void log.fetchNextPage()}
            retrying={log.isFetching}
          />
        </div>
      )}
    </AdminPage>
  );
}
