import { can, MESSAGES } from '@app/core';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useSession } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';

type Key = 'emailNotifications' | 'courseUpdates' | 'newMessages' | 'marketingEmails' | 'emailDigest';

// What each switch governs, said as it is (core's NOTIFICATION_PREFERENCE_OF and
// EMAIL_PREFERENCE_OF). The e-mail switches say whether this server sends e-mail at all (SMTP_URL).
function options(emailEnabled: boolean): { key: Key; label: string; description: string; needsEmail?: boolean }[] {
  return [
    {
      key: 'courseUpdates',
      label: 'Course Updates',
      description: emailEnabled
        ? 'New lessons in the courses you take, new learners in the courses you teach; by e-mail too: assigned courses, due-date reminders and certificates.'
        : 'In your notifications: new lessons in the courses you take, and new learners in the courses you teach.',
    },
    {
      key: 'newMessages',
      label: 'New Messages',
      description: emailEnabled
        ? 'Grades and feedback on your written answers (in your notifications and by e-mail), and written answers waiting for your grade.'
        : 'In your notifications: grades and feedback on your written answers, and written answers waiting for your grade.',
    },
    {
      key: 'emailNotifications',
      label: 'Email Notifications',
      description: emailEnabled
        ? 'Any e-mail at all from LearnFlix. Off: none, whatever the switches above say.'
        : 'LearnFlix does not send e-mail yet. Your choice is kept for when it does.',
    },
    {
      key: 'marketingEmails',
      label: 'Marketing Emails',
      description: 'LearnFlix sends no marketing e-mail. Your choice is kept in case it ever does.',
    },
    {
      key: 'emailDigest',
      label: 'Daily digest e-mail',
      description: emailEnabled
        ? 'One e-mail a day, in the morning, with everything, instead of each e-mail as it happens.'
        : 'Only with e-mail, which LearnFlix does not send yet.',
      needsEmail: true,
    },
  ];
}

/** The notification switches, saved to the account (every device sees the same). */
export function NotificationPreferences() {
  const { user } = useSession();
  const prefs = usePreferences();
  const save = useSavePreferences();
  // The read-only subadmin sees their switches but cannot change them (the server refuses anyway).
  const readOnly = !user || !can(user, 'write');

  const toggle = (key: Key, value: boolean) => {
    if (!prefs.data) return;
    save.mutate({ ...prefs.data, [key]: value }, { onError: (e) => toast.error(errorMessage(e, MESSAGES.preferencesFailed)) });
  };
  const emailEnabled = prefs.data?.emailEnabled ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Saved to your account, on every device. Certificates and changes to your enrollments always reach your notifications.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1" aria-busy={prefs.isPending}>
        {prefs.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-500/10 px-3 py-3 text-sm text-red-100">
            <AlertCircle aria-hidden className="size-4 shrink-0 text-red-300" />
            <span className="flex-1">Could not load your notification preferences. {prefs.error.message}</span>
            <Button variant="secondary" size="sm" onClick={() => void prefs.refetch()}>
              <RotateCcw aria-hidden /> Try again
            </Button>
          </div>
        ) : (
          options(emailEnabled).map(({ key, label, description, needsEmail }) => (
            <div key={key} className="flex items-center justify-between gap-4 rounded-lg px-1 py-3">
              <div>
                <p id={`pref-${key}`} className="text-sm font-medium text-white">
                  {label}
                </p>
                <p id={`pref-${key}-desc`} className="text-sm text-muted-foreground">
                  {description}
                </p>
              </div>
              {prefs.data ? (
                <Switch
                  name={key}
                  aria-labelledby={`pref-${key}`}
                  aria-describedby={`pref-${key}-desc`}
                  checked={prefs.data[key]}
                  // The digest means something only when e-mail is sent, and e-mail is on.
                  disabled={readOnly || (needsEmail && (!emailEnabled || !prefs.data.emailNotifications))}
                  onCheckedChange={(v) => toggle(key, v)}
                />
              ) : (
                <Skeleton aria-hidden className="h-6 w-11 shrink-0 rounded-full" />
              )}
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
