import { plural, type QuizListItem } from '@app/core';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useDeleteQuiz } from '../api/delete-quiz';

/** The spec's confirmation before a quiz goes, with what goes with it. */
export function DeleteQuizDialog({ quiz, onClose }: { quiz: QuizListItem | null; onClose: () => void }) {
  const remove = useDeleteQuiz();
  const confirm = () => {
    if (!quiz) return;
    remove.mutate(quiz.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => toast.error('Failed to delete quiz', { description: errorMessage(error, 'Please try again.') }),
    });
  };

  return (
    <Dialog open={quiz !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent className="p-6" role="alertdialog">
        <DialogTitle className="pr-10">Delete quiz?</DialogTitle>
        <DialogDescription className="mt-2">Are you sure you want to delete this quiz?</DialogDescription>
        {quiz && (
          <div className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm">
            <p className="font-semibold break-words text-white">{quiz.title}</p>
            <p className="mt-1 text-muted-foreground">
              {plural(quiz.questionCount, 'question')}
              {quiz.attemptCount > 0 && `, and ${plural(quiz.attemptCount, 'student attempt')} with their scores,`} will be removed. This
              cannot be undone.
            </p>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
            {remove.isPending ? 'Deleting...' : 'Delete Quiz'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
