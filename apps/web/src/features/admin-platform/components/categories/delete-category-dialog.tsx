import { categoryInUseMessage, MESSAGES, type AdminCategoryRow } from '@app/core';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError, errorMessage } from '@/lib/api';
import { useDeleteCategory } from '../../api/delete-category';

/**
 * Deleting a category: only an unused one goes, after a confirmation. A category that courses use
 * says so instead (from the list's count, or from the server when a course joined it meanwhile).
 */
export function DeleteCategoryDialog({ category, onClose }: { category: AdminCategoryRow | null; onClose: () => void }) {
  const remove = useDeleteCategory();
  const [refusal, setRefusal] = useState<string | null>(null);
  const finish = () => {
    setRefusal(null);
    onClose();
  };
  const close = () => {
    if (!remove.isPending) finish();
  };
  if (!category) return null;

  const inUse = refusal ?? (category.courseCount > 0 ? categoryInUseMessage(category.courseCount) : null);
  if (inUse)
    return (
      <Dialog open onOpenChange={(o) => !o && close()}>
        <DialogContent className="p-6" role="alertdialog">
          <DialogTitle className="pr-10">This category cannot be deleted</DialogTitle>
          <DialogDescription className="mt-2 break-words">{category.name}</DialogDescription>
          <Alert variant="destructive" role="alert" className="mt-4">
            <AlertCircle aria-hidden />
            <AlertDescription>{inUse}</AlertDescription>
          </Alert>
          <div className="mt-6 flex justify-end">
            <Button variant="outline" onClick={close} autoFocus>
              OK
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    );

  return (
    <ConfirmDialog
      open
      title="Delete category?"
      description={`Are you sure you want to delete “${category.name}”? No course uses it. This cannot be undone.`}
      confirmLabel="Delete Category"
      pending={remove.isPending}
      onClose={close}
      onConfirm={() =>
        remove.mutate(category.id, {
          onSuccess: ({ message }) => {
            toast.success(message);
            finish();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'CONFLICT') setRefusal(error.message);
            else toast.error(MESSAGES.categoryDeleteFailed, { description: errorMessage(error, 'Please try again.') });
          },
        })
      }
    />
  );
}
