import { Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu';
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
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 gap-1.5 px-2 text-xs text-white hover:bg-white/15"
          aria-label={`Quality: ${current}`}
        >
          <Settings2 aria-hidden />
          <span className="hidden sm:inline">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" side="top" className="min-w-44">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Quality</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={String(selected)} onValueChange={(value) => onSelect(Number(value))}>
          <DropdownMenuRadioItem value={String(AUTO)}>
            Auto
            {playingLabel && <span className="ml-auto pl-3 text-xs text-muted-foreground">{playingLabel}</span>}
          </DropdownMenuRadioItem>
          {options.map((o) => (
            <DropdownMenuRadioItem key={o.index} value={String(o.index)}>
              {o.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
