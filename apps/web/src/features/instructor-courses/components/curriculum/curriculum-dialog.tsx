import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CurriculumBuilder } from './curriculum-builder';

/** The Curriculum Builder in a dialog (the dashboard's row action, the overview's Manage Curriculum). */
export function CurriculumDialog({ course, onClose }: { course: { id: string; title: string } | null; onClose: () => void }) {
  return (
    <Dialog open={course !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl p-4 sm:p-6">
        <DialogTitle className="pr-10">Curriculum Builder</DialogTitle>
        <DialogDescription className="mt-1 break-words">{course?.title}</DialogDescription>
        <div className="mt-5">{course && <CurriculumBuilder courseId={course.id} />}</div>
      </DialogContent>
    </Dialog>
  );
}
