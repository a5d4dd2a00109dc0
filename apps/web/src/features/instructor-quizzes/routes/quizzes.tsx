import type { QuizListItem } from '@app/core';
import { AlertCircle, BarChart3, CheckCircle2, FileQuestion, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api';
import { useQuizzes } from '../api/get-quizzes';
import { DeleteQuizDialog } from '../components/delete-quiz-dialog';
import { QuizCard, QuizCardSkeleton } from '../components/quiz-card';

const LOAD_FAILED = 'Failed to load quizzes';

/** /instructor/quizzes: Quiz Management. An instructor's quizzes (an admin's: all), newest first. */
export function Component() {
  const quizzes = useQuizzes();
  const [deleting, setDeleting] = useState<QuizListItem | null>(null);
  const summary = quizzes.data?.summary;
  const list = quizzes.data?.quizzes ?? [];
  const loading = quizzes.isPending;

  // The spec's error toast, besides the notice with its retry button in the page.
  useEffect(() => {
    if (quizzes.isError) toast.error(LOAD_FAILED, { id: 'quizzes-load', description: errorMessage(quizzes.error, 'Please try again.') });
  }, [quizzes.isError, quizzes.error]);

  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>Quiz Management | LearnFlix</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Quiz Management</h1>
          <p className="mt-2 text-muted-foreground">Create, publish and follow the quizzes of your courses.</p>
        </div>
        <Button asChild className="sm:w-fit">
          <Link to="/instructor/quizzes/new">
            <Plus aria-hidden /> Create Quiz
          </Link>
        </Button>
      </div>

      {quizzes.isError ? (
        <Alert variant="destructive" className="mt-8">
          <AlertCircle aria-hidden />
          <AlertTitle>{LOAD_FAILED}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {errorMessage(quizzes.error, 'Please try again.')}
            <Button size="sm" variant="outline" onClick={() => void quizzes.refetch()} disabled={quizzes.isFetching}>
              <RotateCcw aria-hidden /> Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <section aria-label="Quiz figures" className="mt-8">
            <ul className="grid grid-cols-3 gap-2 sm:gap-3">
              <li>
                <StatCard label="Total Quizzes" icon={FileQuestion} value={summary?.totalQuizzes ?? 0} isLoading={loading} />
              </li>
              <li>
                <StatCard label="Published" icon={CheckCircle2} value={summary?.published ?? 0} isLoading={loading} />
              </li>
              <li>
                <StatCard label="Total Attempts" icon={BarChart3} value={summary?.totalAttempts ?? 0} isLoading={loading} />
              </li>
            </ul>
          </section>

          <section aria-labelledby="your-quizzes-heading" aria-busy={loading} className="mt-10">
            <h2 id="your-quizzes-heading" className="text-xl font-bold text-white">
              Your Quizzes
            </h2>
            {loading ? (
              <div className="mt-4 grid gap-4 lg:grid-cols-2">
                <QuizCardSkeleton />
                <QuizCardSkeleton />
                <QuizCardSkeleton />
                <QuizCardSkeleton />
              </div>
            ) : list.length === 0 ? (
              <div className="mt-4 rounded-xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
                <FileQuestion aria-hidden className="mx-auto size-10 text-muted-foreground" />
                <h3 className="mt-4 text-xl font-bold text-white">No quizzes yet</h3>
                <p className="mt-1 text-sm text-muted-foreground">Create your first quiz to start testing your students</p>
                <Button asChild className="mt-5">
                  <Link to="/instructor/quizzes/new">
                    <Plus aria-hidden /> Create Quiz
                  </Link>
                </Button>
              </div>
            ) : (
              <ul className="mt-4 grid gap-4 lg:grid-cols-2">
                {list.map((quiz) => (
                  <li key={quiz.id}>
                    <QuizCard quiz={quiz} onDelete={setDeleting} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <DeleteQuizDialog quiz={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
