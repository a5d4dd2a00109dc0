import { IMPORT_ROW_FILTERS, type ImportRow, type ImportRowFilter, type ImportSummary } from '@app/core';
import { AlertCircle } from 'lucide-react';
import { useId } from 'react';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageCount } from '@/hooks/use-page-count';
import { errorMessage } from '@/lib/api';
import { useImportRows } from '../api/get-import-rows';
import { filterLabel } from '../labels';
import { RowStatus } from './row-status';

/** How many rows each filter holds, from the import's figures (the select shows them). */
function filterCount(summary: ImportSummary, filter: ImportRowFilter): number {
  switch (filter) {
    case 'all':
      return summary.counts.total;
    case 'created':
      return summary.results.successful;
    case 'failed':
      return summary.results.failed;
    default:
      return summary.counts[filter];
  }
}

/** The filters worth offering: 'Created' only once the import has started. */
const filtersFor = (summary: ImportSummary) => IMPORT_ROW_FILTERS.filter((f) => f !== 'created' || summary.status !== 'previewed');

interface ImportRowsProps {
  summary: ImportSummary;
  show: ImportRowFilter;
  page: number;
  onShow: (show: ImportRowFilter) => void;
  /** The list's heading: the preview, or the error list of the results. */
  title: string;
}

/** The import's rows, a page at a time, by filter: a table on wide screens, cards on phones. */
export function ImportRows({ summary, show, page, onShow, title }: ImportRowsProps) {
  const rows = useImportRows(summary.id, show, page);
  const selectId = useId();
  const headingId = useId();
  const data = rows.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.rows.length });

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={headingId} className="text-xl font-bold text-white">
          {title}
        </h2>
        <div className="grid gap-1.5 sm:w-64">
          <label htmlFor={selectId} className="text-sm font-medium text-zinc-200">
            Show
          </label>
          <NativeSelect id={selectId} value={show} onChange={(e) => onShow(e.target.value as ImportRowFilter)}>
            {filtersFor(summary).map((f) => (
              <option key={f} value={f}>
                {filterLabel(f, summary.status)} ({filterCount(summary, f).toLocaleString('en-US')})
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {rows.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertDescription>Failed to load the rows. {errorMessage(rows.error, 'Please try again.')}</AlertDescription>
        </Alert>
      ) : !data || moving ? (
        <div role="status" aria-label="Loading rows" className="grid gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : data.rows.length === 0 ? (
        <p className="rounded-xl border border-border bg-card/40 px-4 py-8 text-center text-sm text-muted-foreground">
          No rows {show === 'all' ? 'in this file' : `marked "${filterLabel(show, summary.status)}"`}.
        </p>
      ) : (
        <div className={rows.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <RowsTable rows={data.rows} caption={`${title}: ${filterLabel(show, summary.status)}, page ${page} of ${pages}`} />
          <RowCards rows={data.rows} />
        </div>
      )}

      {data && pages > 1 && <Pagination page={page} pages={pages} label={`${title} pages`} />}
    </section>
  );
}

/** Whether these rows name groups: the Group column is shown for a file that has one. */
const namesGroups = (rows: ImportRow[]) => rows.some((r) => r.group !== null);

function RowsTable({ rows, caption }: { rows: ImportRow[]; caption: string }) {
  const grouped = namesGroups(rows);
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Table of rows"
      className="hidden overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring md:block"
    >
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-16" />
          <col className="w-40" />
          <col />
          {grouped && <col className="w-40" />}
          <col className="w-72" />
        </colgroup>
        <thead className="border-b border-border bg-card/80 text-xs text-zinc-300">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">
              Line
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Staff ID
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Full Name
            </th>
            {grouped && (
              <th scope="col" className="px-3 py-3 font-semibold">
                Group
              </th>
            )}
            <th scope="col" className="px-3 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.line} className="bg-card/30 align-top">
              <td className="px-3 py-3 text-zinc-400 tabular-nums">{row.line}</td>
              <td className="truncate px-3 py-3 font-mono text-white" title={row.staffId}>
                {row.staffId || <span className="text-muted-foreground">(empty)</span>}
              </td>
              <td className="truncate px-3 py-3 text-zinc-200" title={row.fullName}>
                {row.fullName || <span className="text-muted-foreground">(empty)</span>}
                {/* The optional Email column, under the name: one more column would crowd the table. */}
                {row.email !== null && (
                  <span className="block truncate text-xs text-zinc-400" title={row.email}>
                    {row.email}
                  </span>
                )}
              </td>
              {grouped && (
                <td className="truncate px-3 py-3 text-zinc-200" title={row.group ?? undefined}>
                  {row.group ?? <span className="text-muted-foreground">(none)</span>}
                </td>
              )}
              <td className="px-3 py-3">
                <RowStatus row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowCards({ rows }: { rows: ImportRow[] }) {
  return (
    <ul className="grid gap-2 md:hidden" aria-label="List of rows">
      {rows.map((row) => (
        <li key={row.line} className="grid gap-2 rounded-xl border border-border bg-card/50 p-3">
          <div className="flex min-w-0 items-baseline justify-between gap-3">
            <p className="min-w-0 truncate font-mono font-semibold text-white">{row.staffId || '(no Staff ID)'}</p>
            <p className="shrink-0 text-xs text-zinc-400">Line {row.line}</p>
          </div>
          <p className="truncate text-sm text-zinc-200">{row.fullName || '(no name)'}</p>
          {row.group !== null && (
            <p className="truncate text-xs text-zinc-300">
              <span className="text-zinc-400">Group:</span> {row.group}
            </p>
          )}
          {row.email !== null && (
            <p className="truncate text-xs text-zinc-300">
              <span className="text-zinc-400">Email:</span> {row.email}
            </p>
          )}
          <RowStatus row={row} />
        </li>
      ))}
    </ul>
  );
}
