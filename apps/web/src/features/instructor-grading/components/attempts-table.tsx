import type { StatisticsAttempt } from '@app/core';
import { useState } from 'react';
import { QuizStatusBadge } from '@/features/quizzes';
import { cn } from '@/lib/utils';
import { formatDateTime, formatDay, formatPercent, formatPoints, formatTime } from '../format';

type Status = StatisticsAttempt['status'];
const FILTERS: Array<Status | 'All'> = ['All', 'Pending Evaluation', 'Passed', 'Failed', 'In Progress'];

/** A date over its time, to keep the table narrow. */
function DateCell({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      <span className="block text-zinc-200">{formatDay(iso)}</span>
      <span className="block text-xs text-muted-foreground">{formatTime(iso)}</span>
    </>
  );
}

const duration = (minutes: number | null) => (minutes === null ? '—' : `${minutes} min`);

/**
 * Every attempt, newest completed first (unfinished ones after them), as the server ordered them:
 * a table from md up, cards below. A status filter narrows the list on the client.
 */
export function AttemptsTable({ attempts, limited }: { attempts: StatisticsAttempt[]; limited: boolean }) {
  const [filter, setFilter] = useState<Status | 'All'>('All');
  const counts = new Map<Status | 'All', number>([['All', attempts.length]]);
  for (const a of attempts) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  const shown = filter === 'All' ? attempts : attempts.filter((a) => a.status === filter);

  return (
    <section aria-labelledby="attempts-heading">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="attempts-heading" className="text-xl font-bold text-white">
            Attempts
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Newest completed first{limited ? ` · the ${attempts.length} most recent` : ''}.
          </p>
        </div>
        <div role="group" aria-label="Filter attempts by status" className="flex flex-wrap gap-1.5">
          {FILTERS.filter((f) => f === 'All' || counts.has(f)).map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                filter === f ? 'border-primary bg-primary text-white' : 'border-border text-zinc-300 hover:bg-accent hover:text-white',
              )}
            >
              {f}
              <span className={cn('tabular-nums', filter === f ? 'text-white/85' : 'text-muted-foreground')}>{counts.get(f) ?? 0}</span>
            </button>
          ))}
        </div>
      </div>

      {/* Focusable, so that a keyboard can scroll it sideways when it is wider than the screen. */}
      <div
        role="region"
        aria-label="Attempts table"
        tabIndex={0}
        className="mt-4 hidden overflow-x-auto rounded-xl border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring md:block"
      >
        <table className="w-full min-w-[820px] text-left text-sm">
          <caption className="sr-only">Attempts of this quiz{filter === 'All' ? '' : `, ${filter} only`}</caption>
          <thead className="bg-card text-xs tracking-wider text-muted-foreground uppercase">
            <tr>
              {['Student', 'Answers', 'Score', 'Percentage', 'Status', 'Started', 'Completed', 'Time'].map((h) => (
                <th key={h} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {shown.map((a) => (
              <tr key={a.id} className="bg-black/20 hover:bg-white/[0.03]">
                <th scope="row" className="px-3 py-3 font-normal whitespace-nowrap">
                  <span className="block font-semibold text-white">{a.student.fullName}</span>
                  <span className="block text-xs text-muted-foreground">
                    {a.student.email ? `${a.student.email} · ` : ''}Attempt #{a.attemptNumber}
                  </span>
                </th>
                <td className="px-3 py-3 whitespace-nowrap text-zinc-300 tabular-nums">
                  {a.answersCount} / {a.questionsCount}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-zinc-100 tabular-nums">
                  {formatPoints(a.score)} / {formatPoints(a.maxScore)}
                </td>
                <td className="px-3 py-3 font-semibold text-white tabular-nums">{a.completedAt ? formatPercent(a.percentage) : '—'}</td>
                <td className="px-3 py-3">
                  <QuizStatusBadge status={a.status} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <DateCell iso={a.startedAt} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <DateCell iso={a.completedAt} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-zinc-300 tabular-nums">{duration(a.timeTakenMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="mt-4 grid gap-3 md:hidden" aria-label={`Attempts of this quiz${filter === 'All' ? '' : `, ${filter} only`}`}>
        {shown.map((a) => (
          <li key={a.id} className="min-w-0 rounded-xl border border-border bg-card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate font-semibold text-white">{a.student.fullName}</h3>
                <p className="text-xs break-all text-muted-foreground">
                  {a.student.email ? `${a.student.email} · ` : ''}Attempt #{a.attemptNumber}
                </p>
              </div>
              <QuizStatusBadge status={a.status} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-xs">
              <div>
                <dt className="text-muted-foreground">Answers</dt>
                <dd className="text-zinc-100 tabular-nums">
                  {a.answersCount} / {a.questionsCount}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Score</dt>
                <dd className="text-zinc-100 tabular-nums">
                  {formatPoints(a.score)} / {formatPoints(a.maxScore)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Percentage</dt>
                <dd className="font-semibold text-white tabular-nums">{a.completedAt ? formatPercent(a.percentage) : '—'}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted-foreground">Completed</dt>
                <dd className="text-zinc-100">
                  {a.completedAt ? formatDateTime(a.completedAt) : `Started ${formatDateTime(a.startedAt)}`}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Time</dt>
                <dd className="text-zinc-100 tabular-nums">{duration(a.timeTakenMinutes)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
