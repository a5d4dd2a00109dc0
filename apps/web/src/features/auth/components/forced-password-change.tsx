import { MESSAGES, type SessionUser } from '@app/core';
import { KeyRound, LogOut } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FORCED_CHANGE_ID } from '../password-change-action';
import { displayName } from '../role-label';
import { useSignOutAndLeave } from '../hooks/use-sign-out-and-leave';
import { ChangePasswordForm } from './change-password-form';

/** Stands in for every page until a user with a forced change has chosen a new password. */
export function ForcedPasswordChange({ user }: { user: SessionUser }) {
  const { signOut, isPending } = useSignOutAndLeave();
  return (
    <div className="flex min-h-svh flex-col bg-cinema">
      <header className="flex h-16 items-center justify-between px-4 sm:px-8">
        <Logo />
        <Button variant="ghost" size="sm" onClick={signOut} disabled={isPending}>
          <LogOut aria-hidden /> Sign Out
        </Button>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center">
        <Card id={FORCED_CHANGE_ID} className="w-full max-w-md border-white/10 bg-black/75 backdrop-blur">
          <CardHeader>
            <span
              aria-hidden
              className="mb-2 grid size-12 place-items-center rounded-full bg-primary/15 text-[#ff5c66] ring-1 ring-primary/40"
            >
              <KeyRound className="size-6" />
            </span>
            <CardTitle as="h1" className="text-2xl">
              Choose a new password
            </CardTitle>
            <CardDescription className="text-zinc-300">
              Welcome, {displayName(user)}. {MESSAGES.passwordChangeRequired}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm submitLabel="Set New Password" />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
