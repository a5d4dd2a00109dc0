import type * as React from 'react';
import { Check, Settings2 } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DropdownMenuContent, DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import type { QualityOption } from '../playback';

interface QualityMenuProps {
  /** The renditions, best first. */
  options: QualityOption[];
  /** The learner's choice: -1 is Auto. */
  selected: number;
  /** The rendition playing now (under Auto, the one Auto picked). */
  playing: number | null;
  onSelect: (index: number) => void;
}

const AUTO = -1;

/**
 * The stream's quality: Auto (the default, which says what it plays) or one rendition. A menu
 * button; the menu's radio items go with the arrow keys, Enter or Space picks, Escape closes.
 */
export function QualityMenu({ options, selected, playing, onSelect }: QualityMenuProps) {
  const playingLabel = options.find((o) => o.index === playing)?.label;
  const auto = playingLabel ? `Auto (${playingLabel})` : 'Auto';
  const current = selected === AUTO ? auto : (options.find((o) => o.index === selected)?.label ?? auto);
  return (
    // Not modal: the rest of the page stays as it is (playing, readable) while the menu is open.
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 gap-1.5 px-2 text-xs text-white hover:bg-white/15"
          aria-label={`Quality: ${current}`}
        >
          <Settings2 aria-hidden />
          <span className="hidden sm:inline">{current}</span>
        </Button>
      </Menu.Trigger>
      <DropdownMenuContent align="end" side="top" className="min-w-44">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Quality</DropdownMenuLabel>
        <Menu.RadioGroup value={String(selected)} onValueChange={(value) => onSelect(Number(value))}>
          <QualityItem value={AUTO}>
            Auto
            {playingLabel && <span className="ml-auto pl-3 text-xs text-muted-foreground">{playingLabel}</span>}
          </QualityItem>
          {options.map((o) => (
            <QualityItem key={o.index} value={o.index}>
              {o.label}
            </QualityItem>
          ))}
        </Menu.RadioGroup>
      </DropdownMenuContent>
    </Menu.Root>
  );
}

function QualityItem({ value, children }: { value: number; children: React.ReactNode }) {
  return (
    <Menu.RadioItem
      value={String(value)}
      className={cn(
        'relative flex cursor-pointer items-center rounded-md py-2 pr-2 pl-8 text-sm outline-none select-none',
        'focus:bg-accent focus:text-accent-foreground',
      )}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Check aria-hidden className="size-4" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}
