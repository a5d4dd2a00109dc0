import { PASSWORD_MIN, signUpInput, type SignUpInput } from '@app/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { failureMessage } from '@/lib/failure-message';
import { useSignUp } from '../api/sign-up';

const EMPTY: SignUpInput = { fullName: '', staffId: '', password: '', role: 'student' };

/** Creates an account; on success the page switches to Sign In with the Staff ID filled in. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (staffId: string) => void }) {
  const form = useForm({ resolver: zodResolver(signUpInput), defaultValues: EMPTY });
  const signUp = useSignUp();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onSignedUp(values.staffId);
      },
      onError: (error) => {
        const message = failureMessage(error, 'Sign up failed');
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
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(field) => <Input autoComplete="name" autoFocus {...field} {...form.register('fullName')} />}
      </FormField>
      <FormField label="Staff ID" error={errors.staffId?.message}>
        {(field) => (
          <Input autoComplete="username" autoCapitalize="characters" spellCheck={false} {...field} {...form.register('staffId')} />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN} characters.`}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} {...form.register('password')} />}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        {(field) => (
          <NativeSelect {...field} {...form.register('role')}>
            <option value="student">Student</option>
            <option value="instructor">Instructor</option>
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
