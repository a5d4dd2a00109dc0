import { cn } from '@/lib/utils';

export interface Figure {
  label: string;
  value: number;
  tone?: 'good' | 'bad' | 'muted' | 'info';
}

const TONES = { good: 'text-green-300', bad: 'text-red-300', muted: 'text-zinc-300', info: 'text-blue-200' } as const;

const COLUMNS: Record<number, string> = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' };

/** A row of counts: the preview's outcomes, or the results. */
export function Figures({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-3', COLUMNS[figures.length] ?? 'sm:grid-cols-4')}>
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg border border-border bg-black/30 p-3">
          <dt className="text-xs text-muted-foreground">{f.label}</dt>
          <dd className={cn('mt-1 text-2xl font-bold tabular-nums', f.tone ? TONES[f.tone] : 'text-white')}>
            {f.value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
