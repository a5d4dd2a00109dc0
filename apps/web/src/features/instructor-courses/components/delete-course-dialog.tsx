import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ApiError, errorMessage } from '@/lib/api';
import { useDeleteCourse } from '../api/delete-course';

interface DeletingCourse {
  id: string;
  title: string;
  students: number;
}

/**
 * The confirmation before a course goes with its curriculum. A course with learners cannot go: the
 * server refuses (409) and its message, which suggests archiving, stays in the dialog.
 */
export function DeleteCourseDialog({
  course,
  onClose,
  onDeleted,
}: {
  course: DeletingCourse | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCourse();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (!course) return;
    remove.mutate(course.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        close();
        onDeleted?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') setRefusal(error.message);
        toast.error('Failed to delete course', { description: errorMessage(error, 'Please try again.') });
      },
    });
  };
  return (
    <ConfirmDialog
      open={course !== null}
      title="Delete course?"
      description="Are you sure you want to delete this course? Its sections, lessons, quizzes and files will be deleted. This cannot be undone."
      confirmLabel="Delete Course"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {course && (
        <div className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm">
          <p className="font-semibold break-words text-white">{course.title}</p>
          {course.students > 0 && (
            <p className="mt-1 text-muted-foreground">
              {course.students === 1 ? '1 student is' : `${course.students} students are`} enrolled: archive the course instead to take it
              out of the catalogue while they keep access.
            </p>
          )}
        </div>
      )}
      {refusal && (
        <Alert variant="destructive" role="alert" className="mt-4">
          <AlertCircle aria-hidden />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
