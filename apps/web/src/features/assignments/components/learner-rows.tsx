// The report's learners: one row per learner's assignment, the columns a narrow screen hides said
// under the name instead, and Waive for an open one when the reader may waive.
import { formatDueDate, formatPercent, isOpenStatus, type ComplianceRow } from '@app/core';
import { td, th } from '@/components/admin-page';
import { Button } from '@/components/ui/button';
import { AssignmentStatusBadge } from '@/features/courses';
import { formatCompleted } from '../report-figures';

export function RowsTable({
  rows,
  showCourse,
  onWaive,
}: {
  rows: ComplianceRow[];
  showCourse: boolean;
  onWaive?: (row: ComplianceRow) => void;
}) {
  const anyWaivable = Boolean(onWaive) && rows.some((r) => isOpenStatus(r.status));
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Learners' assignments</caption>
        <thead className="border-b border-border bg-black/30">
          <tr>
            <th scope="col" className={th}>
              Learner
            </th>
            {showCourse && (
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                Course
              </th>
            )}
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Status
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Due
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Completed
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              Progress
            </th>
            {anyWaivable && (
              <th scope="col" className={`${th} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r) => (
            <tr key={r.id} className="hover:bg-white/[0.02]">
              <td className={td}>
                <p className="font-semibold break-words text-white">{r.learner.fullName}</p>
                <p className="font-mono text-xs text-muted-foreground">{r.learner.staffId}</p>
                {/* What the hidden columns say, on a narrow screen. */}
                {showCourse && <p className="mt-1 text-xs break-words text-zinc-300 lg:hidden">{r.course.title}</p>}
                <p className="mt-0.5 text-xs text-zinc-400 md:hidden">
                  Due {formatDueDate(r.dueOn)}
                  {r.completedAt && ` · completed ${formatCompleted(r.completedAt)}`}
                  <span className="sm:hidden"> · {formatPercent(r.progress)}</span>
                </p>
                <div className="mt-2 sm:hidden">
                  <StatusCell row={r} />
                </div>
              </td>
              {showCourse && <td className={`${td} hidden break-words text-zinc-200 lg:table-cell`}>{r.course.title}</td>}
              <td className={`${td} hidden sm:table-cell`}>
                <StatusCell row={r} />
              </td>
              <td
                className={`${td} hidden whitespace-nowrap md:table-cell ${r.status === 'overdue' || r.status === 'expired' ? 'text-red-300' : 'text-zinc-200'}`}
              >
                {formatDueDate(r.dueOn)}
              </td>
              <td className={`${td} hidden whitespace-nowrap text-zinc-300 md:table-cell`}>
                {r.completedAt ? formatCompleted(r.completedAt) : '—'}
                {r.expiresOn && <span className="block text-xs text-muted-foreground">Recertify by {formatDueDate(r.expiresOn)}</span>}
              </td>
              <td className={`${td} hidden text-right text-zinc-200 tabular-nums sm:table-cell`}>{formatPercent(r.progress)}</td>
              {anyWaivable && (
                <td className={`${td} text-right`}>
                  {onWaive && isOpenStatus(r.status) && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onWaive(r)}
                      aria-label={`Waive ${r.course.title} for ${r.learner.fullName}`}
                    >
                      Waive
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The status badge, the cycle of a recertification, and a waiver's reason. */
function StatusCell({ row: r }: { row: ComplianceRow }) {
  return (
    <>
      <AssignmentStatusBadge status={r.status} />
      {r.cycle > 1 && <p className="mt-1 text-xs text-muted-foreground">Cycle {r.cycle}</p>}
      {r.waiverReason && (
        <p className="mt-1 line-clamp-2 max-w-56 text-xs break-words text-zinc-400" title={r.waiverReason}>
          <span className="sr-only">Reason: </span>
          {r.waiverReason}
        </p>
      )}
    </>
  );
}
