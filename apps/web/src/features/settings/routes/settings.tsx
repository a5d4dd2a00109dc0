import { MESSAGES } from '@app/core';
import { Building2, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ChangePasswordForm, useSession } from '@/features/auth';
import { DangerZone } from '../components/danger-zone';
import { NotificationPreferences } from '../components/notification-preferences';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <title>Settings | LearnFlix</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Settings</h1>
      <p className="mt-2 text-muted-foreground">Manage your password, security and notifications.</p>
      <div className="mt-8 grid gap-6">
        <PasswordCard />
        <Card>
          <CardHeader>
            <CardTitle>Security</CardTitle>
            <CardDescription>Extra protection for your account.</CardDescription>
          </CardHeader>
          <CardContent className="flex items-center justify-between gap-4">
            <div className="flex items-start gap-3">
              <ShieldCheck aria-hidden className="mt-0.5 size-5 text-muted-foreground" />
              <div>
                <Label htmlFor="two-factor">Two-Factor Authentication</Label>
                <p id="two-factor-desc" className="mt-1 text-sm text-muted-foreground">
                  Not available yet.
                </p>
              </div>
            </div>
            <Switch id="two-factor" aria-describedby="two-factor-desc" disabled checked={false} />
          </CardContent>
        </Card>
        <NotificationPreferences />
        <DangerZone />
      </div>
    </div>
  );
}

/**
 * Change Password, for an account with a password of its own here (a local one, or a directory
 * account that also has one). A directory account made at its first sign-in has none: its password
 * is the directory's, changed there.
 */
function PasswordCard() {
  const { user } = useSession();
  if (user && !user.hasLocalPassword)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
        </CardHeader>
        <CardContent className="flex items-start gap-3">
          <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <p className="text-sm text-zinc-300">{MESSAGES.passwordKeptByDirectory}</p>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>After a change, every other device is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}
