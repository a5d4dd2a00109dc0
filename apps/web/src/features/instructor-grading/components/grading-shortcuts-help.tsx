import { Keyboard } from 'lucide-react';
import { ShortcutsPopoverContent, type Shortcut } from '@/components/shortcut-list';
import { Button } from '@/components/ui/button';
import { Popover, PopoverTrigger } from '@/components/ui/popover';

const SHORTCUTS: Shortcut[] = [
  [[['Enter']], 'Submit the points (in the points field) and go to the next answer'],
  [[['Ctrl', 'Enter']], 'Submit from the feedback box (⌘ Enter on a Mac)'],
  [[['J'], ['Alt', '↓']], 'Next answer, without grading'],
  [[['K'], ['Alt', '↑']], 'Previous answer, without grading'],
  [[['?']], 'Show these shortcuts'],
];

/** The keyboard shortcuts of grade-by-question mode, behind a button (and the '?' key). */
export function GradingShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" title="Keyboard shortcuts (?)">
          <Keyboard aria-hidden /> Shortcuts
        </Button>
      </PopoverTrigger>
      <ShortcutsPopoverContent shortcuts={SHORTCUTS} note="J, K and ? pause while you type feedback or text." />
    </Popover>
  );
}
