import type { GradingListResponse, GradingQuery } from '@app/core';
import { AlertCircle, CheckCircle2, ClipboardCheck, Hourglass, ListChecks, RotateCcw, Rows3 } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageCount } from '@/hooks/use-page-count';
import { errorMessage } from '@/lib/api';
import { ToggleButton } from '@/components/ui/toggle-button';
import { cn } from '@/lib/utils';
import { useSubjectiveAnswers } from '../api/get-subjective-answers';
import { EvaluatedAnswerCard, PendingAnswerCard } from '../components/answer-cards';
import { GradeByQuestion } from '../components/grade-by-question';

const LOAD_FAILED = 'Failed to load answers for evaluation';

/**
 * /instructor/subjective-evaluation: the spec's Pending Evaluation and Evaluated tabs, plus a
 * "Grade by question" mode. The address holds the mode, tab, page and question.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'question' ? 'question' : 'list';
  const tab: GradingQuery['status'] = params.get('tab') === 'evaluated' ? 'evaluated' : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  // The first page of the pending queue carries the badge counts and the per-question queues.
  const base = useSubjectiveAnswers({ status: 'pending', page: 1 });
  const counts = base.data;

  useEffect(() => {
    if (base.isError) toast.error(LOAD_FAILED, { id: 'grading-load', description: errorMessage(base.error, 'Please try again.') });
  }, [base.isError, base.error]);

  const update = (change: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace });
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Subjective Quiz Evaluation | LearnFlix</title>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Subjective Quiz Evaluation</h1>
          <p className="mt-2 text-muted-foreground">Review and grade your students&apos; written answers.</p>
          <div className="mt-3 flex flex-wrap gap-2" aria-live="polite">
            {counts ? (
              <>
                <Badge variant="warning">
                  <Hourglass aria-hidden /> {counts.pendingCount} Pending
                </Badge>
                <Badge variant="success">
                  <CheckCircle2 aria-hidden /> {counts.evaluatedCount} Evaluated
                </Badge>
              </>
            ) : base.isError ? null : (
              <Skeleton className="h-6 w-44" />
            )}
          </div>
        </div>
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-border bg-black/40 p-1">
          <ToggleButton active={mode === 'list'} onClick={() => update({ mode: null, question: null })} icon={<Rows3 aria-hidden />}>
            All answers
          </ToggleButton>
          <ToggleButton
            active={mode === 'question'}
            onClick={() => update({ mode: 'question', tab: null, page: null })}
            icon={<ListChecks aria-hidden />}
          >
            Grade by question
          </ToggleButton>
        </div>
      </div>

      <div className="mt-8">
        {mode === 'question' ? (
          <QuestionMode
            base={base}
            questionParam={params.get('question')}
            onSelect={(id) => update({ question: id })}
            onDefault={(id) => update({ question: id }, true)}
          />
        ) : (
          <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'evaluated' ? 'evaluated' : null, page: null })}>
            <TabsList className="h-auto min-h-11 flex-wrap sm:flex-nowrap">
              <TabsTrigger value="pending" className="min-h-9">
                Pending Evaluation{counts ? ` (${counts.pendingCount})` : ''}
              </TabsTrigger>
              <TabsTrigger value="evaluated" className="min-h-9">
                Evaluated{counts ? ` (${counts.evaluatedCount})` : ''}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="pending">
              <AnswerList status="pending" page={tab === 'pending' ? page : 1} />
            </TabsContent>
            <TabsContent value="evaluated">
              <AnswerList status="evaluated" page={tab === 'evaluated' ? page : 1} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{LOAD_FAILED}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {message}
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading answers" className="grid gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-72" />
      ))}
    </div>
  );
}

function EmptyState({ title, text, icon }: { title: string; text: string; icon: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
      {icon}
      <h2 className="mt-4 text-lg font-bold text-white">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** One tab: its page of answers as cards, with pagination when there is more than a page. */
