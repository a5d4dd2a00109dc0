import { Clock } from 'lucide-react';
import { formatClock } from '@/lib/format-clock';
import { cn } from '@/lib/utils';

/**
 * The countdown. It is not a live region (a screen reader would hear every second): the polite
 * announcements at 5 minutes and 1 minute go through their own region.
 */
export function QuizTimer({ secondsLeft, announcement }: { secondsLeft: number; announcement: string }) {
  const urgent = secondsLeft < 60;
  return (
    <>
      <div
        role="timer"
        aria-label={`Time left: ${formatClock(secondsLeft)}`}
        className={cn(
          'flex items-center gap-1.5 rounded-md px-2.5 py-1 font-mono text-sm font-bold tabular-nums transition-colors',
          urgent
            ? 'bg-red-700 text-white ring-2 ring-red-400/70'
            : secondsLeft < 300
              ? 'bg-amber-500/20 text-amber-100'
              : 'bg-white/10 text-white',
        )}
      >
        <Clock aria-hidden className="size-4" />
        <span aria-hidden>{formatClock(secondsLeft)}</span>
        <span className="sr-only">{urgent ? 'Less than a minute left' : ''}</span>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
