import { attemptLimitMessage, formatPercent, formatTimeLimit, MESSAGES, plural, retakeRefusal, type QuizOverview } from '@app/core';
import { AlertTriangle, Eye, PlayCircle, RotateCcw, Trophy } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format-date';
import { PendingGradingNote } from './pending-grading-note';
import { QuizStatusBadge } from './quiz-status-badge';

interface QuizOverviewCardProps {
  quiz: QuizOverview;
  level: 2 | 3;
  preview: boolean;
  /** Coming back from an attempt: the title takes the focus, which was on the screen just left. */
  focusTitle?: boolean;
  starting: boolean;
  onStart: () => void;
  onViewAttempt: (attemptId: string) => void;
}

/** What the start button says: resume a running attempt, start the first, or take another. */
export function startLabel(quiz: Pick<QuizOverview, 'activeAttemptId' | 'attempts'>) {
  if (quiz.activeAttemptId) return 'Resume Quiz';
  return quiz.attempts.length === 0 ? 'Start Quiz' : 'Reattempt Quiz';
}

/**
 * The quiz card: its facts, the learner's status and best score, what can be done next (start,
 * resume, reattempt, or the attempt limit) and the earlier attempts.
 */
export function QuizOverviewCard({ quiz, level, preview, focusTitle = false, starting, onStart, onViewAttempt }: QuizOverviewCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const Sub = level === 2 ? 'h3' : 'h4';
  const used = quiz.attempts.length;
  const noQuestions = quiz.questionCount === 0;
  const passed = quiz.status === 'Passed';
  // Resume a running attempt; start another only if core's rule allows (never a passed assessment).
  const refusal = retakeRefusal(quiz, { passed, attemptsLeft: quiz.attemptsLeft });
  const canStart = !preview && !noQuestions && (quiz.activeAttemptId !== null || refusal === null);
  // The newest attempt waiting for grading, while the quiz is not passed: why, and what it can still reach.
  const waiting = passed ? undefined : quiz.attempts.find((a) => a.status === 'Pending Evaluation');

  return (
    <div className="space-y-6 p-4 sm:p-6">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-brand-text uppercase">
            {quiz.quizType === 'course' ? 'Course Assessment' : 'Lesson Quiz'}
          </p>
          {!preview && <QuizStatusBadge status={quiz.status} className="text-sm" />}
        </div>
        <Title ref={titleRef} tabIndex={-1} className="mt-1 text-xl font-bold break-words text-white outline-none sm:text-2xl">
          {quiz.title}
        </Title>
        {quiz.description && <p className="mt-2 max-w-2xl text-sm whitespace-pre-line text-zinc-300">{quiz.description}</p>}
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Questions" value={String(quiz.questionCount)} />
        <Fact label="Time limit" value={formatTimeLimit(quiz.timeLimitMinutes)} />
        <Fact label="Passing score" value={`${quiz.passingScore}%`} />
        <Fact label="Attempts" value={preview ? `${quiz.maxAttempts} allowed` : `${used} of ${quiz.maxAttempts} used`} />
      </dl>

      {!preview && quiz.bestPercentage !== null && (
        <p className="flex items-center gap-2 text-sm text-zinc-200">
          <Trophy aria-hidden className="size-4 text-amber-300" />
          Best score: <span className="font-bold text-white tabular-nums">{formatPercent(quiz.bestPercentage)}</span>
        </p>
      )}

      {!preview && waiting && (
        <PendingGradingNote attempt={waiting} passingScore={quiz.passingScore} lessonId={quiz.lessonId} attemptsLeft={quiz.attemptsLeft} />
      )}

      {noQuestions ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden />
          <AlertTitle>{MESSAGES.noQuestions}</AlertTitle>
          <AlertDescription>This quiz has no questions yet. Please contact the instructor.</AlertDescription>
        </Alert>
      ) : preview ? (
        <Alert className="border-amber-400/40 bg-amber-500/10 text-amber-50 [&>svg]:text-amber-300">
          <Eye aria-hidden />
          <AlertTitle>Preview mode</AlertTitle>
          <AlertDescription>
            Learners take this quiz here. In preview you see its questions below; attempts are not recorded.
          </AlertDescription>
        </Alert>
      ) : canStart ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button size="lg" onClick={onStart} disabled={starting}>
            {quiz.activeAttemptId ? <PlayCircle aria-hidden /> : used > 0 ? <RotateCcw aria-hidden /> : <PlayCircle aria-hidden />}
            {starting ? 'Starting...' : startLabel(quiz)}
          </Button>
          <p className="text-sm text-muted-foreground">
            {quiz.activeAttemptId
              ? 'Your attempt is still running: your saved answers are waiting.'
              : `${plural(quiz.attemptsLeft, 'attempt')} left.`}
            {quiz.timeLimitMinutes && !quiz.activeAttemptId ? ' The timer starts when you begin and keeps running if you leave.' : ''}
          </p>
        </div>
      ) : refusal === 'passed' ? (
        <Alert className="border-green-400/40 bg-green-500/10 text-green-50 [&>svg]:text-green-300">
          <Trophy aria-hidden />
          <AlertTitle>Assessment passed</AlertTitle>
          <AlertDescription>{MESSAGES.assessmentPassed}</AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden />
          <AlertTitle>No attempts left</AlertTitle>
          <AlertDescription>{attemptLimitMessage(quiz.maxAttempts)}</AlertDescription>
        </Alert>
      )}

      {!preview && used > 0 && (
        <section aria-labelledby={`attempts-${quiz.id}`}>
          <Sub id={`attempts-${quiz.id}`} className="text-sm font-semibold text-white">
            Your attempts
          </Sub>
          <ol className="mt-2 divide-y divide-border overflow-hidden rounded-lg border border-border">
            {quiz.attempts.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-black/20 px-4 py-3 text-sm">
                <span className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                  <span className="font-semibold text-white">Attempt {a.attemptNumber}</span>
                  <span className="ml-2 whitespace-nowrap text-muted-foreground">{formatDay(a.completedAt ?? a.startedAt)}</span>
                </span>
                {a.completedAt && <span className="font-bold text-white tabular-nums">{formatPercent(a.percentage)}</span>}
                <QuizStatusBadge status={a.status} />
                {a.completedAt && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto sm:ml-0"
                    onClick={() => onViewAttempt(a.id)}
                    aria-label={`View results of attempt ${a.attemptNumber}`}
                  >
                    View results
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-black/30 px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-bold text-white tabular-nums">{value}</dd>
    </div>
  );
}
