import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@app/core';
import { RotateCcw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuditFilters as Filters } from '../../api/audit-params';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-labels';

/**
 * The audit log's filters; every change is the page's to put in the address. `filters` are the
 * address's as typed (the page asks the server once typing pauses).
 */
export function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (change: Filters) => void }) {
  const any = Object.values(filters).some(Boolean);
  return (
    <div className="grid gap-3">
      <search className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card/70 p-4 sm:grid-cols-2 xl:grid-cols-5">
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect id="audit-action" value={filters.action ?? ''} onChange={(e) => onChange({ action: e.target.value })}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="audit-actor">Changed by (Staff ID)</Label>
          <Input
            id="audit-actor"
            value={filters.actor ?? ''}
            placeholder="e.g. ADM-001"
            maxLength={50}
            autoComplete="off"
            onChange={(e) => onChange({ actor: e.target.value })}
          />
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="audit-type">Record type</Label>
          <NativeSelect
            id="audit-type"
            value={filters.entityType ?? ''}
            onChange={(e) => onChange({ entityType: e.target.value, entityId: undefined })}
          >
            <option value="">All records</option>
            {AUDIT_ENTITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {AUDIT_ENTITY_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid gap-1.5 min-[440px]:col-span-1">
          <Label htmlFor="audit-from">From</Label>
          <Input
            id="audit-from"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value })}
          />
        </div>
        <div className="col-span-2 grid gap-1.5 min-[440px]:col-span-1">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => onChange({ to: e.target.value })} />
        </div>
      </search>
      {any && (
        <div className="flex flex-wrap items-center gap-2">
          {filters.entityId && (
            <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-black/30 py-0.5 pr-1 pl-3 text-sm text-zinc-200">
              <span className="truncate">One record’s history</span>
              <Button
                variant="ghost"
                size="icon-sm"
                className="size-6"
                aria-label="Show every record"
                onClick={() => onChange({ entityId: undefined })}
              >
                <X aria-hidden />
              </Button>
            </span>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ action: undefined, actor: undefined, entityType: undefined, entityId: undefined, from: undefined, to: undefined })
            }
          >
            <RotateCcw aria-hidden /> Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
