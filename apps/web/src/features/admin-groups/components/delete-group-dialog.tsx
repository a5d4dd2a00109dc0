import { plural, type AdminGroupRow, MESSAGES } from '@app/core';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api';
import { useDeleteGroup } from '../api/delete-group';

/** What deleting a group takes: its memberships, and nothing of its members. */
export function deleteGroupDescription(group: Pick<AdminGroupRow, 'name' | 'memberCount'>): string {
  const members =
    group.memberCount === 0
      ? 'It has no members.'
      : group.memberCount === 1
        ? 'Its one member leaves the group but keeps their account, courses and progress.'
        : `Its ${plural(group.memberCount, 'member')} leave the group but keep their accounts, courses and progress.`;
  return `Are you sure you want to delete “${group.name}”? ${members} This cannot be undone.`;
}

/** Deleting a group, after a confirmation that says its members keep their accounts and progress. */
export function DeleteGroupDialog({ group, onClose }: { group: AdminGroupRow | null; onClose: () => void }) {
  const remove = useDeleteGroup();
  if (!group) return null;
  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <ConfirmDialog
      open
      title="Delete group?"
      description={deleteGroupDescription(group)}
      confirmLabel="Delete Group"
      pending={remove.isPending}
      onClose={close}
      onConfirm={() =>
        remove.mutate(group.id, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onClose();
          },
          onError: (error) => {
            // Deleted meanwhile (by another admin): the list, fetched again, no longer shows it.
            if (error instanceof ApiError && error.status === 404) {
              toast.error(errorMessage(error, MESSAGES.groupNotFound));
              onClose();
            } else toast.error(MESSAGES.groupDeleteFailed, { description: errorMessage(error, 'Please try again.') });
          },
        })
      }
    />
  );
}
