import { attemptLimitMessage, formatPercent, MESSAGES, retakeRefusal, type AttemptDetail } from '@app/core';
import { ArrowLeft, CheckCircle2, Clock, Hourglass, MessageSquareText, RotateCcw, Trophy, XCircle } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatPoints } from '@/lib/format-score';
import { QuestionText } from '@/components/lesson-text/question-text';
import { PendingGradingNote } from './pending-grading-note';

interface QuizResultsProps {
  detail: AttemptDetail;
  level: 2 | 3;
  /** The timer submitted this attempt. */
  timedOut: boolean;
  starting: boolean;
  onReattempt: () => void;
  onBack: () => void;
  /** Where to go from here (the next lesson, the course). */
  continueAction?: React.ReactNode;
}

const HEADLINE = {
  Passed: MESSAGES.quizPassed,
  Failed: MESSAGES.quizFailed,
  'Pending Evaluation': 'Pending Evaluation',
  'In Progress': 'In Progress',
} as const;

/**
 * A submitted attempt: pass or fail with the spec's messages (or Pending Evaluation, explained),
 * score and percentage, and per question the learner's answer, the right one for choice
 * questions, the points and the instructor's feedback. Then: reattempt while attempts remain.
 */
export function QuizResults({ detail, level, timedOut, starting, onReattempt, onBack, continueAction }: QuizResultsProps) {
  const { attempt, quiz, questions, answers, results } = detail;
  const Title = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const status = attempt.status;
  const passed = status === 'Passed';
  const pending = status === 'Pending Evaluation';
  // A passed course assessment is done (core's rule, which the server enforces): no Reattempt.
  const retake = retakeRefusal(quiz, { passed: detail.passed, attemptsLeft: detail.attemptsLeft });
  const lateNote = detail.message?.startsWith(MESSAGES.deadlinePassed) ? MESSAGES.deadlinePassed : null;
  // The Submit Quiz (or View results) button that had the focus is gone: the result takes it, so
  // keyboard and screen reader users go on from here instead of from the top of the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="space-y-6 p-4 sm:p-6">
      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border px-4 py-6 text-center sm:px-6',
          passed && 'border-green-500/40 bg-gradient-to-b from-green-950/60 to-transparent',
          pending && 'border-amber-400/40 bg-gradient-to-b from-amber-950/50 to-transparent',
          !passed && !pending && 'border-red-500/40 bg-gradient-to-b from-red-950/60 to-transparent',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'grid size-14 place-items-center rounded-full ring-1 [&>svg]:size-7',
            passed && 'bg-green-500/15 text-green-300 ring-green-400/40',
            pending && 'bg-amber-500/15 text-amber-300 ring-amber-400/40',
            !passed && !pending && 'bg-red-500/15 text-red-300 ring-red-400/40',
          )}
        >
          {passed ? <Trophy /> : pending ? <Hourglass /> : <XCircle />}
        </span>
        <p className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">
          {quiz.title} · Attempt {attempt.attemptNumber}
        </p>
        <Title ref={headingRef} tabIndex={-1} className="text-xl font-bold text-white outline-none sm:text-2xl">
          {HEADLINE[status]}
        </Title>
        <p className="text-4xl font-black text-white tabular-nums sm:text-5xl">{formatPercent(attempt.percentage)}</p>
        <p className="text-sm text-zinc-300">
          {formatPoints(attempt.score)} of {formatPoints(attempt.maxScore)} points · passing score {quiz.passingScore}%
        </p>
      </div>

      {(timedOut || lateNote) && (
        <p className="flex items-start gap-2 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm text-zinc-200">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
          {lateNote ?? 'Time is up: your quiz was submitted automatically with the answers you had given.'}
        </p>
      )}
      {pending && (
        <PendingGradingNote
          attempt={attempt}
          passingScore={quiz.passingScore}
          lessonId={quiz.lessonId}
          attemptsLeft={detail.attemptsLeft}
        />
      )}

      <div className="flex flex-wrap items-center gap-3">
        {retake === null ? (
          <Button onClick={onReattempt} disabled={starting}>
            <RotateCcw aria-hidden /> {starting ? 'Starting...' : 'Reattempt Quiz'}
          </Button>
        ) : retake === 'limit' ? (
          <p className="text-sm text-red-200">{attemptLimitMessage(quiz.maxAttempts)}</p>
        ) : null}
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden /> Quiz overview
        </Button>
        {continueAction}
      </div>

      {results && (
        <section aria-labelledby={`feedback-${attempt.id}`}>
          <Sub id={`feedback-${attempt.id}`} className="text-base font-bold text-white">
            Question feedback
          </Sub>
          <ol className="mt-3 space-y-3">
            {questions.map((q, i) => {
              const result = results.find((r) => r.questionId === q.id);
              const answer = answers.find((a) => a.questionId === q.id);
              const chosen = q.options.find((o) => o.id === answer?.optionId);
              const correct = q.options.find((o) => o.id === result?.correctOptionId);
              const given = q.type === 'subjective' ? (answer?.answerText ?? '').trim() : (chosen?.text ?? '');
              return (
                <li key={q.id} className="rounded-lg border border-border bg-black/25 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Question {i + 1}</p>
                    <Verdict
                      type={q.type}
                      answered={given !== ''}
                      isCorrect={result?.isCorrect ?? null}
                      pending={result?.pending ?? false}
                    />
                  </div>
                  <QuestionText source={q.text} className="mt-1.5 font-medium text-white" />
                  <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[9rem_1fr] sm:gap-x-4">
                    <dt className="text-muted-foreground">Your answer</dt>
                    <dd className={cn('break-words whitespace-pre-wrap', given ? 'text-zinc-100' : 'text-zinc-400 italic')}>
                      {given || 'Not answered'}
                    </dd>
                    {q.type !== 'subjective' && correct && result?.isCorrect !== true && (
                      <>
                        <dt className="text-muted-foreground">Correct answer</dt>
                        <dd className="text-green-200">{correct.text}</dd>
                      </>
                    )}
                    <dt className="text-muted-foreground">Points</dt>
                    <dd className="text-zinc-100 tabular-nums">
                      {result?.pending ? 'Not graded yet' : formatPoints(result?.pointsAwarded ?? 0)} / {q.points}
                    </dd>
                    {result?.feedback && (
                      <>
                        <dt className="flex items-center gap-1.5 text-muted-foreground">
                          <MessageSquareText aria-hidden className="size-3.5" /> Instructor feedback
                        </dt>
                        <dd className="break-words whitespace-pre-line text-zinc-100">{result.feedback}</dd>
                      </>
                    )}
                  </dl>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}

function Verdict({
  type,
  answered,
  isCorrect,
  pending,
}: {
  type: AttemptDetail['questions'][number]['type'];
  answered: boolean;
  isCorrect: boolean | null;
  pending: boolean;
}) {
  if (pending)
    return (
      <Badge variant="warning">
        <Hourglass aria-hidden /> Pending grading
      </Badge>
    );
  if (!answered) return <Badge variant="secondary">Not answered</Badge>;
  if (type === 'subjective')
    return (
      <Badge variant="info">
        <CheckCircle2 aria-hidden /> Graded
      </Badge>
    );
  return isCorrect ? (
    <Badge variant="success">
      <CheckCircle2 aria-hidden /> Correct
    </Badge>
  ) : (
    <Badge variant="outline" className="border-red-400/40 bg-red-500/15 text-red-200">
      <XCircle aria-hidden /> Incorrect
    </Badge>
  );
}
