import { MESSAGES, type AttemptDetail, type LessonContent } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { FileQuestion, PlayCircle } from 'lucide-react';
import { Suspense, useCallback } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { courseKeys, myKeys } from '@/features/courses';
import { QuizRunner } from '@/features/quizzes';
import { playerKeys } from '../api/keys';
import { lessonHref } from '../selection';

export interface QuizLessonViewProps {
  lessonId: string;
  /** The lesson's quiz; null when none has been made yet. */
  quizId: string | null;
  courseId: string;
  /** 'Continue Learning' after the quiz: the next lesson of the same section once it is unlocked (spec section 4). */
  continueId: string | null;
  /** Preview mode (instructor, admin): nothing is recorded. */
  preview: boolean;
  /** The quiz was passed and the server completed the lesson: the player reloads its state. */
  onCompleted: () => void;
}

export function QuizLoadingFallback() {
  return (
    <div className="flex min-h-80 flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner label="Loading quiz" />
      <p>Loading...</p>
    </div>
  );
}

/** A quiz lesson: the lesson's quiz in the quiz runner. Passing it completes the lesson on the server. */
export function QuizLessonView({ lessonId, quizId, courseId, continueId, preview, onCompleted }: QuizLessonViewProps) {
  const queryClient = useQueryClient();

  const onSubmitted = useCallback(
    (detail: AttemptDetail) => {
      // Enrollment history counts quiz attempts; a pass completes the lesson and moves progress.
      void queryClient.invalidateQueries({ queryKey: myKeys.all });
      if (!detail.attempt.isPassed) return;
      queryClient.setQueryData<LessonContent>(playerKeys.lesson(lessonId), (old) => (old ? { ...old, isCompleted: true } : old));
      void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
      onCompleted();
    },
    [queryClient, lessonId, courseId, onCompleted],
  );

  if (!quizId)
    return (
      <div className="flex size-full min-h-80 flex-col items-center justify-center gap-3 p-8 text-center">
        <FileQuestion aria-hidden className="size-10 text-muted-foreground" />
        <p className="text-lg font-bold text-white">{MESSAGES.quizNotFound}</p>
        <p className="max-w-md text-sm text-zinc-300">This lesson has no quiz yet. Please contact the instructor.</p>
      </div>
    );

  return (
    <Suspense fallback={<QuizLoadingFallback />}>
      <QuizRunner
        quizId={quizId}
        courseId={courseId}
        preview={preview}
        headingLevel={3}
        onSubmitted={onSubmitted}
        continueAction={
          continueId ? (
            <Button asChild variant="light">
              <Link to={lessonHref(continueId)}>
                <PlayCircle aria-hidden /> Continue Learning
              </Link>
            </Button>
          ) : null
        }
      />
    </Suspense>
  );
}
