import { formatPercent, type QuizFigures } from '@app/core';
import { Progress } from '@/components/ui/progress';
import { formatCount } from './format';

/** Pass rate per quiz: passed over graded attempts submitted in the period. */
export function QuizRates({ quizzes, period }: { quizzes: QuizFigures[]; period: number }) {
  return (
    <section aria-labelledby="analytics-quizzes" className="rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30 sm:p-5">
      <h2 id="analytics-quizzes" className="text-lg font-bold text-white">
        Quiz pass rates
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">Passed attempts over graded ones, submitted in the last {period} days.</p>
      {quizzes.length === 0 ? (
        <p className="mt-4 grid min-h-24 place-items-center rounded-lg border border-dashed border-border text-sm text-muted-foreground">
          No quiz attempts were submitted in this period.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 lg:grid-cols-2">
          {quizzes.map((q) => (
            <li key={q.id} className="grid gap-1.5">
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-3 text-sm">
                <span className="min-w-0 text-zinc-100">
                  {q.title} <span className="text-xs text-muted-foreground">· {q.courseTitle}</span>
                </span>
                <span className="font-semibold text-white tabular-nums">{formatPercent(q.passRate)}</span>
              </div>
              <Progress value={q.passRate ?? 0} label={`${q.title}: pass rate`} />
              <p className="text-xs text-muted-foreground">
                {formatCount(q.passed)} passed of {formatCount(q.graded)} graded · {formatCount(q.submitted)} submitted
                {q.submitted > q.graded ? ` (${formatCount(q.submitted - q.graded)} waiting for a grade)` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
