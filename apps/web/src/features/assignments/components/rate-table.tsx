import { formatRate, completionRate, type Rate } from '../report-figures';
import { td, th } from '@/components/admin-page';

/** Completion per course or per group: assigned, completed, overdue, and the rate with its bar (most assigned first, as the server sends them). */
export function RateTable({
  title,
  description,
  nameHeading,
  rows,
}: {
  title: string;
  description: string;
  nameHeading: string;
  rows: (Rate & { key: string; name: string })[];
}) {
  const headingId = `rate-${nameHeading.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-white">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
          Nothing to show for these filters.
        </p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={`${title}: table`}
          className="mt-4 max-h-96 overflow-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 z-10 bg-card">
              <tr>
                <th scope="col" className={th}>
                  {nameHeading}
                </th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                  Assigned
                </th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                  Overdue
                </th>
                <th scope="col" className={`${th} w-[40%]`}>
                  Completed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className={`${td} text-left font-medium break-words text-zinc-100`}>
                    {r.name}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                      {r.assigned} assigned{r.overdue > 0 && <span className="text-red-300"> · {r.overdue} overdue</span>}
                    </span>
                  </th>
                  <td className={`${td} hidden text-right text-zinc-200 tabular-nums sm:table-cell`}>{r.assigned}</td>
                  <td
                    className={`${td} hidden text-right tabular-nums sm:table-cell ${r.overdue > 0 ? 'font-semibold text-red-300' : 'text-zinc-400'}`}
                  >
                    {r.overdue}
                  </td>
                  <td className={td}>
                    <RateBar rate={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The completion rate as a bar beside its figure (the figure carries it; the bar is decoration). */
export function RateBar({ rate }: { rate: Rate }) {
  const percent = completionRate(rate) ?? 0;
  return (
    <div className="flex items-center gap-2">
      <div aria-hidden className="h-2 min-w-12 flex-1 overflow-hidden rounded-full bg-white/10">
        <div className="h-full rounded-full bg-green-500" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      {/* The figure over its fraction: side by side they pushed the column past a half-width card at 1280 px. */}
      <span className="w-16 shrink-0 text-right text-xs leading-tight text-zinc-200 tabular-nums">
        <span className="block font-semibold text-white">{formatRate(rate)}</span>
        <span className="block text-muted-foreground">
          {rate.completed}/{rate.assigned}
        </span>
      </span>
    </div>
  );
}
