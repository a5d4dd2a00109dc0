import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown in place of a screen the signed-in user's role may not open. */
export function AccessDenied({ message, hint }: { message: string; hint?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-red-950/70 text-red-300 ring-1 ring-red-500/40">
        <ShieldAlert className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-white">Access Denied</h1>
      <p className="mt-3 text-base text-zinc-300">{message}</p>
      {hint && <p className="mt-4 rounded-lg border border-border bg-card px-4 py-3 text-sm text-muted-foreground">{hint}</p>}
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
