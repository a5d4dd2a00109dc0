import { courseHandoverNeeded, MESSAGES, ROLE_NAMES, type AdminUserRow, type Role } from '@app/core';
import { AlertCircle, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/failure-message';
import { useChangeRole } from '../api/change-role';
import { InstructorPicker } from './instructor-picker';

export interface RoleChange {
  user: AdminUserRow;
  role: Role;
}

/**
 * The confirmation of a role change: it signs the user out everywhere, and a teacher leaving
 * teaching hands their courses to someone chosen here. Sent with the role the list showed, so a
 * change someone made meanwhile is refused (409) rather than overwritten. `change.user` is the
 * user as the list shows them now, so after a refusal the dialog shows what changed.
 */
export function RoleChangeDialog({ change, onClose }: { change: RoleChange | null; onClose: () => void }) {
  const mutation = useChangeRole();
  const [heir, setHeir] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const needsHandover = change !== null && courseHandoverNeeded(change.user, change.role);
  const close = () => {
    if (mutation.isPending) return;
    setHeir(null);
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    mutation.mutate(
      {
        userId: change.user.id,
        role: change.role,
        expectedRole: change.user.role,
        transferCoursesTo: needsHandover ? (heir ?? undefined) : undefined,
      },
      {
        onSuccess: ({ transferredCourses }) => {
          toast.success(MESSAGES.userRoleUpdated, {
            description:
              transferredCourses > 0
                ? `${transferredCourses === 1 ? '1 course has' : `${transferredCourses} courses have`} a new instructor.`
                : undefined,
          });
          setHeir(null);
          setRefusal(null);
          onClose();
        },
        onError: (error) => {
          const message = failureMessage(error, MESSAGES.userRoleUpdateFailed);
          // The list is read again (a 409 means it was out of date) and this dialog shows the user as they are now.
          setRefusal(message);
          toast.error(MESSAGES.userRoleUpdateFailed, { description: message });
        },
      },
    );
  };
  return (
    <Dialog open={change !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent className="p-6">
        <DialogTitle className="pr-10">Change role?</DialogTitle>
        {change && (
          <>
            <DialogDescription className="mt-2">
              {change.user.fullName} ({change.user.staffId}) becomes {articled(ROLE_NAMES[change.role])} instead of{' '}
              {articled(ROLE_NAMES[change.user.role])}. They are signed out on every device and sign in again with the new role.
            </DialogDescription>
            {needsHandover && <InstructorPicker leaving={change.user} value={heir} onChange={setHeir} />}
          </>
        )}
        {refusal && (
          <Alert variant="destructive" role="alert" className="mt-4">
            <AlertCircle aria-hidden />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={mutation.isPending} autoFocus>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={mutation.isPending || (needsHandover && !heir)}>
            {mutation.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
            {mutation.isPending ? 'Changing Role...' : 'Change Role'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const articled = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
