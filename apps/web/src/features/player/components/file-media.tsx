import { Headphones } from 'lucide-react';
import { useLessonMedia } from '../hooks/use-lesson-media';
import type { ControlsCallback } from '../media-controls';
import { ResumeNote } from './resume-note';

export interface MediaLessonProps {
  lessonId: string;
  title: string;
  kind: 'video' | 'audio';
  /** Where the learner stopped last time. */
  resumeAt: number;
  /** Preview mode records nothing. */
  record: boolean;
  rate: number;
  onControls: ControlsCallback;
  onElement?: (el: HTMLMediaElement | null) => void;
  onEnded: () => void;
}

/**
 * An uploaded (or directly linked) video or audio file in the browser's own player: seeking works
 * through the API's Range support. Resumes at the saved position, saves it as it plays, keeps the
 * chosen speed, and reports the end (useLessonMedia).
 */
export function FileMedia({ src, ...props }: MediaLessonProps & { src: string }) {
  const { title, kind } = props;
  const { ref, resumed, failed, handlers, startOver } = useLessonMedia(props);

  const common = {
    ref,
    src,
    controls: true,
    preload: 'metadata',
    'aria-label': `${kind === 'video' ? 'Video' : 'Audio'}: ${title}`,
    ...handlers,
  } as const;

  return (
    <div className="relative flex size-full flex-col">
      {kind === 'video' ? (
        <video {...common} playsInline className="size-full bg-black object-contain" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-6 bg-gradient-to-br from-zinc-900 via-black to-red-950/40 p-6">
          <span aria-hidden className="grid size-24 place-items-center rounded-full bg-primary/20 text-brand-text ring-1 ring-primary/40">
            <Headphones className="size-11" />
          </span>
          <audio {...common} className="w-full max-w-xl" />
        </div>
      )}
      {failed && (
        <p role="alert" className="absolute inset-x-4 top-4 rounded-md bg-red-950/90 px-3 py-2 text-sm text-red-100">
          This {kind} could not be played. Check your connection and reload the page.
        </p>
      )}
      {resumed !== null && <ResumeNote at={resumed} onStartOver={startOver} />}
    </div>
  );
}
