import { plural, type QuizStatisticsResponse } from '@app/core';
import { useId } from 'react';
import { cn } from '@/lib/utils';

type Bucket = QuizStatisticsResponse['distribution'][number];

/** Where a bucket stands against the passing score: wholly below, wholly at or above, or across it. */
function standing(bucket: Bucket, passingScore: number): 'below' | 'pass' | 'mixed' {
  if (bucket.to < passingScore) return 'below';
  if (bucket.from >= passingScore) return 'pass';
  return 'mixed';
}

const BAR_CLASS = {
  below: 'bg-gradient-to-t from-primary/70 to-[#ff5c66]',
  pass: 'bg-gradient-to-t from-green-600/80 to-green-400',
  mixed: 'bg-gradient-to-t from-amber-600/80 to-amber-400',
} as const;

/**
 * The score distribution as a column chart drawn with CSS: ten columns of percentage, the passing
 * score marked. The drawing is hidden from assistive technology; a table carries the same numbers.
 */
export function ScoreDistribution({ buckets, passingScore }: { buckets: Bucket[]; passingScore: number }) {
  const headingId = useId();
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const hasMixed = buckets.some((b) => standing(b, passingScore) === 'mixed');
  return (
    <figure aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30 sm:p-6">
      <figcaption>
        <h2 id={headingId} className="text-lg font-bold text-white">
          Score Distribution
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {plural(total, 'submitted attempt')} by percentage · passing score {passingScore}%
        </p>
      </figcaption>

      <div aria-hidden className="mt-9">
        <div className="relative h-48 border-b border-white/20 sm:h-56">
          {/* Guide lines at the top and the middle of the scale. */}
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-white/10" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-white/10" />
          <span className="absolute -top-2 right-0 bg-card pl-1 text-[10px] leading-none text-muted-foreground">{max}</span>
          <div className="absolute inset-0 grid grid-cols-10 items-end gap-1 pr-5 sm:gap-2">
            {buckets.map((b) => (
              <div key={b.from} title={`${b.from}–${b.to}%: ${b.count}`} className="flex h-full flex-col items-center justify-end">
                <span className={cn('mb-1 text-[11px] font-semibold tabular-nums', b.count ? 'text-zinc-100' : 'text-zinc-500')}>
                  {b.count}
                </span>
                <div
                  className={cn('w-full max-w-12 rounded-t-sm', b.count ? BAR_CLASS[standing(b, passingScore)] : 'bg-white/10')}
                  style={{ height: b.count ? `${Math.max(3, (b.count / max) * 85)}%` : '2px' }}
                />
              </div>
            ))}
          </div>
          {/* The passing score, placed on the same 0 to 100 scale as the columns. */}
          <div className="pointer-events-none absolute inset-y-0 left-0 right-5">
            <div className="absolute inset-y-0 border-l-2 border-dashed border-white/50" style={{ left: `${passingScore}%` }}>
              <span className="absolute -top-5 -translate-x-1/2 rounded bg-white/10 px-1.5 py-0.5 text-[10px] font-semibold whitespace-nowrap text-white">
                Pass {passingScore}%
              </span>
            </div>
          </div>
        </div>
        <div className="grid grid-cols-10 gap-1 pt-1.5 pr-5 text-center text-[10px] text-muted-foreground tabular-nums sm:gap-2 sm:text-xs">
          {buckets.map((b) => (
            <span key={b.from}>{b.from}</span>
          ))}
        </div>
        <p className="mt-1 text-center text-xs text-muted-foreground">Score (%), in steps of ten</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-zinc-300">
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-[#ff5c66]" /> Below passing
          </li>
          {hasMixed && (
            <li className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-amber-400" /> Across the passing score
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-green-400" /> At or above passing
          </li>
        </ul>
      </div>

      {/* A table cannot be visually hidden by itself (it ignores the 1px box): its wrapper is. */}
      <div className="sr-only">
        <table>
          <caption>Submitted attempts by score range, passing score {passingScore}%</caption>
          <thead>
            <tr>
              <th scope="col">Score range</th>
              <th scope="col">Attempts</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.from}>
                <th scope="row">
                  {b.from}% to {b.to}%
                </th>
                <td>{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
