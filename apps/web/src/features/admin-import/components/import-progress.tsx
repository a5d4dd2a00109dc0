import type { ImportSummary } from '@app/core';
import { LoaderCircle } from 'lucide-react';
import { Progress } from '@/components/ui/progress';

/** The running import: real progress, read from the server every second. */
export function ImportProgress({ summary }: { summary: ImportSummary }) {
  const { processed, toCreate } = summary.progress;
  const percent = toCreate > 0 ? (processed / toCreate) * 100 : 0;
  return (
    <section aria-labelledby="progress-heading" className="grid gap-4 rounded-xl border border-border bg-card/60 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <LoaderCircle aria-hidden className="size-6 shrink-0 animate-spin text-brand-text" />
        <h2 id="progress-heading" className="text-xl font-bold text-white">
          {summary.status === 'queued' ? 'Starting the import…' : 'Importing users…'}
        </h2>
      </div>
      <Progress value={percent} label="Import progress" className="h-3" />
      <p className="text-sm text-zinc-300 tabular-nums">
        {processed.toLocaleString('en-US')} of {toCreate.toLocaleString('en-US')} rows done ({Math.floor(percent)}%)
        {summary.progress.failed > 0 && `, ${summary.progress.failed.toLocaleString('en-US')} failed`}
      </p>
      <p className="text-sm text-muted-foreground">
        The import runs on the server: you may leave this page and come back with its address, or open another page meanwhile.
      </p>
    </section>
  );
}
