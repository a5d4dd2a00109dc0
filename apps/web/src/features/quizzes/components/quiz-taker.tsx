import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { ApiError, errorMessage } from '@/lib/api';
import { useLatest } from '@/hooks/use-latest';
import { cn } from '@/lib/utils';
import type { LoadedAttempt } from '../api/get-attempt';
import { useSubmitAttempt } from '../api/submit-attempt';
import type { Answer } from '../attempt-storage';
import { readPosition, writePosition } from '../attempt-storage';
import { retryable } from '../answer-saver';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { useCountdown } from '../hooks/use-countdown';
import { QuestionNavigator } from './question-navigator';
import { QuestionView } from './question-view';
import { QuizTimer } from './quiz-timer';
import { SaveStatusText } from './save-status';

interface QuizTakerProps {
  detail: LoadedAttempt;
  level: 2 | 3;
  /** Submitted: `result` is the scored attempt; `timedOut` when the timer submitted it. */
  onSubmitted: (result: LoadedAttempt, timedOut: boolean) => void;
  /** The server closed the attempt (submitted elsewhere, or its time ran out): show what it holds. */
  onClosed: () => void;
}

const isAnswered = (a: Answer | undefined) => Boolean(a && (a.optionId !== null || (a.answerText ?? '').trim() !== ''));

/** Retries of a submission the timer made, while the server cannot be reached. */
const AUTO_SUBMIT_RETRY_MS = 4_000;

/**
 * Taking an attempt: one question at a time with Previous, Next and Submit Quiz, the question
 * navigator, a progress bar, answers saved as the student goes, and the countdown, which submits
 * by itself at zero (after sending what is still pending).
 */
export function QuizTaker({ detail, level, onSubmitted, onClosed }: QuizTakerProps) {
  const { attempt, questions, quiz } = detail;
  const Heading = level === 2 ? 'h2' : 'h3';
  const [index, setIndex] = useState(() => Math.min(readPosition(attempt.id), questions.length - 1));
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [finishing, setFinishing] = useState<'manual' | 'auto' | null>(null);
  const busy = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submit = useSubmitAttempt();

  // The saver and a refused submit can both learn that the attempt is closed: tell the screen once.
  const closed = useRef(false);
  const closeOnce = (message?: string) => {
    if (closed.current) return;
    closed.current = true;
    if (message) toast.info(message);
    onClosed();
  };
  const closeOnceRef = useLatest(closeOnce);
  const events = useMemo(
    () => ({
      onClosed: (message: string) => closeOnceRef.current(message),
      onRejected: (message: string) => toast.error(message),
    }),
    [closeOnceRef],
  );
  const { saver, answers, status } = useAnswerSaver(attempt.id, detail.answers, events);

  const finish = async (auto: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setFinishing(auto ? 'auto' : 'manual');
    const allSent = await saver.flushAll(auto ? 4_000 : 8_000);
    if (closed.current) return; // the saver learned the attempt is closed: its results are on the way
    if (!allSent && !auto) {
      busy.current = false;
      setFinishing(null);
      toast.error('Failed to submit quiz', {
        description: 'Some answers could not be saved yet. They are kept on this device: check your connection and try again.',
      });
      return;
    }
    // mutateAsync, not mutate's callbacks: the result replaces this screen (it unmounts) before they would run.
    try {
      const result = await submit.mutateAsync(attempt.id);
      onSubmitted(result, auto);
    } catch (error) {
      busy.current = false;
      if (error instanceof ApiError && error.code === 'ATTEMPT_CLOSED') {
        closeOnce();
        return;
      }
      // Time is up whatever happens: while the server cannot be reached, keep trying; it closes the
      // attempt with what it has. A refusal that will not change (not enrolled any more) is final.
      const retry = auto && retryable(error);
      setFinishing(retry ? 'auto' : null);
      toast.error('Failed to submit quiz', { description: errorMessage(error, 'Please try again.') });
      if (retry) autoRetry.current = window.setTimeout(() => void finish(true), AUTO_SUBMIT_RETRY_MS);
    }
  };
  const autoRetry = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(autoRetry.current), []);

  const countdown = useCountdown(
    { deadlineAt: attempt.deadlineAt, serverNow: detail.serverNow, receivedAt: detail.receivedAt },
    () => void finish(true),
  );

  useEffect(() => {
    writePosition(attempt.id, index);
    headingRef.current?.focus();
  }, [attempt.id, index]);

  const question = questions[index]!;
  const total = questions.length;
  const answeredCount = questions.filter((q) => isAnswered(answers.get(q.id))).length;
  const unanswered = total - answeredCount;
  const locked = finishing !== null;
  const last = index === total - 1;

  const go = (next: number) => {
    saver.flush(question.id);
    setIndex(Math.max(0, Math.min(total - 1, next)));
  };

  const requestSubmit = () => {
    saver.flush(question.id);
    if (unanswered > 0) setConfirmOpen(true);
    else void finish(false);
  };

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs font-semibold tracking-wide text-brand-text uppercase">{quiz.title}</p>
          <Heading ref={headingRef} tabIndex={-1} className="mt-0.5 text-lg font-bold text-white outline-none sm:text-xl">
            Question {index + 1} of {total}
          </Heading>
        </div>
        {countdown.secondsLeft !== null && <QuizTimer secondsLeft={countdown.secondsLeft} announcement={countdown.announcement} />}
      </div>

      <div>
        <Progress value={(answeredCount / total) * 100} label="Questions answered" className="h-2" />
        <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="text-xs text-muted-foreground tabular-nums">
            {answeredCount} of {total} answered
          </p>
          <SaveStatusText status={status} />
        </div>
      </div>

      {finishing === 'auto' && (
        <p role="alert" className="rounded-lg border border-red-500/50 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          Time is up. Submitting your answers…
        </p>
      )}

      <QuestionView
        key={question.id}
        question={question}
        answer={answers.get(question.id)}
        disabled={locked}
        onOption={(optionId) => saver.setOption(question.id, optionId)}
        onText={(text) => saver.setText(question.id, text)}
        onTextDone={() => saver.flush(question.id)}
      />

      {/* Phones: Previous and Next side by side, Submit Quiz below them. */}
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => go(index - 1)} disabled={index === 0 || locked}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        {!last && (
          <Button variant="light" className="flex-1 sm:ml-auto sm:flex-none" onClick={() => go(index + 1)} disabled={locked}>
            Next <ChevronRight aria-hidden />
          </Button>
        )}
        <Button
          variant={last ? 'default' : 'outline'}
          className={cn('w-full sm:w-auto', last && 'sm:ml-auto')}
          onClick={requestSubmit}
          disabled={locked}
        >
          <Send aria-hidden />
          {locked ? 'Submitting...' : 'Submit Quiz'}
        </Button>
      </div>

      <QuestionNavigator
        count={total}
        current={index}
        answered={(i) => isAnswered(answers.get(questions[i]!.id))}
        onGo={(i) => !locked && go(i)}
      />

      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent className="p-6">
          <DialogTitle className="pr-8">Submit quiz?</DialogTitle>
          <DialogDescription className="mt-2 text-zinc-300">
            {unanswered === 1 ? '1 question is' : `${unanswered} questions are`} not answered. Unanswered questions score no points, and you
            cannot change your answers after submitting.
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
              Keep answering
            </Button>
            <Button
              onClick={() => {
                setConfirmOpen(false);
                void finish(false);
              }}
            >
              Submit anyway
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