function AnswerList({ status, page }: { status: GradingQuery['status']; page: number }) {
  const query = useSubjectiveAnswers({ status, page });
  const data = query.data;
  // After a grade the card leaves the list; the focus goes on to the next card's points field.
  const [focusId, setFocusId] = useState<string | null>(null);
  // Grading the last answer of a later page moves to the page before it.
  const { pages, moving } = usePageCount(data && { ...data, shown: data.answers.length });
  if (query.isError) return <LoadError message={errorMessage(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />;
  if (!data || moving) return <ListSkeleton />;
  if (data.answers.length === 0 && (data.page === 1 || data.total === 0)) {
    return status === 'pending' ? (
      <EmptyState
        title="No Pending Evaluations"
        text="All subjective answers have been evaluated!"
        icon={<CheckCircle2 aria-hidden className="size-10 text-green-400" />}
      />
    ) : (
      <EmptyState
        title="No Evaluated Answers"
        text="Evaluated answers will appear here."
        icon={<ClipboardCheck aria-hidden className="size-10 text-muted-foreground" />}
      />
    );
  }
  const feedbackOf = (questionId: string) => data.questions.find((q) => q.questionId === questionId)?.recentFeedback ?? [];
  const from = data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = Math.min(data.total, (data.page - 1) * data.pageSize + data.answers.length);
  return (
    <section aria-label={status === 'pending' ? 'Pending answers' : 'Evaluated answers'}>
      <ul
        className={cn('grid grid-cols-1 gap-4', query.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={query.isFetching || undefined}
      >
        {data.answers.map((answer) => (
          <li key={answer.id}>
            {status === 'pending' ? (
              <PendingAnswerCard
                answer={answer}
                recentFeedback={feedbackOf(answer.questionId)}
                autoFocus={answer.id === focusId}
                scrollOnFocus
                onGraded={() => {
                  const at = data.answers.findIndex((a) => a.id === answer.id);
                  setFocusId((data.answers[at + 1] ?? data.answers[at - 1])?.id ?? null);
                }}
              />
            ) : (
              <EvaluatedAnswerCard answer={answer} />
            )}
          </li>
        ))}
      </ul>
      {data.answers.length === 0 && <p className="text-center text-sm text-muted-foreground">Nothing on this page.</p>}
      {pages > 1 && (
        <div className="mt-6 flex flex-col items-center gap-4 md:flex-row md:justify-between">
          <p className="text-sm text-muted-foreground">
            Showing {from} to {to} of {data.total} answers
          </p>
          <Pagination page={data.page} pages={pages} label={status === 'pending' ? 'Pending answer pages' : 'Evaluated answer pages'} />
        </div>
      )}
    </section>
  );
}

/**
 * Grade-by-question mode: the question from the address, else the one with the most pending answers,
 * which then goes into the address (`onDefault`): the server orders the questions by pending count,
 * so after a few grades another one may come first, and the run must stay on this one.
 */
function QuestionMode({
  base,
  questionParam,
  onSelect,
  onDefault,
}: {
  base: ReturnType<typeof useSubjectiveAnswers>;
  questionParam: string | null;
  onSelect: (questionId: string) => void;
  onDefault: (questionId: string) => void;
}) {
  const questions = base.data?.questions ?? [];
  const selected = questions.find((q) => q.questionId === questionParam) ?? questions.find((q) => q.pendingCount > 0) ?? questions[0];
  const selectedId = selected?.questionId;
  const pin = useEffectEvent((questionId: string) => onDefault(questionId));
  useEffect(() => {
    if (selectedId && selectedId !== questionParam) pin(selectedId);
  }, [selectedId, questionParam]);

  if (base.isError) return <LoadError message={errorMessage(base.error, 'Please try again.')} onRetry={() => void base.refetch()} />;
  const data: GradingListResponse | undefined = base.data;
  if (!data) return <ListSkeleton />;
  if (!selected) {
    return (
      <EmptyState
        title="No Pending Evaluations"
        text="All subjective answers have been evaluated!"
        icon={<CheckCircle2 aria-hidden className="size-10 text-green-400" />}
      />
    );
  }
  return <GradeByQuestion questions={questions} selected={selected} onSelect={onSelect} />;
}
