import { AlertTriangle, RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** A route's error boundary: says what failed and offers a retry without losing the rest of the page. */
export function RouteError() {
  const error = useRouteError();
  // A reload also fetches a route module that failed to load (a new deploy, a dropped connection).
  const retry = () => window.location.reload();

  return (
    <div role="alert" className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center">
      <span aria-hidden className="grid size-14 place-items-center rounded-full bg-red-950/70 text-red-300 ring-1 ring-red-500/40">
        <AlertTriangle className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold text-white">Something went wrong</h1>
      <p className="mt-2 text-zinc-300">This page could not be displayed. Please try again.</p>
      <p className="mt-3 max-w-full truncate rounded bg-black/40 px-3 py-1 font-mono text-xs text-muted-foreground">{describe(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>
          <RotateCcw aria-hidden /> Try again
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go to Home</Link>
        </Button>
      </div>
    </div>
  );
}

/** The outermost boundary: no layout survived, so it brings its own <main>. */
export function RootError() {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-svh outline-none">
      <RouteError />
    </main>
  );
}
