import type { LessonStream } from '@app/core';
import { AlertTriangle, Headphones, Pause, Play, RotateCw, Volume1, Volume2, VolumeX } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatClock } from '@/lib/format-clock';
import { cn } from '@/lib/utils';
import { useStoryboard } from '../api/get-storyboard';
import { useLessonMedia } from '../hooks/use-lesson-media';
import { useMediaState, type MediaState } from '../hooks/use-media-state';
import { useStream } from '../hooks/use-stream';
import { levelLabel, qualityOptions } from '../playback';
import type { MediaLessonProps } from './file-media';
import { QualityMenu } from './quality-menu';
import { ResumeNote } from './resume-note';
import { SeekBar } from './seek-bar';

/** How long the controls stay over a playing video after the pointer last moved. */
const IDLE_MS = 2500;

/**
 * A lesson's adaptive stream (lib/hls.ts): hls.js, or the browser's own HLS, in an element with
 * controls of our own: play, the progress bar with the storyboard's previews, volume, the quality
 * menu (Auto by default). Position, resume, speed, shortcuts and the end work as for the file
 * (useLessonMedia). While it opens a spinner shows over the poster; when it cannot play, a message
 * and Try again (which picks up where playback was).
 */
export function StreamMedia({ stream, ...props }: MediaLessonProps & { stream: LessonStream }) {
  const { title, kind } = props;
  const { ref, position, resumed, handlers, startOver } = useLessonMedia(props);
  const hls = useStream(ref, stream.masterUrl);
  const state = useMediaState(ref);
  const storyboard = useStoryboard(kind === 'video' ? stream.storyboardUrl : null);
  // Try again: where playback was, for when the stream is back.
  const retryAt = useRef<number | null>(null);
  const idle = useIdle(state.paused);

  const options = qualityOptions(hls.levels, stream);
  const playingLevel = hls.levels.find((l) => l.index === hls.playing);
  const playingLabel = playingLevel ? levelLabel(playingLevel, stream) : undefined;

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };
  const seek = (time: number) => {
    const el = ref.current;
    if (el) el.currentTime = time;
  };
  const retry = () => {
    retryAt.current = position.current;
    hls.retry();
  };

  const element = {
    ref,
    preload: 'metadata',
    'aria-label': `${kind === 'video' ? 'Video' : 'Audio'}: ${title}`,
    'data-engine': hls.engine ?? undefined,
    'data-level': playingLabel,
    onLoadedMetadata: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      handlers.onLoadedMetadata(e);
      if (retryAt.current !== null && retryAt.current > 0) e.currentTarget.currentTime = retryAt.current;
      retryAt.current = null;
    },
    onPlay: handlers.onPlay,
    onPause: handlers.onPause,
    onEnded: handlers.onEnded,
    // While the master reloads the element restarts from 0: that is not where the learner is.
    onTimeUpdate: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      if (!hls.reloading.current) handlers.onTimeUpdate(e);
    },
  } as const;

  // The browser's own HLS may wait for a press before it loads anything: only hls.js is waited for.
  const loading = !hls.failed && (hls.engine === null || state.waiting || (hls.engine === 'hls.js' && !state.ready));
  const controls = (
    <StreamControls
      state={state}
      onToggle={toggle}
      onSeek={seek}
      storyboard={storyboard.data ?? []}
      quality={
        options.length > 0 && <QualityMenu options={options} selected={hls.selected} playing={hls.playing} onSelect={hls.setLevel} />
      }
      onVolume={(volume) => {
        const el = ref.current;
        if (!el) return;
        el.volume = volume;
        el.muted = volume === 0;
      }}
      onMute={(muted) => {
        const el = ref.current;
        if (!el) return;
        if (!muted && el.volume === 0) el.volume = 0.5;
        el.muted = muted;
      }}
    />
  );
  const overlays = (
    <>
      {loading && (
        <div className="pointer-events-none absolute inset-0 grid place-items-center">
          <Spinner label={state.ready ? 'Buffering' : `Loading ${kind}`} className="rounded-full bg-black/50 p-2" />
        </div>
      )}
      {hls.failed && <StreamError kind={kind} onRetry={retry} />}
      {resumed !== null && <ResumeNote at={resumed} onStartOver={startOver} />}
    </>
  );

  if (kind === 'audio')
    return (
      <div className="relative flex size-full flex-col bg-gradient-to-br from-zinc-900 via-black to-red-950/40">
        <div className="relative grid min-h-0 flex-1 place-items-center p-4">
          {stream.posterUrl ? (
            <img src={stream.posterUrl} alt="" className="max-h-full w-full max-w-3xl object-contain opacity-90" />
          ) : (
            <span aria-hidden className="grid size-24 place-items-center rounded-full bg-primary/20 text-brand-text ring-1 ring-primary/40">
              <Headphones className="size-11" />
            </span>
          )}
          {overlays}
        </div>
        <audio {...element} className="hidden" />
        {!hls.failed && <div className="px-3 pb-2">{controls}</div>}
      </div>
    );

  return (
    <div
      data-idle={idle.idle}
      className="group/stream relative size-full overflow-hidden bg-black data-[idle=true]:cursor-none"
      onPointerMove={idle.onPointerMove}
      onPointerDown={idle.onPointerDown}
    >
      <video
        {...element}
        playsInline
        poster={stream.posterUrl ?? undefined}
        className="size-full object-contain"
        onClick={(e) => {
          // A tap that brings the hidden controls back does only that.
          if (idle.pressedWhileHidden() && (e.nativeEvent as PointerEvent).pointerType !== 'mouse') return;
          toggle();
        }}
      />
      {state.paused && !loading && !hls.failed && (
        <div aria-hidden className="pointer-events-none absolute inset-0 grid place-items-center">
          <span className="grid size-16 place-items-center rounded-full bg-white/90 text-black shadow-xl">
            <Play className="size-7 fill-current" />
          </span>
        </div>
      )}
      {overlays}
      <div
        hidden={hls.failed}
        className={cn(
          'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/60 to-transparent px-2 pt-10 pb-1 transition-opacity duration-300 sm:px-3',
          'group-data-[idle=true]/stream:opacity-0 focus-within:!opacity-100',
        )}
      >
        {controls}
      </div>
    </div>
  );
}

