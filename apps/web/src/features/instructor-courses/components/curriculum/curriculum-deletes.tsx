import { plural, type AuthoringLesson, type AuthoringSection } from '@app/core';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api';
import { useDeleteLesson } from '../../api/delete-lesson';
import { useDeleteSection } from '../../api/delete-section';

export type Deleting = { kind: 'section'; section: AuthoringSection } | { kind: 'lesson'; lesson: AuthoringLesson } | null;

/** The confirmations before a section or a lesson is deleted (spec section 5). */
export function CurriculumDeletes({ courseId, deleting, onClose }: { courseId: string; deleting: Deleting; onClose: () => void }) {
  const section = useDeleteSection(courseId);
  const lesson = useDeleteLesson(courseId);
  const done = ({ message }: { message: string }) => {
    toast.success(message);
    onClose();
  };
  return (
    <>
      <ConfirmDialog
        open={deleting?.kind === 'section'}
        title="Delete section?"
        description="Are you sure you want to delete this section? Its lessons, their quizzes and learners' progress in them are deleted too. This cannot be undone."
        confirmLabel="Delete Section"
        pending={section.isPending}
        onClose={onClose}
        onConfirm={() =>
          deleting?.kind === 'section' &&
          section.mutate(deleting.section.id, {
            onSuccess: done,
            onError: (e) => toast.error('Failed to delete section', { description: errorMessage(e, 'Please try again.') }),
          })
        }
      >
        {deleting?.kind === 'section' && (
          <p className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm break-words text-white">
            {deleting.section.title} <span className="text-muted-foreground">({plural(deleting.section.lessons.length, 'lesson')})</span>
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting?.kind === 'lesson'}
        title="Delete lesson?"
        description="Are you sure you want to delete this lesson? Its file, its quiz and learners' progress in it are deleted too. This cannot be undone."
        confirmLabel="Delete Lesson"
        pending={lesson.isPending}
        onClose={onClose}
        onConfirm={() =>
          deleting?.kind === 'lesson' &&
          lesson.mutate(deleting.lesson.id, {
            onSuccess: done,
            onError: (e) => toast.error('Failed to delete lesson', { description: errorMessage(e, 'Please try again.') }),
          })
        }
      >
        {deleting?.kind === 'lesson' && (
          <p className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm break-words text-white">
            {deleting.lesson.title}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
