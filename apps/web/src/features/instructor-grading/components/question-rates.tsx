import { plural, type QuestionStatistics } from '@app/core';
import { Badge } from '@/components/ui/badge';
import { QUESTION_TYPE_LABELS } from '@/features/instructor-quizzes';
import { cn } from '@/lib/utils';
import { formatPercent } from '../format';
import { QuestionText } from '@/components/lesson-text/question-text';
import { questionPlainText } from '@/components/lesson-text/render-lesson-text';

/** What the percentage means for this question, and how many answers it rests on. */
function detailText(q: QuestionStatistics): string {
  if (q.type === 'subjective') {
    const pending = q.pending > 0 ? ` · ${q.pending} pending` : '';
    if (q.correct === 0) return (q.pending > 0 ? 'Not graded yet' : 'No answers yet') + pending;
    return `Average share of the points · ${q.correct} graded${pending}`;
  }
  if (q.answered === 0) return 'No answers yet';
  return `${q.correct} of ${plural(q.answered, 'answer')} correct`;
}

/** Per question: how often it was answered correctly (objective) or how well (subjective, by points). */
export function QuestionRates({ questions }: { questions: QuestionStatistics[] }) {
  return (
    <section
      aria-labelledby="question-rates-heading"
      className="rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/30 sm:p-6"
    >
      <h2 id="question-rates-heading" className="text-lg font-bold text-white">
        Correct Rate by Question
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Submitted attempts only. Subjective questions count the points awarded.</p>
      <ol className="mt-5 grid gap-5">
        {questions.map((q, i) => {
          const rate = q.correctRate ?? 0;
          const tone = q.correctRate === null ? 'bg-white/10' : rate >= 70 ? 'bg-green-400' : rate >= 40 ? 'bg-amber-400' : 'bg-[#ff5c66]';
          return (
            <li key={q.id} className="min-w-0">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="font-bold text-brand-text">Q{i + 1}</span>
                <Badge variant="secondary">{QUESTION_TYPE_LABELS[q.type]}</Badge>
                <span className="text-muted-foreground">{plural(q.points, 'point')}</span>
              </div>
              <QuestionText
                source={q.text}
                className="mt-1.5 line-clamp-2 text-sm text-zinc-100 [&_br]:hidden [&_pre]:hidden"
                title={questionPlainText(q.text)}
              />
              <div className="mt-2 flex items-center gap-3">
                <div aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-white/10">
                  <div className={cn('h-full rounded-full', tone)} style={{ width: `${Math.min(100, Math.max(0, rate))}%` }} />
                </div>
                <span className="w-14 shrink-0 text-right text-sm font-bold text-white tabular-nums">{formatPercent(q.correctRate)}</span>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">{detailText(q)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
