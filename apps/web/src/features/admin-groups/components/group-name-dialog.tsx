import { GROUP_NAME_MAX, groupName, type AdminGroupRow, MESSAGES } from '@app/core';
import { LoaderCircle, Save } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveGroup } from '../api/save-group';

/**
 * New Group, or Rename (with `group`). The name is checked with the server's own rule as it is
 * typed; the server's refusal (a name taken in any letter case, a group renamed meanwhile) shows
 * under the field, and what was typed stays.
 */
export function GroupNameDialog({
  open,
  group,
  onClose,
}: {
  open: boolean;
  /** The group to rename; none to create one. */
  group?: AdminGroupRow;
  onClose: () => void;
}) {
  const save = useSaveGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const checked = groupName.safeParse(name);
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
    save.mutate(group ? { id: group.id, name: checked.data, currentName: group.name } : { name: checked.data }, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => setServerError(errorMessage(error, MESSAGES.groupSaveFailed)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="p-6">
        <form onSubmit={submit} noValidate>
          <DialogTitle className="pr-10">{group ? 'Rename group' : 'New group'}</DialogTitle>
          <DialogDescription className="mt-2 break-words">
            {group
              ? `The members of “${group.name}” stay in it under its new name.`
              : 'A department or team. Add its members by Staff ID once it is created.'}
          </DialogDescription>
          <FormField
            label="Group name"
            className="mt-5"
            error={localError ?? serverError ?? undefined}
            hint={`At most ${GROUP_NAME_MAX} characters, unique whatever the letter case.`}
          >
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={GROUP_NAME_MAX + 20}
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
              {save.isPending ? 'Saving...' : group ? 'Rename' : 'Create Group'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
