import { Keyboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** Arrow glyphs, and what a screen reader says for them. */
const SPOKEN: Record<string, string> = { '←': 'Left arrow', '→': 'Right arrow', '↑': 'Up arrow', '↓': 'Down arrow' };

const SHORTCUTS: Array<[keys: string[], action: string]> = [
  [['Space', 'K'], 'Play or pause'],
  [['←', '→'], 'Back or forward 5 seconds'],
  [['↑', '↓'], 'Volume up or down'],
  [['F'], 'Fullscreen'],
  [['Esc'], 'Leave fullscreen'],
  [['?'], 'Show these shortcuts'],
];

/** The '?' button and the list of the player's keyboard shortcuts. */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
          <span aria-hidden className="text-base font-bold">
            ?
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Keyboard shortcuts" className="w-80">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Keyboard aria-hidden className="size-4 text-brand-text" /> Keyboard shortcuts
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map(([keys, action]) => (
            <div key={action} className="contents">
              <dt className="flex gap-1">
                {keys.map((k) => (
                  <kbd
                    key={k}
                    className="min-w-7 rounded border border-border bg-black/50 px-1.5 py-0.5 text-center font-mono text-xs text-zinc-100 shadow-[inset_0_-1px_0_rgb(255_255_255/0.08)]"
                  >
                    {SPOKEN[k] ? (
                      <>
                        <span aria-hidden>{k}</span>
                        <span className="sr-only">{SPOKEN[k]}</span>
                      </>
                    ) : (
                      k
                    )}
                  </kbd>
                ))}
              </dt>
              <dd className="text-zinc-300">{action}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">Shortcuts pause while you type in a field.</p>
      </PopoverContent>
    </Popover>
  );
}
