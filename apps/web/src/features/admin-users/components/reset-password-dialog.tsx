import { MESSAGES, type AdminUserRow, type PasswordResetResponse } from '@app/core';
import { AlertCircle, KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/failure-message';
import { useResetPassword } from '../api/reset-password';
import { OncePassword } from './once-password';

/** 'Reset password': a confirmation, then the new temporary password, shown once. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const reset = useResetPassword();
  const [result, setResult] = useState<PasswordResetResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (reset.isPending) return;
    setResult(null);
    setFailure(null);
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    reset.mutate(user.id, {
      onSuccess: (answer) => {
        setResult(answer);
        setFailure(null);
        toast.success(MESSAGES.userPasswordReset, { description: `Staff ID ${answer.user.staffId}: copy the password from the dialog.` });
      },
      onError: (error) => {
        const message = failureMessage(error, MESSAGES.userPasswordResetFailed);
        setFailure(message);
        toast.error(MESSAGES.userPasswordResetFailed, { description: message });
      },
    });
  };
  return (
    <Dialog open={user !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent className="p-6">
        {result ? (
          <>
            <DialogTitle className="pr-10">New temporary password</DialogTitle>
            <DialogDescription className="mt-2">
              {result.user.fullName}&apos;s old password no longer works, and they have been signed out everywhere.
            </DialogDescription>
            <div className="mt-5">
              <OncePassword staffId={result.user.staffId} password={result.temporaryPassword} label="Temporary password" />
            </div>
            <div className="mt-6 flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle className="pr-10">Reset password?</DialogTitle>
            <DialogDescription className="mt-2">
              {user ? `${user.fullName} (${user.staffId})` : 'The user'} gets a new random password, shown to you once. Their current
              password stops working, they are signed out on every device, and they must choose a new password when they next sign in.
            </DialogDescription>
            {failure && (
              <Alert variant="destructive" role="alert" className="mt-4">
                <AlertCircle aria-hidden />
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            )}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={reset.isPending} autoFocus>
                Cancel
              </Button>
              <Button onClick={confirm} disabled={reset.isPending}>
                {reset.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
                {reset.isPending ? 'Resetting...' : 'Reset Password'}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
