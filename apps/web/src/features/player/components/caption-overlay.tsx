import { cn } from '@/lib/utils';
import { cueAt, type Cue } from '../caption-cues';
import { useCueIndex } from '../hooks/use-cue-index';

interface CaptionOverlayProps {
  media: HTMLMediaElement | null;
  cues: readonly Cue[];
  language: string;
  /** Fullscreen: larger text. */
  large: boolean;
}

/**
 * The cue on screen at the playing point, over the lesson's picture, above its controls. Text, never
 * markup. Screen readers read the transcript instead: the captions would repeat what the audio says.
 */
export function CaptionOverlay({ media, cues, language, large }: CaptionOverlayProps) {
  const cue = cues[useCueIndex(media, cues, cueAt)];
  if (!cue) return null;
  return (
    <div
      aria-hidden
      data-testid="caption"
      lang={language}
      className="pointer-events-none absolute inset-x-2 bottom-[4.75rem] z-[5] flex justify-center sm:inset-x-8"
    >
      <p
        className={cn(
          'max-w-[min(100%,48rem)] rounded bg-black/80 px-2 py-0.5 text-center leading-snug font-medium whitespace-pre-line text-white',
          large ? 'text-2xl sm:text-3xl' : 'text-sm sm:text-lg',
        )}
      >
        {cue.text}
      </p>
    </div>
  );
}
