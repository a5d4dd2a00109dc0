import { MESSAGES, type AttemptDetail } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, FileQuestion, Lock, RotateCcw } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { useAttempt, type LoadedAttempt } from '../api/get-attempt';
import { useQuiz } from '../api/get-quiz';
import { refreshQuizLists } from '../api/keys';
import { useStartAttempt } from '../api/start-attempt';
import { forgetAttempt, readActive, writeActive } from '../attempt-storage';
import { QuizOverviewCard } from './quiz-overview';
import { QuizPreviewQuestions } from './quiz-preview-questions';
import { QuizResults } from './quiz-results';
import { QuizLoading, QuizMessage } from './quiz-states';
import { QuizTaker } from './quiz-taker';

export interface QuizRunnerProps {
  quizId: string;
  courseId: string;
  /** Preview mode (the course's instructor, an admin): the overview and the questions read-only. */
  preview?: boolean;
  /** The level of the quiz's title: 2 on its own, 3 inside a lesson (whose title is the h2). */
  headingLevel?: 2 | 3;
  /** An attempt was submitted or closed: whatever depends on it (lesson completion, progress) is refreshed. */
  onSubmitted?: (detail: AttemptDetail) => void;
  /** Shown beside Reattempt on the results screen; by default (undefined) a link back to the course, null for nothing. */
  continueAction?: React.ReactNode;
}

/**
 * One quiz from start to finish: overview, taking (an attempt), results. A reload goes back into
 * the attempt this tab had open, on the question it was on, with every answer typed.
 */
export function QuizRunner({ quizId, courseId, preview = false, headingLevel = 2, onSubmitted, continueAction }: QuizRunnerProps) {
  const overview = useQuiz(quizId);
  const start = useStartAttempt(quizId);
  const [attemptId, setAttemptId] = useState<string | null>(() => (preview ? null : readActive(quizId)));
  // Back from an attempt: the overview's title takes the focus the attempt screen had.
  const [returned, setReturned] = useState(false);
  const level = headingLevel;

  // The stable functions of the query results, not the results (new objects every render).
  const { mutate: startMutate } = start;
  const { refetch: refetchOverview } = overview;
  const begin = useCallback(() => {
    startMutate(undefined, {
      onSuccess: (detail) => {
        writeActive(quizId, detail.attempt.id);
        setAttemptId(detail.attempt.id);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to load quiz'));
        void refetchOverview();
      },
    });
  }, [startMutate, quizId, refetchOverview]);

  const back = useCallback(() => {
    setAttemptId(null);
    setReturned(true);
    void refetchOverview();
  }, [refetchOverview]);

  if (overview.isPending) return <QuizLoading />;
  if (overview.isError) return <OverviewError error={overview.error} level={level} onRetry={() => void overview.refetch()} />;

  if (attemptId && !preview)
    return (
      <AttemptScreen
        key={attemptId}
        attemptId={attemptId}
        quizId={quizId}
        level={level}
        starting={start.isPending}
        onReattempt={begin}
        onBack={back}
        onSubmitted={onSubmitted}
        continueAction={
          continueAction === undefined ? (
            <Button asChild variant="ghost">
              <Link to={`/course/${courseId}`}>Back to course</Link>
            </Button>
          ) : (
            continueAction
          )
        }
      />
    );

  return (
    <div>
      <QuizOverviewCard
        quiz={overview.data}
        level={level}
        preview={preview}
        focusTitle={returned}
        starting={start.isPending}
        onStart={begin}
        onViewAttempt={setAttemptId}
      />
      {preview && overview.data.questionCount > 0 && <QuizPreviewQuestions quizId={quizId} level={level} />}
    </div>
  );
}

export default QuizRunner;

