import { Maximize, Minimize, ScrollText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { Captions } from '../hooks/use-captions';
import { PLAYBACK_RATES } from '../hooks/use-playback-rate';
import { CaptionsMenu } from './captions-menu';
import { ShortcutsHelp } from './shortcuts-help';

interface LessonToolbarProps {
  /** A video or audio lesson: the speed applies. */
  media: boolean;
  rate: number;
  onRate: (rate: number) => void;
  /** The lesson's captions, when our own player plays it and it has some. */
  captions: Captions | null;
  transcriptOpen: boolean;
  onTranscript: (open: boolean) => void;
  helpOpen: boolean;
  onHelp: (open: boolean) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** The lesson's controls beside its title: speed, captions, transcript, the shortcuts and fullscreen. */
export function LessonToolbar(props: LessonToolbarProps) {
  const { media, rate, onRate, captions, transcriptOpen, onTranscript, helpOpen, onHelp, fullscreen, onFullscreen } = props;
  return (
    <div className="-mr-1 flex shrink-0 flex-wrap items-center justify-end gap-1">
      {media && (
        <label className="mr-1 flex items-center gap-2 text-xs text-muted-foreground">
          Speed
          <NativeSelect
            value={String(rate)}
            onChange={(e) => onRate(Number(e.target.value))}
            className="h-8 w-[4.75rem] py-1 text-xs md:text-xs"
          >
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {r}x
              </option>
            ))}
          </NativeSelect>
        </label>
      )}
      {captions && (
        <>
          <CaptionsMenu captions={captions} />
          <Button
            variant="ghost"
            size="sm"
            className="h-8 gap-1.5 px-2 text-xs aria-pressed:bg-white/10 aria-pressed:text-white"
            aria-pressed={transcriptOpen}
            onClick={() => onTranscript(!transcriptOpen)}
            title="Transcript (T)"
          >
            <ScrollText aria-hidden />
            <span className="max-sm:sr-only">Transcript</span>
          </Button>
        </>
      )}
      <ShortcutsHelp open={helpOpen} onOpenChange={onHelp} />
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onFullscreen}
        aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        title={fullscreen ? 'Exit fullscreen (Esc)' : 'Fullscreen (F)'}
      >
        {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
      </Button>
    </div>
  );
}
