import { MESSAGES, type AttemptDetail } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { toast } from 'sonner';
import { courseKeys, myKeys } from '@/features/courses';
import { QuizRunner } from '@/features/quizzes';
import { QuizLoadingFallback } from './quiz-lesson-view';

export interface CourseAssessmentViewProps {
  quizId: string;
  courseId: string;
  /** Preview mode (instructor, admin): nothing is recorded. */
  preview: boolean;
  /** The assessment was passed: the player reloads (the course may now be completed). */
  onPassed: () => void;
}

/**
 * The final Course Assessment, offered at exactly 100% progress, in the quiz runner. Passing it
 * may complete the course (and issue the certificate): the player reloads then.
 */
export function CourseAssessmentView({ quizId, courseId, preview, onPassed }: CourseAssessmentViewProps) {
  const queryClient = useQueryClient();

  const onSubmitted = useCallback(
    (detail: AttemptDetail) => {
      void queryClient.invalidateQueries({ queryKey: myKeys.all });
      if (!detail.attempt.isPassed) return;
      toast.success(MESSAGES.assessmentCompleted);
      void queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
      onPassed();
    },
    [queryClient, courseId, onPassed],
  );

  return (
    <Suspense fallback={<QuizLoadingFallback />}>
      <QuizRunner quizId={quizId} courseId={courseId} preview={preview} headingLevel={2} onSubmitted={onSubmitted} />
    </Suspense>
  );
}
