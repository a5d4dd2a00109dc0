import { ShortcutsPopoverContent, type Shortcut } from '@/components/shortcut-list';
import { Button } from '@/components/ui/button';
import { Popover, PopoverTrigger } from '@/components/ui/popover';

const SHORTCUTS: Shortcut[] = [
  [[['Space'], ['K']], 'Play or pause'],
  [[['←'], ['→']], 'Back or forward 5 seconds'],
  [[['↑'], ['↓']], 'Volume up or down'],
  [[['F']], 'Fullscreen'],
  [[['C']], 'Captions on or off'],
  [[['T']], 'Show or hide the transcript'],
  [[['Esc']], 'Leave fullscreen'],
  [[['?']], 'Show these shortcuts'],
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
      <ShortcutsPopoverContent shortcuts={SHORTCUTS} note="Shortcuts pause while you type in a field." />
    </Popover>
  );
}
