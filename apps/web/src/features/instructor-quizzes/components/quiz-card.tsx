import { formatPercent, formatTimeLimit, type QuizListItem } from '@app/core';
import { BarChart3, GraduationCap, ListChecks, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { formatDay } from '@/lib/format-date';
import { errorMessage } from '@/lib/api';
import { usePublishQuiz } from '../api/publish-quiz';

/** One quiz of 'Your Quizzes': what it is, how it does, and its actions. */
export function QuizCard({ quiz, onDelete }: { quiz: QuizListItem; onDelete: (quiz: QuizListItem) => void }) {
  const titleId = useId();
  const switchLabelId = useId();
  const publish = usePublishQuiz();

  const toggle = (isPublished: boolean) => {
    // While saving, the switch stays focusable (a disabled one would drop the keyboard focus) and ignores presses.
    if (publish.isPending) return;
    publish.mutate(
      { quizId: quiz.id, isPublished },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error('Failed to update quiz status', { description: errorMessage(error, 'Please try again.') }),
      },
    );
  };

  const figures: [string, string | number][] = [
    ['Questions', quiz.questionCount],
    ['Total points', quiz.totalPoints],
    ['Attempts', quiz.attemptCount],
    ['Average score', formatPercent(quiz.averagePercentage)],
    ['Passing score', `${quiz.passingScore}%`],
    ['Time limit', formatTimeLimit(quiz.timeLimitMinutes)],
    ['Max attempts', quiz.maxAttempts],
    ['Created', formatDay(quiz.createdAt)],
  ];

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-border bg-card p-4 shadow-xl shadow-black/30 transition-colors hover:border-zinc-600 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg leading-snug font-bold break-words text-white">
            {quiz.title}
          </h3>
          <p className="mt-1 text-sm break-words text-zinc-300">
            <span className="text-muted-foreground">Course:</span> {quiz.courseTitle}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm break-words text-zinc-300">
            {quiz.lessonTitle ? (
              <>
                <ListChecks aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span>
                  <span className="text-muted-foreground">Lesson:</span> {quiz.lessonTitle}
                </span>
              </>
            ) : (
              <>
                <GraduationCap aria-hidden className="size-4 shrink-0 text-brand-text" />
                Course assessment
              </>
            )}
          </p>
        </div>
        <Badge variant={quiz.isPublished ? 'success' : 'secondary'}>{quiz.isPublished ? 'Published' : 'Draft'}</Badge>
      </div>

      {quiz.description && <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{quiz.description}</p>}

      <dl className="mt-4 mb-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-black/25 p-3 min-[480px]:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-white tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <div className="flex items-center gap-2.5">
          <Switch
            checked={quiz.isPublished}
            aria-disabled={publish.isPending || undefined}
            className="aria-disabled:opacity-50"
            onCheckedChange={toggle}
            aria-labelledby={`${switchLabelId} ${titleId}`}
          />
          <span id={switchLabelId} className="text-sm text-zinc-300">
            Published
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/instructor/quiz/${quiz.id}/statistics`} aria-label={`Statistics for ${quiz.title}`}>
              <BarChart3 aria-hidden /> Statistics
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/instructor/quizzes/${quiz.id}/edit`} aria-label={`Edit ${quiz.title}`}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
          <Button variant="ghost-danger" size="icon-sm" onClick={() => onDelete(quiz)} aria-label={`Delete ${quiz.title}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </article>
  );
}

export function QuizCardSkeleton() {
  return (
    <div className="flex flex-col rounded-xl border border-border bg-card p-5">
      <div className="flex justify-between gap-3">
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-28 w-full" />
      <div className="mt-4 flex justify-between border-t border-border pt-4">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-8 w-44" />
      </div>
    </div>
  );
}
