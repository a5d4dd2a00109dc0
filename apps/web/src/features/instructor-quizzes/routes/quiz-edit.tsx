import { AlertCircle, FileQuestion, RotateCcw } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { useAuthoringQuiz } from '../api/get-quiz';
import { EditorPage } from '../components/editor-page';
import { QuizEditor } from '../components/quiz-editor/quiz-editor';

/** /instructor/quizzes/:quizId/edit: Edit Quiz, loaded with its answer key. */
export function Component() {
  const { quizId = '' } = useParams();
  const navigate = useNavigate();
  const quiz = useAuthoringQuiz(quizId);
  const toList = () => navigate('/instructor/quizzes');

  // Another instructor's quiz, a deleted one, or an address that is no quiz id at all (400).
  if (quiz.isError && quiz.error instanceof ApiError && (quiz.error.status === 404 || quiz.error.status === 400)) {
    return (
      <EditorPage title="Quiz Not Found" description="This quiz does not exist, or it is not one of yours.">
        <div className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
          <FileQuestion aria-hidden className="mx-auto size-10 text-muted-foreground" />
          <Button asChild className="mt-5">
            <Link to="/instructor/quizzes">Back to Quiz Management</Link>
          </Button>
        </div>
      </EditorPage>
    );
  }

  return (
    <EditorPage
      title="Edit Quiz"
      description={quiz.data ? `${quiz.data.title} · ${quiz.data.courseTitle}` : 'Change the questions, answers and settings of this quiz.'}
    >
      {/* Only with nothing to show: a failed background refetch leaves the editor and its draft alone. */}
      {quiz.isError && !quiz.data ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>Failed to load the quiz</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {errorMessage(quiz.error, 'Please try again.')}
            <Button size="sm" variant="outline" onClick={() => void quiz.refetch()} disabled={quiz.isFetching}>
              <RotateCcw aria-hidden /> Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : quiz.isPending || !quiz.isFetchedAfterMount ? (
        // The draft starts from what the server holds now: a cached copy may predate a publish toggle.
        <div aria-busy className="grid gap-6">
          <span className="sr-only" role="status">
            Loading the quiz…
          </span>
          <Skeleton className="h-80 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : (
        // Keyed by id: another quiz opened in place starts from its own draft.
        <QuizEditor key={quiz.data.id} quiz={quiz.data} onSaved={toList} onCancel={toList} />
      )}
    </EditorPage>
  );
}
