import type { QuizSaveResponse } from '@app/core';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useAuthoringQuiz } from '../api/get-quiz';
import { QuizEditor } from './quiz-editor/quiz-editor';

export interface LessonQuizEditorProps {
  courseId: string;
  lessonId: string;
  /** The lesson's quiz, or null to create it. */
  quizId: string | null;
  onSaved: (result: QuizSaveResponse) => void;
  onCancel?: () => void;
}

/** The lesson editor's quiz type: the quiz editor, fixed on this lesson (spec section 2, Add/Edit Lesson). */
export function LessonQuizEditor({ courseId, lessonId, quizId, onSaved, onCancel }: LessonQuizEditorProps) {
  return quizId ? (
    <ExistingQuiz courseId={courseId} lessonId={lessonId} quizId={quizId} onSaved={onSaved} onCancel={onCancel} />
  ) : (
    <QuizEditor quiz={null} fixedTarget={{ courseId, lessonId }} onSaved={onSaved} onCancel={onCancel} guardNavigation={false} />
  );
}

function ExistingQuiz({ courseId, lessonId, quizId, onSaved, onCancel }: LessonQuizEditorProps & { quizId: string }) {
  const quiz = useAuthoringQuiz(quizId);
  if (quiz.isError && !quiz.data)
    return (
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
    );
  if (quiz.isPending || !quiz.isFetchedAfterMount)
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading the quiz">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  return <QuizEditor quiz={quiz.data} fixedTarget={{ courseId, lessonId }} onSaved={onSaved} onCancel={onCancel} guardNavigation={false} />;
}

export default LessonQuizEditor;
