import { MESSAGES, plural, type AdminCourseRow } from '@app/core';
import { AlertCircle, Archive, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError, errorMessage } from '@/lib/api';
import { useDeleteAdminCourse } from '../../api/delete-admin-course';
import { useSetAdminCourseStatus } from '../../api/set-admin-course-status';

/**
 * The confirmation before a course goes (spec: confirmations before deleting a course), from its
 * row's menu: Delete for a course without learners, Archive for one with them (core's
 * courseRemoval), which is never deleted. A deletion the server refuses (a learner enrolled since
 * the list was read) turns the dialog into the archive offer, with the server's reason.
 */
export function RemoveCourseDialog({ course, onClose }: { course: AdminCourseRow | null; onClose: () => void }) {
  const remove = useDeleteAdminCourse();
  const archive = useSetAdminCourseStatus();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = remove.isPending || archive.isPending;
  const finish = () => {
    setRefusal(null);
    onClose();
  };
  const close = () => {
    if (!pending) finish();
  };
  if (!course) return null;

  const hasLearners = course.hasLearners || refusal !== null;
  const confirmDelete = () =>
    remove.mutate(course.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        finish();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') setRefusal(error.message);
        else toast.error(MESSAGES.courseDeleteFailed, { description: errorMessage(error, 'Please try again.') });
      },
    });
  const archiveInstead = () =>
    archive.mutate(
      { courseId: course.id, status: 'archived', version: course.version },
      {
        onSuccess: () => {
          toast.success(MESSAGES.courseStatusUpdated);
          finish();
        },
        onError: (error) => toast.error(MESSAGES.courseStatusFailed, { description: errorMessage(error, 'Please try again.') }),
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="p-6" role="alertdialog">
        <DialogTitle className="pr-10">
          {refusal ? 'This course cannot be deleted' : hasLearners ? 'Archive course?' : 'Delete course?'}
        </DialogTitle>
        <DialogDescription className="mt-2">
          {hasLearners
            ? 'A course with learners is never deleted: archive it instead. It leaves the catalogue; its learners keep opening it, with their progress and certificates.'
            : 'Are you sure you want to delete this course? Its sections, lessons, quizzes, reviews and files will be deleted. This cannot be undone.'}
        </DialogDescription>
        <div className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm">
          <p className="font-semibold break-words text-white">{course.title}</p>
          <p className="mt-1 text-muted-foreground">
            {course.enrollments > 0
              ? `${plural(course.enrollments, 'learner')} enrolled`
              : course.hasLearners
                ? 'Certificates issued to former learners'
                : 'No learners enrolled'}
            {course.status === 'archived' ? ' · already archived' : ''}
          </p>
        </div>
        {refusal && (
          <Alert variant="destructive" role="alert" className="mt-4">
            <AlertCircle aria-hidden />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={pending} autoFocus>
            Cancel
          </Button>
          {hasLearners ? (
            course.status !== 'archived' && (
              <Button onClick={archiveInstead} disabled={pending}>
                {archive.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Archive aria-hidden />}
                {archive.isPending ? 'Archiving...' : refusal ? 'Archive instead' : 'Archive Course'}
              </Button>
            )
          ) : (
            <Button variant="destructive" onClick={confirmDelete} disabled={pending}>
              {remove.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
              {remove.isPending ? 'Deleting...' : 'Delete Course'}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