function OverviewError({ error, level, onRetry }: { error: Error; level: 2 | 3; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <QuizMessage level={level} icon={<FileQuestion className="text-muted-foreground" />} title={error.message || MESSAGES.quizNotFound}>
        {error.message === MESSAGES.quizNotAvailable
          ? 'This quiz is not open yet. Please check back later or contact the instructor.'
          : 'This quiz does not exist any more. Please contact the instructor.'}
      </QuizMessage>
    );
  if (error instanceof ApiError && (error.code === 'LESSON_LOCKED' || error.code === 'NOT_ENROLLED'))
    return <QuizMessage level={level} icon={<Lock className="text-muted-foreground" />} title={error.message} />;
  return (
    <QuizMessage
      alert
      level={level}
      icon={<AlertCircle className="text-red-300" />}
      title="Failed to load quiz"
      actions={
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      }
    >
      {error.message}
    </QuizMessage>
  );
}

interface AttemptScreenProps {
  attemptId: string;
  quizId: string;
  level: 2 | 3;
  starting: boolean;
  onReattempt: () => void;
  onBack: () => void;
  onSubmitted?: (detail: AttemptDetail) => void;
  continueAction: React.ReactNode;
}

/** One attempt: taking it while it runs, its results once submitted. */
function AttemptScreen({ attemptId, quizId, level, starting, onReattempt, onBack, onSubmitted, continueAction }: AttemptScreenProps) {
  const attempt = useAttempt(attemptId);
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const submitted = Boolean(attempt.data?.results);
  const missing = attempt.error instanceof ApiError && attempt.error.status === 404;

  // A submitted attempt needs nothing kept for a reload any more. An unknown one (this tab's last
  // attempt, but someone else is signed in now) is forgotten, and the overview shows instead.
  useEffect(() => {
    if (submitted || missing) forgetAttempt(quizId, attemptId);
    if (missing) onBack();
  }, [submitted, missing, quizId, attemptId, onBack]);

  // Once per attempt: a submit and the server closing the attempt can both report the result.
  const announced = useRef(false);
  const announce = useCallback(
    (result: AttemptDetail) => {
      if (announced.current) return;
      announced.current = true;
      const status = result.attempt.status;
      if (status === 'Passed') toast.success(MESSAGES.quizPassed);
      else if (status === 'Pending Evaluation') toast.info(MESSAGES.quizPending);
      else toast(MESSAGES.quizFailed);
      onSubmitted?.(result);
    },
    [onSubmitted],
  );

  const onFinished = useCallback(
    (result: LoadedAttempt, auto: boolean) => {
      setTimedOut(auto);
      announce(result);
    },
    [announce],
  );

  // The server closed the attempt under us: fetch it again, now with its results.
  const { refetch: refetchAttempt } = attempt;
  const onClosed = useCallback(() => {
    void refetchAttempt().then((r) => {
      if (!r.data?.results) return;
      void refreshQuizLists(queryClient, r.data.quiz);
      announce(r.data);
    });
  }, [refetchAttempt, queryClient, announce]);

  if (attempt.isPending) return <QuizLoading />;
  if (attempt.isError) {
    return (
      <QuizMessage
        alert={!missing}
        level={level}
        icon={missing ? <FileQuestion className="text-muted-foreground" /> : <AlertCircle className="text-red-300" />}
        title={missing ? MESSAGES.quizNotFound : 'Failed to load quiz'}
        actions={
          <>
            {!missing && (
              <Button variant="secondary" onClick={() => void attempt.refetch()}>
                <RotateCcw aria-hidden /> Try again
              </Button>
            )}
            <Button variant="ghost" onClick={onBack}>
              <ArrowLeft aria-hidden /> Quiz overview
            </Button>
          </>
        }
      >
        {missing ? null : attempt.error.message}
      </QuizMessage>
    );
  }

  const detail = attempt.data;
  if (!detail.results) return <QuizTaker detail={detail} level={level} onSubmitted={onFinished} onClosed={onClosed} />;
  return (
    <QuizResults
      detail={detail}
      level={level}
      timedOut={timedOut}
      starting={starting}
      onReattempt={onReattempt}
      onBack={onBack}
      continueAction={continueAction}
    />
  );
}
