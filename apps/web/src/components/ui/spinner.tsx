import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin text-primary motion-reduce:animate-[spin_1.5s_linear_infinite]" />
    </span>
  );
}

/** The whole-screen wait while the session or a route module loads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60svh] w-full items-center justify-center">
      <Spinner />
    </div>
  );
}
