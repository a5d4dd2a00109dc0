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

/** Which dialog is open: Create Course, Edit Course of one course, or none. */
export type CourseDialogState = { mode: 'create' } | { mode: 'edit'; courseId: string } | null;

interface CourseDialogProps {
  state: CourseDialogState;
  onClose: () => void;
  onCreated?: (result: CourseSaveResponse) => void;
}

/** The Create Course and Edit Course dialogs. */
export function CourseDialog({ state, onClose, onCreated }: CourseDialogProps) {
  const editing = state?.mode === 'edit' ? state.courseId : null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl p-5 sm:p-6">
        <DialogTitle className="pr-10">{editing ? 'Edit Course' : 'Create Course'}</DialogTitle>
        <DialogDescription className="mt-1">
          {editing
            ? 'Change the details, price, status and picture of your course.'
            : 'A new course starts as a draft: only you see it until you publish it.'}
        </DialogDescription>
        <div className="mt-5">
          {editing ? (
            <EditCourse courseId={editing} onClose={onClose} />
          ) : (
            <CourseForm
              course={null}
              onCancel={onClose}
              onSaved={(result) => {
                onClose();
                onCreated?.(result);
              }}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function EditCourse({ courseId, onClose }: { courseId: string; onClose: () => void }) {
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
      onCancel={onClose}
      onSaved={onClose}
      onReload={() => queryClient.fetchQuery({ ...editableCourseQueryOptions(courseId), staleTime: 0 })}
    />
  );
}

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
