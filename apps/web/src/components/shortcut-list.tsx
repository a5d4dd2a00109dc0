import { Keyboard } from 'lucide-react';
import { PopoverContent } from '@/components/ui/popover';

/** A shortcut: its key combinations (any one works; each a list of keys pressed together) and what it does. */
export type Shortcut = [combos: string[][], action: string];

/** Arrow glyphs, and what a screen reader says for them. */
const SPOKEN: Record<string, string> = { '←': 'Left arrow', '→': 'Right arrow', '↑': 'Up arrow', '↓': 'Down arrow' };

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

/** The body of a "Keyboard shortcuts" popover: the keys of each shortcut and what it does. */
export function ShortcutsPopoverContent({ shortcuts, note }: { shortcuts: Shortcut[]; note: string }) {
  return (
    <PopoverContent aria-label="Keyboard shortcuts" className="w-[min(22rem,calc(100vw-2rem))]">
      <p className="flex items-center gap-2 font-semibold text-white">
        <Keyboard aria-hidden className="size-4 text-brand-text" /> Keyboard shortcuts
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2.5 text-sm">
        {shortcuts.map(([combos, action]) => (
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
      <p className="mt-3 text-xs text-muted-foreground">{note}</p>
    </PopoverContent>
  );
}
