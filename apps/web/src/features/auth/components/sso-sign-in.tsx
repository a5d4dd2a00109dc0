import { Building2, ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { oidcStartHref } from '../oidc';

/**
 * "Sign in with {label}": a plain link, so the browser itself goes to the server, then to the
 * organisation's provider (a full page navigation, not a fetch: the provider's page must load).
 */
export function SsoButton({ label, returnTo }: { label: string; returnTo: string | null }) {
  return (
    <Button asChild size="lg" className="w-full">
      <a href={oidcStartHref(returnTo)}>
        <Building2 aria-hidden /> Sign in with {label}
      </a>
    </Button>
  );
}

/** A rule across the card with a word between two ways of signing in (the second one below it). */
export function OrDivider({ children }: { children: React.ReactNode }) {
  return (
    <div className="mb-6 flex items-center gap-3 text-xs font-medium text-zinc-400">
      <span aria-hidden className="h-px flex-1 bg-white/15" />
      <span>{children}</span>
      <span aria-hidden className="h-px flex-1 bg-white/15" />
    </div>
  );
}

/**
 * The Staff ID form when Staff ID passwords are off for everyone but the break-glass admins: out of
 * the way behind a small button, which reveals it (and the form takes the focus then).
 */
export function AdministratorSignIn({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-6 grid gap-4">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-center text-zinc-300"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Administrator sign-in
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && <div id={id}>{children}</div>}
    </div>
  );
}
