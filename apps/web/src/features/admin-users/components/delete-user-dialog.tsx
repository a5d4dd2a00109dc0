import { courseHandoverNeeded, MESSAGES, ROLE_NAMES, type AdminUserRow } from '@app/core';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { useDeleteUser } from '../api/delete-user';
import { InstructorPicker } from './instructor-picker';

/**
 * The confirmation before an account goes. A user who teaches courses goes only with someone named
 * to take them over, chosen here. `user` is the user as the list shows them now: after a refusal
 * (courses given to them meanwhile) the list is read again and the dialog asks for what is missing.
 */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const [heir, setHeir] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const needsHandover = user !== null && courseHandoverNeeded(user, null);
  const close = () => {
    setHeir(null);
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    remove.mutate(
      { userId: user.id, transferCoursesTo: needsHandover ? (heir ?? undefined) : undefined },
      {
        onSuccess: ({ transferredCourses }) => {
          toast.success(MESSAGES.userDeleted, {
            description:
              transferredCourses > 0
                ? `${transferredCourses === 1 ? '1 course has' : `${transferredCourses} courses have`} a new instructor.`
                : undefined,
          });
          close();
        },
        onError: (error) => {
          const message = failureMessage(error, MESSAGES.userDeleteFailed);
          // The list is read again: a user gone meanwhile closes the dialog, one who now teaches shows the picker.
          if (error instanceof ApiError && error.status === 404) close();
          else setRefusal(message);
          toast.error(MESSAGES.userDeleteFailed, { description: message });
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete user?"
      description="Are you sure you want to delete this user? Their enrollments, lesson progress, quiz attempts and ratings are deleted with the account; certificates already issued stay verifiable. This cannot be undone."
      confirmLabel="Delete User"
      pending={remove.isPending}
      confirmDisabled={needsHandover && !heir}
      onConfirm={confirm}
      onClose={close}
    >
      {user && (
        <div className="mt-4 rounded-lg border border-border bg-black/30 px-4 py-3 text-sm">
          <p className="font-semibold break-words text-white">{user.fullName}</p>
          <p className="mt-0.5 text-muted-foreground">
            {user.staffId} · {ROLE_NAMES[user.role]}
            {user.email ? ` · ${user.email}` : ''}
          </p>
        </div>
      )}
      {user && needsHandover && <InstructorPicker leaving={user} value={heir} onChange={setHeir} />}
      {refusal && (
        <Alert variant="destructive" role="alert" className="mt-4">
          <AlertCircle aria-hidden />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
