import { BarChart3, Table2 } from 'lucide-react';
import type * as React from 'react';
import { Suspense, useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleButton } from '@/components/ui/toggle-button';
import { cn } from '@/lib/utils';

/**
 * A chart with its text alternative: the same numbers as a table, one press away ('Chart' /
 * 'Table'). The chart itself is one image named by `summary`; `empty` replaces both when there is
 * nothing to draw.
 */
export function ChartCard({
  title,
  description,
  summary,
  chart,
  table,
  empty,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  summary: string;
  chart: React.ReactNode;
  table: React.ReactNode;
  empty?: string | null;
  className?: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30 sm:p-5', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-white">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        {!empty && (
          <div role="group" aria-label={`${title}: view`} className="inline-flex rounded-lg border border-border bg-black/40 p-0.5">
            <ToggleButton size="sm" active={view === 'chart'} onClick={() => setView('chart')} icon={<BarChart3 aria-hidden />}>
              Chart
            </ToggleButton>
            <ToggleButton size="sm" active={view === 'table'} onClick={() => setView('table')} icon={<Table2 aria-hidden />}>
              Table
            </ToggleButton>
          </div>
        )}
      </div>
      <div className="mt-4">
        {empty ? (
          <p className="grid min-h-32 place-items-center rounded-lg border border-dashed border-border px-4 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : view === 'chart' ? (
          <div role="img" aria-label={summary}>
            <Suspense fallback={<Skeleton className="h-64" />}>{chart}</Suspense>
          </div>
        ) : (
          // Focusable: a keyboard user scrolls a long table too.
          <div
            tabIndex={0}
            role="region"
            aria-label={`${title}: table`}
            className="max-h-96 overflow-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {table}
          </div>
        )}
      </div>
    </section>
  );
}

/** A plain figures table for a chart's table view. */
export function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-card text-xs text-zinc-300 uppercase">
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={cn('px-3 py-2 font-semibold', i > 0 && 'text-right')}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-3 py-2 font-medium text-zinc-200">
                  {cell}
                </th>
              ) : (
                <td key={i} className="px-3 py-2 text-right text-zinc-200 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
