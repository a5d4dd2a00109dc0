import { GROUP_NAME_MAX, groupName, MESSAGES, type AdminGroupRow } from '@app/core';
import { NameDialog } from '@/components/name-dialog';
import { useSaveGroup } from '../api/save-group';

/** New Group, or Rename (with `group`). */
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
  return (
    <NameDialog
      open={open}
      onClose={onClose}
      title={group ? 'Rename group' : 'New group'}
      description={
        group
          ? `The members of “${group.name}” stay in it under its new name.`
          : 'A department or team. Add its members by Staff ID once it is created.'
      }
      label="Group name"
      initial={group?.name ?? ''}
      rule={groupName}
      max={GROUP_NAME_MAX}
      submitLabel={group ? 'Rename' : 'Create Group'}
      failed={MESSAGES.groupSaveFailed}
      pending={save.isPending}
      onSave={(name, done) => save.mutate(group ? { id: group.id, name, currentName: group.name } : { name }, done)}
    />
  );
}
