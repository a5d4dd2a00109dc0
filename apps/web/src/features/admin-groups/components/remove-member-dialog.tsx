import { MESSAGES, type AdminGroupRow, type GroupMemberRow } from '@app/core';
import { UserMinus } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api';
import { useRemoveGroupMember } from '../api/remove-group-member';

/** Taking a member out of a group, after a confirmation: their account, courses and progress stay. */
export function RemoveMemberDialog({
  group,
  member,
  onClose,
}: {
  group: Pick<AdminGroupRow, 'id' | 'name'>;
  member: GroupMemberRow | null;
  onClose: () => void;
}) {
  const remove = useRemoveGroupMember();
  if (!member) return null;
  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <ConfirmDialog
      open
      title="Remove from group?"
      description={`Remove ${member.fullName} (${member.staffId}) from “${group.name}”? They keep their account, courses and progress, and can be added again later.`}
      confirmLabel="Remove"
      confirmIcon={UserMinus}
      pendingLabel="Removing..."
      pending={remove.isPending}
      onClose={close}
      onConfirm={() =>
        remove.mutate(
          { groupId: group.id, userId: member.id },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onClose();
            },
            onError: (error) => {
              // Removed meanwhile, or the group deleted: the list, fetched again, shows how things are.
              if (error instanceof ApiError && error.status === 404) {
                toast.error(errorMessage(error, MESSAGES.groupMemberNotFound));
                onClose();
              } else toast.error(MESSAGES.groupMemberRemoveFailed, { description: errorMessage(error, 'Please try again.') });
            },
          },
        )
      }
    />
  );
}
