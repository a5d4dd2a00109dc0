import type { EvaluationResponse, GradingAnswer } from '@app/core';
import { CheckCircle2, Hourglass } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatDateTime, formatPoints } from '../format';
import { AnswerContext, QuestionAndAnswer, StudentHeader } from './answer-parts';
import { EvaluationForm } from './evaluation-form';

const cardClass = 'rounded-xl border border-border bg-card p-4 shadow-xl shadow-black/30 sm:p-6';

/** A pending answer: student, max points, question, answer and the grading form. */
export function PendingAnswerCard({
  answer,
  recentFeedback,
  autoFocus,
  scrollOnFocus,
  onGraded,
  hint,
  className,
}: {
  answer: GradingAnswer;
  recentFeedback: string[];
  autoFocus?: boolean;
  scrollOnFocus?: boolean;
  onGraded?: (result: EvaluationResponse) => void;
  hint?: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={cn(cardClass, className)}>
      <StudentHeader
        answer={answer}
        headingId={headingId}
        badges={
          <>
            <Badge variant="warning">
              <Hourglass aria-hidden /> Pending
            </Badge>
            <Badge variant="outline">Max {formatPoints(answer.maxPoints)} points</Badge>
          </>
        }
      />
      <AnswerContext answer={answer}>{answer.submittedAt && <> · Submitted {formatDateTime(answer.submittedAt)}</>}</AnswerContext>
      <QuestionAndAnswer answer={answer} />
      <EvaluationForm
        answer={answer}
        recentFeedback={recentFeedback}
        autoFocus={autoFocus}
        scrollOnFocus={scrollOnFocus}
        onGraded={onGraded}
        hint={hint}
      />
    </article>
  );
}

/** An evaluated answer: points/max, when and by whom, the question, the answer and the feedback. */
export function EvaluatedAnswerCard({ answer, className }: { answer: GradingAnswer; className?: string }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={cn(cardClass, className)}>
      <StudentHeader
        answer={answer}
        headingId={headingId}
        badges={
          <Badge variant="success">
            <CheckCircle2 aria-hidden /> {formatPoints(answer.pointsAwarded)} / {formatPoints(answer.maxPoints)} points
          </Badge>
        }
      />
      <AnswerContext answer={answer}>
        {' '}
        · Evaluated {formatDateTime(answer.evaluatedAt)}
        {answer.evaluatedByName && <> by {answer.evaluatedByName}</>}
      </AnswerContext>
      <QuestionAndAnswer answer={answer} />
      <div className="mt-4">
        <h4 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Instructor Feedback</h4>
        {answer.feedback ? (
          <p className="mt-1 rounded-lg border border-green-500/25 bg-green-950/30 p-3 text-sm whitespace-pre-wrap break-words text-green-50">
            {answer.feedback}
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground italic">No feedback given.</p>
        )}
      </div>
    </article>
  );
}
