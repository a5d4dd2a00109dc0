import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The wordmark; a link home. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-black tracking-tight text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span
        aria-hidden
        className="grid size-7 shrink-0 place-items-center rounded-md bg-primary text-sm font-black text-white shadow-lg shadow-primary/30"
      >
        L
      </span>
      <span className={cn('text-2xl leading-none text-[#ff3b45] uppercase', compact && 'sr-only')}>LearnFlix</span>
    </Link>
  );
}
