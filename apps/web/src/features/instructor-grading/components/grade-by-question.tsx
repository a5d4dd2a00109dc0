import { plural, type EvaluationResponse, type GradingAnswer, type GradingQuestion } from '@app/core';
import { AlertCircle, ArrowDown, ArrowUp, CheckCircle2, ClipboardCheck, RotateCcw } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useSubjectiveAnswers } from '../api/get-subjective-answers';
import { EvaluatedAnswerCard, PendingAnswerCard } from './answer-cards';
import { GradingShortcutsHelp } from './grading-shortcuts-help';
import { questionPlainText } from '@/components/lesson-text/render-lesson-text';

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

/** The server's queue order: oldest submission first, then by id. */
function byQueueOrder(a: GradingAnswer, b: GradingAnswer) {
  const at = a.submittedAt ?? '';
  const bt = b.submittedAt ?? '';
  if (at !== bt) return at < bt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Keys typed into a text field are text, not shortcuts. The points field is a number field: a
 * letter means nothing there, so J, K and ? keep working with the focus in it.
 */
function isTyping(target: EventTarget | null) {
  if (target instanceof HTMLInputElement) return target.type !== 'number';
  return target instanceof HTMLElement && target.closest('textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

interface GradeByQuestionProps {
  questions: GradingQuestion[];
  selected: GradingQuestion;
  onSelect: (questionId: string) => void;
}

/** "Grade by question": one question, its answers one student after another. */
export function GradeByQuestion({ questions, selected, onSelect }: GradeByQuestionProps) {
  const pickerId = useId();
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid gap-2">
        <Label htmlFor={pickerId}>Question</Label>
        <NativeSelect id={pickerId} value={selected.questionId} onChange={(e) => onSelect(e.target.value)}>
          {questions.map((q) => (
            <option key={q.questionId} value={q.questionId}>
              {q.pendingCount} pending · {clip(questionPlainText(q.questionText), 70)} ({clip(q.quizTitle, 40)})
            </option>
          ))}
        </NativeSelect>
      </div>
      <QuestionQueue key={selected.questionId} question={selected} questions={questions} onSelect={onSelect} />
    </div>
  );
}

function QuestionQueue({
  question,
  questions,
  onSelect,
}: {
  question: GradingQuestion;
  questions: GradingQuestion[];
  onSelect: (questionId: string) => void;
}) {
  const query = useSubjectiveAnswers({ status: 'pending', questionId: question.questionId, page: 1 });
  const data = query.isPlaceholderData ? undefined : query.data;
  // Answers graded here stay in the run (read-only), so the position and J/K keep their meaning.
  const [graded, setGraded] = useState<GradingAnswer[]>([]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const shownId = useRef<string | null | undefined>(undefined);

  const gradedIds = useMemo(() => new Set(graded.map((a) => a.id)), [graded]);
  const list = useMemo(() => {
    const pending = (data?.answers ?? []).filter((a) => !gradedIds.has(a.id));
    return [...pending, ...graded].sort(byQueueOrder);
  }, [data, graded, gradedIds]);
  const isPending = (a: GradingAnswer) => !gradedIds.has(a.id);
  const current = list.find((a) => a.id === currentId) ?? list.find(isPending) ?? null;
  const index = current ? list.indexOf(current) : -1;
  // Answers beyond the first page are not loaded yet; they count all the same.
  const notLoaded = data ? Math.max(0, data.total - data.answers.length) : 0;
  const total = list.length + notLoaded;
  const pendingLeft = list.filter(isPending).length + notLoaded;
  const recentFeedback = data?.questions.find((q) => q.questionId === question.questionId)?.recentFeedback ?? question.recentFeedback;
  const nextQuestion = questions.find((q) => q.questionId !== question.questionId && q.pendingCount > 0);

  const move = (delta: number) => {
    if (list.length === 0) return;
    const target = index === -1 ? (delta > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, index + delta));
    setCurrentId(list[target]!.id);
  };

  const onGraded = (result: EvaluationResponse) => {
    const at = list.findIndex((a) => a.id === result.answer.id);
    const after = list.slice(at + 1).find((a) => isPending(a) && a.id !== result.answer.id);
    const before = list.slice(0, Math.max(0, at)).find(isPending);
    setGraded((g) => [...g.filter((a) => a.id !== result.answer.id), result.answer]);
    setCurrentId((after ?? before)?.id ?? null);
  };

  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing) return;
    const target = e.target;
    const vertical = e.key === 'ArrowDown' || e.key === 'ArrowUp';
    // Alt+arrows work in the points field too, not in the feedback box (they move the caret there).
    if (e.altKey && vertical && !e.ctrlKey && !e.metaKey) {
      if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return;
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(target)) return;
    if (e.key === 'j' || e.key === 'J') {
      e.preventDefault();
      move(1);
    } else if (e.key === 'k' || e.key === 'K') {
      e.preventDefault();
      move(-1);
    } else if (e.key === '?') {
      e.preventDefault();
      setHelpOpen((open) => !open);
    }
  });

  // Each new answer starts at its top (the position bar), not wherever the last one was left.
  const currentKey = current?.id ?? null;
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    if (shownId.current !== undefined && shownId.current !== currentKey) {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      barRef.current?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }
    shownId.current = currentKey;
  }, [currentKey, loaded]);

  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKeyDown(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Failed to load answers for evaluation</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {errorMessage(query.error, 'Please try again.')}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label="Loading answers" className="grid gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-96" />
      </div>
    );
  }

  const graded_ = graded.length;
  return (
    <section aria-label="Grading queue" className="grid grid-cols-1 gap-4">
      <div
        ref={barRef}
        className="flex scroll-mt-20 flex-col gap-3 rounded-xl border border-border bg-card/70 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0 flex-1">
          <p role="status" className="font-bold text-white tabular-nums">
            {current
              ? `Answer ${index + 1} of ${total}`
              : total === 1
                ? 'The answer is graded'
                : total > 1
                  ? `All ${total} answers graded`
                  : 'No answers waiting'}
            {current && <span className="sr-only">, {current.studentName}</span>}
          </p>
          <div className="mt-2 flex items-center gap-3">
            <Progress
              value={total ? ((total - pendingLeft) / total) * 100 : 100}
              label="Answers graded in this run"
              className="h-1.5 flex-1 sm:max-w-56"
            />
            <span className="text-xs text-muted-foreground tabular-nums">
              {graded_} graded · {pendingLeft} pending
            </span>
          </div>
        </div>
        <div className="flex items-center gap-2 self-end sm:self-auto">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Previous answer"
            title="Previous answer (K)"
            disabled={index <= 0}
            onClick={() => move(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Next answer"
            title="Next answer (J)"
            disabled={list.length === 0 || (index !== -1 && index >= list.length - 1)}
            onClick={() => move(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <GradingShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
        </div>
      </div>

      {current ? (
        isPending(current) ? (
          <PendingAnswerCard
            key={current.id}
            answer={current}
            recentFeedback={recentFeedback}
            autoFocus
            onGraded={onGraded}
            hint={
              <>
                <kbd className="font-mono text-zinc-300">Enter</kbd> submits and opens the next answer ·{' '}
                <kbd className="font-mono text-zinc-300">J</kbd>/<kbd className="font-mono text-zinc-300">K</kbd> skip
              </>
            }
          />
        ) : (
          <EvaluatedAnswerCard key={current.id} answer={current} />
        )
      ) : (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-card/60 px-6 py-12 text-center">
          {graded_ > 0 ? (
            <CheckCircle2 aria-hidden className="size-10 text-green-400" />
          ) : (
            <ClipboardCheck aria-hidden className="size-10 text-muted-foreground" />
          )}
          <h3 className="mt-4 text-lg font-bold text-white">
            {graded_ > 0 ? 'Every answer to this question is graded' : 'No Pending Evaluations'}
          </h3>
          <p className="mt-1 max-w-md text-sm text-muted-foreground">
            {graded_ > 0
              ? `You graded ${plural(graded_, 'answer')}. Press K (or the up arrow button) to look back.`
              : 'All answers to this question have been evaluated!'}
          </p>
          {nextQuestion && (
            <Button className="mt-5" onClick={() => onSelect(nextQuestion.questionId)}>
              Next question ({nextQuestion.pendingCount} pending)
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