/**
 * Controls hidden over a playing video once the pointer rests; back when it moves, on a tap, and
 * whenever the video is paused. (Keyboard focus inside them keeps them shown, in CSS.)
 */
function useIdle(paused: boolean) {
  const [resting, setResting] = useState(false);
  const [activity, setActivity] = useState(0);
  const lastWake = useRef(0);
  const hiddenAtPress = useRef(false);
  const idle = resting && !paused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setResting(true), IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, activity]);

  const wake = () => {
    // A moving mouse sends dozens of events a second: one wake in a quarter of a second is enough.
    if (!resting && performance.now() - lastWake.current < 250) return;
    lastWake.current = performance.now();
    setResting(false);
    setActivity((a) => a + 1);
  };
  return {
    idle,
    onPointerMove: wake,
    onPointerDown: () => {
      hiddenAtPress.current = idle;
      wake();
    },
    /** The last press landed while the controls were hidden: a tap that only brings them back. */
    pressedWhileHidden: () => hiddenAtPress.current,
  };
}

interface ControlsProps {
  state: MediaState;
  onToggle: () => void;
  onSeek: (time: number) => void;
  storyboard: Parameters<typeof SeekBar>[0]['storyboard'];
  onVolume: (volume: number) => void;
  onMute: (muted: boolean) => void;
  quality: React.ReactNode;
}

function StreamControls({ state, onToggle, onSeek, onVolume, onMute, storyboard, quality }: ControlsProps) {
  const silent = state.muted || state.volume === 0;
  const VolumeIcon = silent ? VolumeX : state.volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="text-white">
      <SeekBar duration={state.duration} time={state.time} bufferedEnd={state.bufferedEnd} onSeek={onSeek} storyboard={storyboard} />
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-white hover:bg-white/15"
          onClick={onToggle}
          aria-label={state.paused ? 'Play' : 'Pause'}
        >
          {state.paused ? <Play aria-hidden className="fill-current" /> : <Pause aria-hidden className="fill-current" />}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-white hover:bg-white/15"
          onClick={() => onMute(!silent)}
          aria-label={silent ? 'Unmute' : 'Mute'}
        >
          <VolumeIcon aria-hidden />
        </Button>
        <input
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={0.05}
          value={silent ? 0 : state.volume}
          onChange={(e) => onVolume(Number(e.target.value))}
          className="hidden h-1 w-20 cursor-pointer accent-primary sm:block"
        />
        <span className="ml-1 text-xs whitespace-nowrap text-zinc-200 tabular-nums">
          {formatClock(state.time)} / {formatClock(state.duration)}
        </span>
        <span className="flex-1" />
        {quality}
      </div>
    </div>
  );
}

function StreamError({ kind, onRetry }: { kind: 'video' | 'audio'; onRetry: () => void }) {
  return (
    <div className="absolute inset-0 z-10 grid place-items-center bg-black/80 p-4">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-3 text-center">
        <AlertTriangle aria-hidden className="size-8 text-amber-300" />
        <p className="text-sm font-semibold text-white">This {kind} could not be played.</p>
        <p className="text-xs text-zinc-300">Check your connection, then try again: playback picks up where it stopped.</p>
        <Button size="sm" onClick={onRetry}>
          <RotateCw aria-hidden /> Try again
        </Button>
      </div>
    </div>
  );
}
