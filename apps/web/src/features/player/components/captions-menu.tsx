import { Captions as CaptionsIcon, CaptionsOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { Captions } from '../hooks/use-captions';

const OFF = 'off';

/** The lesson's captions: Off or a language, in a menu (arrow keys, Enter, Escape), remembered for every lesson. */
export function CaptionsMenu({ captions }: { captions: Captions }) {
  const { tracks, track, choose } = captions;
  const current = track?.label ?? 'Off';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Captions: ${current}`}
          title="Captions (C)"
          className={track ? 'text-brand-text' : undefined}
        >
          {track ? <CaptionsIcon aria-hidden /> : <CaptionsOff aria-hidden />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Captions</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={track?.language ?? OFF} onValueChange={(value) => choose(value === OFF ? null : value)}>
          <DropdownMenuRadioItem value={OFF}>Off</DropdownMenuRadioItem>
          {tracks.map((t) => (
            <DropdownMenuRadioItem key={t.language} value={t.language} lang={t.language}>
              {t.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
