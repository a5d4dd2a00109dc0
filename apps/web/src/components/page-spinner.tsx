import { Spinner } from '@/components/ui/spinner';

/** The wait shown before any layout exists (session check, first route module): still inside <main>. */
export function PageSpinner() {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-svh items-center justify-center outline-none">
      <Spinner />
    </main>
  );
}
