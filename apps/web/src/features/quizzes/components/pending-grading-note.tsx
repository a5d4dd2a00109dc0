import { formatPercent, MESSAGES, plural, scoreAtMost, type AttemptSummary } from '@app/core';
import { Hourglass } from 'lucide-react';
import { formatPoints } from '@/lib/format-score';
import { cn } from '@/lib/utils';

/**
 * A submitted attempt waiting for grading (issue 18): why it is not passed yet, what it can reach
 * with full marks for the answers being graded (core's scoreAtMost), and what then opens; or, when
 * grading alone cannot reach the pass mark, that only a new attempt will.
 */
export function PendingGradingNote({
  attempt,
  passingScore,
  lessonId,
  attemptsLeft,
}: {
  attempt: Pick<AttemptSummary, 'score' | 'maxScore' | 'percentage' | 'pendingCount' | 'pendingPoints'>;
  passingScore: number;
  /** The quiz's lesson; null for the course assessment. */
  lessonId: string | null;
  attemptsLeft: number;
}) {
  const best = scoreAtMost({ score: attempt.score, maxScore: attempt.maxScore, pendingPoints: attempt.pendingPoints, passingScore });
  const one = attempt.pendingCount === 1;
  const waiting = `${plural(attempt.pendingCount, 'written answer')} (${formatPoints(attempt.pendingPoints)} points) still ${one ? 'needs its' : 'need their'} grade. Until then ${one ? 'it counts' : 'they count'} 0 points:`;
  const opens = lessonId
    ? 'The next lesson opens as soon as this attempt passes; this page updates by itself when the grade arrives.'
    : 'Your course is completed as soon as this attempt passes; this page updates by itself when the grade arrives.';
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-lg border px-4 py-3 text-sm',
        best.canPass ? 'border-amber-400/40 bg-amber-500/10 text-amber-50' : 'border-red-400/40 bg-red-500/10 text-red-50',
      )}
    >
      <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <div className="space-y-1.5">
        <p className="font-semibold">{MESSAGES.quizPending}</p>
        <p>
          {waiting} you have {formatPercent(attempt.percentage)} so far, and {passingScore}% is needed to pass.
        </p>
        {best.canPass ? (
          <p>
            With full marks this attempt can reach <strong className="tabular-nums">{formatPercent(best.percentage)}</strong>. {opens}
          </p>
        ) : (
          <p>
            Even with full marks this attempt reaches at most <strong className="tabular-nums">{formatPercent(best.percentage)}</strong>,
            below the {passingScore}% needed.{' '}
            {attemptsLeft > 0 ? 'Reattempt the quiz to pass.' : 'You have no attempts left: please contact your instructor.'}
          </p>
        )}
      </div>
    </div>
  );
}
