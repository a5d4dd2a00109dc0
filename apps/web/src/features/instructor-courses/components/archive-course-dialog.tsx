import { MESSAGES } from '@app/core';
import { Archive } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api';
import { useSetCourseStatus } from '../api/set-course-status';

/**
 * What a course with learners offers instead of Delete (core's courseRemoval): archiving, which
 * takes it out of the catalogue while its learners keep it. Confirmed, as a deletion would be.
 */
export function ArchiveCourseDialog({ course, onClose }: { course: { id: string; title: string } | null; onClose: () => void }) {
  const setStatus = useSetCourseStatus();
  const confirm = () => {
    if (!course) return;
    setStatus.mutate(
      { courseId: course.id, status: 'archived' },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => toast.error(MESSAGES.courseStatusFailed, { description: errorMessage(error, 'Please try again.') }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={course !== null}
      title="Archive course?"
      description="This course has learners, so it is never deleted. Archived, it leaves the catalogue; its learners keep opening it, with their progress and certificates. You can publish it again at any time."
      confirmLabel="Archive Course"
      confirmIcon={Archive}
      confirmVariant="default"
      pendingLabel="Archiving..."
      pending={setStatus.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {course && (
        <div className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm">
          <p className="font-semibold break-words text-white">{course.title}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
