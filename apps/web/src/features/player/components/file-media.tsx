import { Headphones, RotateCcw } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePositionSaver } from '../hooks/use-position-saver';
import { clamp01, type ControlsCallback } from '../media-controls';
import { formatClock } from '@/lib/format-clock';

interface FileMediaProps {
  lessonId: string;
  title: string;
  kind: 'video' | 'audio';
  src: string;
  /** Where the learner stopped last time. */
  resumeAt: number;
  /** Preview mode records nothing. */
  record: boolean;
  rate: number;
  onControls: ControlsCallback;
  onEnded: () => void;
}

/**
 * An uploaded (or directly linked) video or audio file in the browser's own player: seeking works
 * through the API's Range support. Resumes at the saved position, saves it as it plays, keeps the
 * chosen speed, and reports the end.
 */
export function FileMedia({ lessonId, title, kind, src, resumeAt, record, rate, onControls, onEnded }: FileMediaProps) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  // The last position seen: read when saving, even after the element has gone.
  const position = useRef<number | null>(null);
  const [resumed, setResumed] = useState<number | null>(null);
  const [played, setPlayed] = useState(false);
  const [failed, setFailed] = useState(false);
  const { flush } = usePositionSaver(lessonId, record, () => position.current);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.defaultPlaybackRate = rate;
    el.playbackRate = rate;
  }, [rate]);

  // The resume note has said its piece a few seconds after the learner plays on.
  useEffect(() => {
    if (resumed === null || !played) return;
    const timer = window.setTimeout(() => setResumed(null), 4000);
    return () => window.clearTimeout(timer);
  }, [resumed, played]);

  useEffect(() => {
    onControls({
      togglePlay: () => {
        const el = ref.current;
        if (!el) return;
        if (el.paused) void el.play().catch(() => undefined);
        else el.pause();
      },
      seekBy: (seconds) => {
        const el = ref.current;
        if (!el) return;
        const end = Number.isFinite(el.duration) ? el.duration : Infinity;
        el.currentTime = Math.min(end, Math.max(0, el.currentTime + seconds));
      },
      changeVolume: (delta) => {
        const el = ref.current;
        if (!el) return;
        el.muted = false;
        el.volume = clamp01(Math.round((el.volume + delta) * 10) / 10);
      },
    });
    return () => onControls(null);
  }, [onControls]);

  const common = {
    ref,
    src,
    controls: true,
    preload: 'metadata',
    'aria-label': `${kind === 'video' ? 'Video' : 'Audio'}: ${title}`,
    onLoadedMetadata: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      const el = e.currentTarget;
      el.defaultPlaybackRate = rate;
      el.playbackRate = rate;
      // Resume, unless the saved point is at the very end (then start over).
      const end = Number.isFinite(el.duration) ? el.duration : Infinity;
      if (resumeAt > 0 && resumeAt < end - 2) {
        el.currentTime = resumeAt;
        setResumed(resumeAt);
      }
      position.current = el.currentTime;
    },
    onPlay: () => setPlayed(true),
    onTimeUpdate: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      position.current = e.currentTarget.currentTime;
    },
    onPause: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      if (!e.currentTarget.ended) flush();
    },
    onEnded: () => {
      // Watched to the end: next time starts from the beginning.
      position.current = 0;
      flush();
      onEnded();
    },
    onError: () => setFailed(true),
  } as const;

  const startOver = () => {
    const el = ref.current;
    if (!el) return;
    el.currentTime = 0;
    position.current = 0;
    setResumed(null);
    void el.play().catch(() => undefined);
  };

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
      {resumed !== null && (
        <div className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-black/75 py-1 pr-1 pl-3 text-xs text-white shadow">
          <span role="status">Resumed at {formatClock(resumed)}</span>
          <Button size="sm" variant="ghost" className="h-6 rounded-full px-2 text-xs" onClick={startOver}>
            <RotateCcw aria-hidden className="size-3" /> Start over
          </Button>
        </div>
      )}
    </div>
  );
}
