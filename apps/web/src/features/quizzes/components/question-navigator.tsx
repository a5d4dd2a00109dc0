import { cn } from '@/lib/utils';

interface QuestionNavigatorProps {
  count: number;
  current: number;
  answered: (index: number) => boolean;
  onGo: (index: number) => void;
}

/** Every question as a numbered button: answered ones filled, the current one outlined. */
export function QuestionNavigator({ count, current, answered, onGo }: QuestionNavigatorProps) {
  return (
    <nav aria-label="Questions" className="rounded-lg border border-border bg-black/20 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Questions</p>
        <p className="flex items-center gap-3 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm border border-green-400/60 bg-green-500/30" /> Answered
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm border border-border bg-black/40" /> Not answered
          </span>
        </p>
      </div>
      <ol className="mt-3 flex flex-wrap gap-2">
        {Array.from({ length: count }, (_, i) => {
          const done = answered(i);
          return (
            <li key={i}>
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${i + 1}, ${done ? 'answered' : 'not answered'}`}
                className={cn(
                  'grid size-10 place-items-center rounded-md border text-sm font-semibold tabular-nums transition-colors outline-none',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
                  done ? 'border-green-400/60 bg-green-500/25 text-green-50' : 'border-border bg-black/40 text-zinc-200 hover:bg-white/10',
                  i === current && 'ring-2 ring-white ring-offset-2 ring-offset-card',
                )}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
