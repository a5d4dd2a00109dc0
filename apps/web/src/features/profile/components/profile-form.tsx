import { canUser, MESSAGES, profileUpdateInput, type SessionUser } from '@app/core';
import { Info } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { type z } from 'zod';
import { UserAvatar } from '@/components/user-avatar';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/failure-message';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';
import { RoleBadges } from './role-badges';

type ProfileFormValues = z.input<typeof profileUpdateInput>;

function toValues(profile: SessionUser): ProfileFormValues {
  const values: ProfileFormValues = { fullName: profile.fullName, bio: profile.bio ?? '', avatarUrl: profile.avatarUrl ?? '' };
  // Specialization belongs to instructors: others never send it.
  if (canUser(profile, 'set-specialization', profile)) values.specialization = profile.specialization ?? '';
  return values;
}

/** View and edit one's own profile. Used by /profile and /instructor/settings. */
export function ProfileForm({ profile }: { profile: SessionUser }) {
  const form = useForm({ resolver: zodResolver(profileUpdateInput), values: toValues(profile), resetOptions: { keepDirtyValues: true } });
  const update = useUpdateProfile();
  const { errors, isDirty } = form.formState;
  const [fullName, avatarUrl] = useWatch({ control: form.control, name: ['fullName', 'avatarUrl'] });
  // The read-only roles may not edit even their own profile: the server refuses their changes.
  const readOnly = !canUser(profile, 'update-profile', profile);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ message, profile: saved }) => {
        toast.success(message);
        form.reset(toValues(saved));
      },
      onError: (error) => toast.error('Error', { description: failureMessage(error, 'Failed to update profile. Please try again.') }),
    }),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[300px_1fr]">
      <Card className="h-fit">
        <CardContent className="flex flex-col items-center text-center">
          <UserAvatar name={fullName || profile.fullName} src={avatarUrl || null} className="size-24 rounded-full text-2xl" />
          <p className="mt-4 text-lg font-bold text-white">{fullName || profile.fullName}</p>
          {profile.staffId && <p className="text-sm text-muted-foreground">Staff ID: {profile.staffId}</p>}
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <RoleBadges role={profile.role} />
          </div>
          {!readOnly && <AvatarUpload />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>This is how other people on LearnFlix see you.</CardDescription>
        </CardHeader>
        <CardContent>
          {readOnly && (
            <Alert variant="info" className="mb-5">
              <Info aria-hidden />
              <AlertDescription>{MESSAGES.readOnly}</AlertDescription>
            </Alert>
          )}
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <fieldset disabled={readOnly} className="contents">
              <FormField label="Full Name" error={errors.fullName?.message}>
                {(field) => <Input autoComplete="name" {...field} {...form.register('fullName')} />}
              </FormField>
              <FormField label="Email" hint="Your email address cannot be changed.">
                {(field) => <Input type="email" readOnly value={profile.email ?? ''} placeholder="No email on file" {...field} />}
              </FormField>
              <FormField label="Bio" error={errors.bio?.message}>
                {(field) => <Textarea rows={4} placeholder="Tell learners a little about yourself" {...field} {...form.register('bio')} />}
              </FormField>
              {canUser(profile, 'set-specialization', profile) && (
                <FormField label="Specialization" error={errors.specialization?.message}>
                  {(field) => <Input placeholder="e.g. Data Science" {...field} {...form.register('specialization')} />}
                </FormField>
              )}
              <FormField label="Avatar URL" error={errors.avatarUrl?.message} hint="A link to an image (JPG, PNG or GIF).">
                {(field) => <Input type="url" inputMode="url" placeholder="https://..." {...field} {...form.register('avatarUrl')} />}
              </FormField>
            </fieldset>
            {!readOnly && (
              <div className="flex gap-3">
                <Button type="submit" disabled={update.isPending || !isDirty}>
                  {update.isPending ? 'Saving...' : 'Save Changes'}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={!isDirty || update.isPending}
                  onClick={() => form.reset(toValues(profile))}
                >
                  Cancel
                </Button>
              </div>
            )}
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
