import {
  CREATABLE_ROLES,
  createUserInput,
  isInstructorRole,
  MESSAGES,
  ROLE_NAMES,
  SPECIALIZATION_MAX,
  type CreatedUserResponse,
} from '@app/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { useCreateUser } from '../api/create-user';
import { OncePassword } from './once-password';

const EMPTY = { staffId: '', fullName: '', role: 'student' as const, specialization: '' };

/**
 * Create User (spec section 5): Staff ID, full name, a role, a specialization for instructors only
 * (cleared when the role changes). Once created, the dialog shows the first password, once.
 */
export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [created, setCreated] = useState<CreatedUserResponse | null>(null);
  const close = () => {
    onOpenChange(false);
    setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent className="p-6">
        {created ? (
          <>
            <DialogTitle className="pr-10">{MESSAGES.userCreated}</DialogTitle>
            <DialogDescription className="mt-2">
              {created.user.fullName} is a new {ROLE_NAMES[created.user.role].toLowerCase()}. Their first password:
            </DialogDescription>
            <div className="mt-5">
              <OncePassword staffId={created.user.staffId} password={created.initialPassword} label="Initial password" />
            </div>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setCreated(null)}>
                Create another user
              </Button>
              <Button onClick={close}>Done</Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle className="pr-10">Create User</DialogTitle>
            <DialogDescription className="mt-2">
              The account gets a random password, shown to you once. The user changes it when they first sign in.
            </DialogDescription>
            <CreateUserForm onCreated={setCreated} onCancel={close} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ onCreated, onCancel }: { onCreated: (created: CreatedUserResponse) => void; onCancel: () => void }) {
  const form = useForm({ resolver: zodResolver(createUserInput), defaultValues: EMPTY });
  const create = useCreateUser();
  const { errors } = form.formState;
  const teaches = isInstructorRole(useWatch({ control: form.control, name: 'role' }));

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        toast.success(MESSAGES.userCreated, { description: `Staff ID ${created.user.staffId}: copy the password from the dialog.` });
        form.reset(EMPTY);
        onCreated(created);
      },
      onError: (error) => {
        const message = failureMessage(error, MESSAGES.userCreateFailed);
        if (error instanceof ApiError && error.code === 'CONFLICT') form.setError('staffId', { message }, { shouldFocus: true });
        else form.setError('root.server', { message });
        toast.error(MESSAGES.userCreateFailed, { description: message });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
      {errors.root?.server?.message && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      )}
      <FormField
        label="Staff ID"
        error={errors.staffId?.message}
        hint="Letters, digits, dots, dashes and underscores; unique in any letter case."
      >
        {(field) => (
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus {...field} {...form.register('staffId')} />
        )}
      </FormField>
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(field) => <Input autoComplete="off" {...field} {...form.register('fullName')} />}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        {(field) => (
          <NativeSelect
            {...field}
            // The spec: the specialization belongs to instructors, and is cleared when the role changes.
            {...form.register('role', { onChange: () => form.setValue('specialization', '') })}
          >
            {CREATABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {teaches && (
        <FormField label="Specialization" error={errors.specialization?.message} hint="Optional: shown on the instructor's courses.">
          {(field) => <Input maxLength={SPECIALIZATION_MAX} {...field} {...form.register('specialization')} />}
        </FormField>
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          <UserPlus aria-hidden /> {create.isPending ? 'Creating User...' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
