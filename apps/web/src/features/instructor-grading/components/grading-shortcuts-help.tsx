import { Keyboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

const SPOKEN: Record<string, string> = { '↑': 'Up arrow', '↓': 'Down arrow' };

const SHORTCUTS: Array<[keys: string[][], action: string]> = [
  [[['Enter']], 'Submit the points (in the points field) and go to the next answer'],
  [[['Ctrl', 'Enter']], 'Submit from the feedback box (⌘ Enter on a Mac)'],
  [[['J'], ['Alt', '↓']], 'Next answer, without grading'],
  [[['K'], ['Alt', '↑']], 'Previous answer, without grading'],
  [[['?']], 'Show these shortcuts'],
];

function Key({ k }: { k: string }) {
  return (
    <kbd className="min-w-7 rounded border border-border bg-black/50 px-1.5 py-0.5 text-center font-mono text-xs text-zinc-100 shadow-[inset_0_-1px_0_rgb(255_255_255/0.08)]">
      {SPOKEN[k] ? (
        <>
          <span aria-hidden>{k}</span>
          <span className="sr-only">{SPOKEN[k]}</span>
        </>
      ) : (
        k
      )}
    </kbd>
  );
}

/** The keyboard shortcuts of grade-by-question mode, behind a button (and the '?' key). */
export function GradingShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" title="Keyboard shortcuts (?)">
          <Keyboard aria-hidden /> Shortcuts
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Keyboard shortcuts" className="w-[min(22rem,calc(100vw-2rem))]">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Keyboard aria-hidden className="size-4 text-brand-text" /> Keyboard shortcuts
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2.5 text-sm">
          {SHORTCUTS.map(([combos, action]) => (
            <div key={action} className="contents">
              <dt className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                {combos.map((combo, i) => (
                  <span key={combo.join('+')} className="flex items-center gap-1">
                    {i > 0 && <span>or</span>}
                    {combo.map((k) => (
                      <Key key={k} k={k} />
                    ))}
                  </span>
                ))}
              </dt>
              <dd className="text-zinc-300">{action}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">J, K and ? pause while you type feedback or text.</p>
      </PopoverContent>
    </Popover>
  );
}
