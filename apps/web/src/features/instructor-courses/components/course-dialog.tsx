import type { CourseSaveResponse } from '@app/core';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { editableCourseQueryOptions, useEditableCourse } from '../api/get-editable-course';
import { CourseForm } from './course-form/course-form';
import { useDiscardGuard } from './use-discard-guard';

/** Which dialog is open: Create Course, Edit Course of one course, or none. */
export type CourseDialogState = { mode: 'create' } | { mode: 'edit'; courseId: string } | null;

interface CourseDialogProps {
  state: CourseDialogState;
  onClose: () => void;
  onCreated?: (result: CourseSaveResponse) => void;
}

/**
 * The Create Course and Edit Course dialogs. Closing one with unsaved changes (Escape, the close
 * button, Cancel) asks first; a click outside does nothing.
 */
export function CourseDialog({ state, onClose, onCreated }: CourseDialogProps) {
  const editing = state?.mode === 'edit' ? state.courseId : null;
  const guard = useDiscardGuard(onClose, 'course');
  return (
    <>
      <Dialog open={state !== null} onOpenChange={(open) => !open && guard.requestClose()}>
        <DialogContent className="max-w-2xl p-5 sm:p-6" onInteractOutside={(e) => e.preventDefault()}>
          <DialogTitle className="pr-10">{editing ? 'Edit Course' : 'Create Course'}</DialogTitle>
          <DialogDescription className="mt-1">
            {editing
              ? 'Change the details, price, status and picture of your course.'
              : 'A new course starts as a draft: only you see it until you publish it.'}
          </DialogDescription>
          <div className="mt-5">
            {editing ? (
              <EditCourse courseId={editing} onCancel={guard.requestClose} onClose={guard.close} onDirtyChange={guard.onDirtyChange} />
            ) : (
              state && (
                <CourseForm
                  course={null}
                  actionBarClassName={DIALOG_ACTION_BAR}
                  onCancel={guard.requestClose}
                  onDirtyChange={guard.onDirtyChange}
                  onSaved={(result) => {
                    guard.close();
                    onCreated?.(result);
                  }}
                />
              )
            )}
          </div>
        </DialogContent>
      </Dialog>
      {guard.confirm}
    </>
  );
}

function EditCourse({
  courseId,
  onCancel,
  onClose,
  onDirtyChange,
}: {
  courseId: string;
  onCancel: () => void;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const course = useEditableCourse(courseId);
  const queryClient = useQueryClient();
  if (course.isPending) return <CourseFormSkeleton />;
  if (course.isError)
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Failed to fetch course details</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {errorMessage(course.error, 'Please try again.')}
          <Button size="sm" variant="outline" onClick={() => void course.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  return (
    <CourseForm
      course={course.data}
      onCancel={onCancel}
      onSaved={onClose}
      onDirtyChange={onDirtyChange}
      actionBarClassName={DIALOG_ACTION_BAR}
      onReload={() => queryClient.fetchQuery({ ...editableCourseQueryOptions(courseId), staleTime: 0 })}
    />
  );
}

/** The dialog's padding and colour, for the form's sticky action bar. */
export const DIALOG_ACTION_BAR = '-mx-5 -mb-5 px-5 sm:-mx-6 sm:-mb-6 sm:px-6 bg-popover/95';

export function CourseFormSkeleton() {
  return (
    <div className="grid gap-5" aria-busy="true" aria-label="Loading the course">
      {[1, 2, 3, 4].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
