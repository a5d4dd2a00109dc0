import type { EditableLesson } from '@app/core';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { LessonQuizEditor } from '@/features/instructor-quizzes';
import { errorMessage } from '@/lib/api';
import { useAuthoringLesson } from '../../api/get-lesson';
import { authoringCourseKeys } from '../../api/keys';
import { useDiscardGuard } from '../use-discard-guard';
import { LessonForm } from './lesson-form';

/** Which lesson the dialog is for: a new one in a section, or an existing one. */
export type LessonDialogState = { section: { id: string; title: string }; lessonId: string | null } | null;

interface LessonDialogProps {
  courseId: string;
  state: LessonDialogState;
  onClose: () => void;
}

/**
 * Add Lesson and Edit Lesson; a quiz lesson's questions follow its details, in the quiz editor.
 * Closing it with unsaved details (Escape, the close button, Cancel) asks first; a click outside
 * does nothing.
 */
export function LessonDialog({ courseId, state, onClose }: LessonDialogProps) {
  const guard = useDiscardGuard(onClose, 'lesson');
  return (
    <>
      <Dialog open={state !== null} onOpenChange={(open) => !open && guard.requestClose()}>
        <DialogContent className="max-w-4xl p-5 sm:p-6" onInteractOutside={(e) => e.preventDefault()}>
          {state && (
            <LessonDialogBody
              key={state.lessonId ?? `new-${state.section.id}`}
              courseId={courseId}
              state={state}
              onCancel={guard.requestClose}
              onClose={guard.close}
              onDirtyChange={guard.onDirtyChange}
            />
          )}
        </DialogContent>
      </Dialog>
      {guard.confirm}
    </>
  );
}

function LessonDialogBody({
  courseId,
  state,
  onCancel,
  onClose,
  onDirtyChange,
}: {
  courseId: string;
  state: NonNullable<LessonDialogState>;
  /** Closes, asking first when something is unsaved. */
  onCancel: () => void;
  /** Closes at once (after a save). */
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  // A new lesson gets its id when first saved; a quiz lesson then goes on to its questions.
  const [lessonId, setLessonId] = useState(state.lessonId);
  const [saved, setSaved] = useState<EditableLesson | null>(null);
  const lesson = useAuthoringLesson(state.lessonId);
  const queryClient = useQueryClient();
  const current = saved ?? lesson.data ?? null;

  return (
    <>
      <DialogTitle className="pr-10">{state.lessonId ? 'Edit Lesson' : 'Add Lesson'}</DialogTitle>
      <DialogDescription className="mt-1 break-words">Section: {state.section.title}</DialogDescription>
      <div className="mt-5 grid gap-8">
        {state.lessonId && lesson.isPending ? (
          <div className="grid gap-4" aria-busy="true" aria-label="Loading the lesson">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-1/2" />
          </div>
        ) : state.lessonId && lesson.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle>Failed to load the lesson</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {errorMessage(lesson.error, 'Please try again.')}
              <Button size="sm" variant="outline" onClick={() => void lesson.refetch()}>
                <RotateCcw aria-hidden /> Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <LessonForm
            courseId={courseId}
            sectionId={state.section.id}
            lesson={current}
            onCancel={onCancel}
            onDirtyChange={onDirtyChange}
            onSaved={(l) => {
              setSaved(l);
              setLessonId(l.id);
              if (l.contentType !== 'quiz') onClose();
            }}
          />
        )}
        {lessonId && current?.contentType === 'quiz' && (
          <section aria-labelledby="lesson-quiz-heading" className="grid gap-4 border-t border-border pt-6">
            <div>
              <h3 id="lesson-quiz-heading" className="text-lg font-bold text-white">
                Quiz questions
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">
                {current.quizId
                  ? 'Edit the questions, answers and settings of this lesson’s quiz.'
                  : 'Write the questions learners answer in this lesson.'}
              </p>
            </div>
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <LessonQuizEditor
                courseId={courseId}
                lessonId={lessonId}
                quizId={current.quizId}
                onCancel={onCancel}
                onSaved={({ quiz }) => {
                  setSaved({ ...current, quizId: quiz.id });
                  void queryClient.invalidateQueries({ queryKey: authoringCourseKeys.curriculum(courseId) });
                  void queryClient.invalidateQueries({ queryKey: authoringCourseKeys.lesson(lessonId) });
                  onClose();
                }}
              />
            </Suspense>
          </section>
        )}
      </div>
    </>
  );
}
