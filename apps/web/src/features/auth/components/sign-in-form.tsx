import { MESSAGES, signInInput } from '@app/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { failureMessage } from '@/lib/failure-message';
import { useSignIn } from '../api/sign-in';
import { returnPath } from '../return-path';

export function SignInForm({ defaultStaffId = '' }: { defaultStaffId?: string }) {
  const navigate = useNavigate();
  // Back to the page that asked for a session (a guard's state), else home (spec: go to /).
  const destination = returnPath(useLocation().state) ?? '/';
  const form = useForm({ resolver: zodResolver(signInInput), defaultValues: { staffId: defaultStaffId, password: '' } });
  const signIn = useSignIn();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message || MESSAGES.signedIn);
        void navigate(destination, { replace: true });
      },
      onError: (error) => {
        const message = failureMessage(error, 'Authentication failed');
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
      <FormField label="Staff ID" error={errors.staffId?.message}>
        {(field) => (
          <Input
            autoComplete="username"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. STU-001"
            autoFocus={!defaultStaffId}
            {...field}
            {...form.register('staffId')}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(field) => (
          <Input type="password" autoComplete="current-password" autoFocus={!!defaultStaffId} {...field} {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
