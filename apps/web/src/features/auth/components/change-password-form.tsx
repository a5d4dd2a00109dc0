import { changePasswordInput, PASSWORD_MIN, type ChangePasswordInput } from '@app/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { failureMessage } from '@/lib/failure-message';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; used by Settings and by the forced change at first sign-in. */
export function ChangePasswordForm({ submitLabel = 'Update Password' }: { submitLabel?: string }) {
  const form = useForm({ resolver: zodResolver(changePasswordInput), defaultValues: EMPTY });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const mutation = useChangePassword();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset(EMPTY);
      },
      onError: (error) => {
        const message = failureMessage(error, 'Failed to update password.');
        form.setError('root.server', { message });
        toast.error('Error', { description: message });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {errors.root?.server?.message && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      )}
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        {(field) => <Input type="password" autoComplete="current-password" {...field} {...form.register('currentPassword')} />}
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message} hint={`Passwords need at least ${PASSWORD_MIN} characters.`}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} {...form.register('newPassword')} />}
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} {...form.register('confirmPassword')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={!newPassword || mutation.isPending}>
          {mutation.isPending ? 'Updating...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
