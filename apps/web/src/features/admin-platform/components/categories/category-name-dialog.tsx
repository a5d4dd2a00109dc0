import { CATEGORY_NAME_MAX, categoryName, MESSAGES, type AdminCategoryRow } from '@app/core';
import { LoaderCircle, Save } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveCategory } from '../../api/save-category';

/**
 * New Category, or Rename (with `category`). The name is checked with the server's own rule as it
 * is typed; the server's refusal (a name taken in any letter case, a category renamed meanwhile)
 * shows under the field, and what was typed stays.
 */
export function CategoryNameDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  /** The category to rename; none to create one. */
  category?: AdminCategoryRow;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const checked = categoryName.safeParse(name);
  const localError = touched && !checked.success ? checked.error.issues[0]?.message : undefined;

  const close = () => {
    if (save.isPending) return;
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!checked.success) return;
    setServerError(null);
    save.mutate(category ? { id: category.id, name: checked.data, currentName: category.name } : { name: checked.data }, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => setServerError(errorMessage(error, MESSAGES.categorySaveFailed)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="p-6">
        <form onSubmit={submit} noValidate>
          <DialogTitle className="pr-10">{category ? 'Rename category' : 'New category'}</DialogTitle>
          <DialogDescription className="mt-2">
            {category
              ? `Courses in “${category.name}” keep their category under its new name, in the catalogue too.`
              : 'Instructors can put their courses in it as soon as it is created.'}
          </DialogDescription>
          <FormField
            label="Category name"
            className="mt-5"
            error={localError ?? serverError ?? undefined}
            hint={`At most ${CATEGORY_NAME_MAX} characters, unique whatever the letter case.`}
          >
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={CATEGORY_NAME_MAX + 20}
                autoComplete="off"
                autoFocus
                onChange={(e) => {
                  setName(e.target.value);
                  setServerError(null);
                }}
                onBlur={() => setTouched(true)}
              />
            )}
          </FormField>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
              {save.isPending ? 'Saving...' : category ? 'Rename' : 'Create Category'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
