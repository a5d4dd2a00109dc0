import { Clock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAcknowledgeExpiry } from '../api/get-session';
import { returnPath } from '../return-path';

/** The spec's screen for a session that really expired; signing in again goes back to the page it ended on. */
export function Component() {
  useAcknowledgeExpiry();
  const from = returnPath(useLocation().state);
  return (
    <div className="flex flex-1 items-center justify-center bg-cinema px-4 py-20">
      <title>Session Expired | LearnFlix</title>
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-black/75 p-8 text-center shadow-2xl backdrop-blur">
        <span
          aria-hidden
          className="mx-auto grid size-16 place-items-center rounded-full bg-primary/15 text-[#ff5c66] ring-1 ring-primary/40"
        >
          <Clock className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-white">Session Expired</h1>
        <p className="mt-3 text-zinc-300">Your session has expired for security reasons. Please sign in again to continue.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to="/auth" state={from ? { from } : undefined}>
              Sign In Again
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Go to Home</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
