import type * as React from 'react';
import { useRef, useState } from 'react';
import { formatClock } from '@/lib/format-clock';
import { cn } from '@/lib/utils';
import { clamp01, SEEK_STEP } from '../media-controls';
import { cueAt, type StoryboardCue } from '../storyboard';

interface SeekBarProps {
  duration: number;
  time: number;
  bufferedEnd: number;
  onSeek: (time: number) => void;
  /** The storyboard's cues (none: the preview shows the time alone). */
  storyboard: readonly StoryboardCue[];
}

interface Pointing {
  /** Pixels from the bar's left edge. */
  x: number;
  width: number;
  time: number;
}

/**
 * The progress bar of a streamed lesson: a slider (arrows seek 5 s, Page keys a tenth, Home and
 * End), a click or drag seeks (on release), and hovering or dragging shows the storyboard's
 * picture of that moment above it, with the time. A touch shows it while the finger is down.
 */
export function SeekBar({ duration, time, bufferedEnd, onSeek, storyboard }: SeekBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [pointing, setPointing] = useState<Pointing | null>(null);
  const [dragging, setDragging] = useState(false);
  const known = duration > 0;

  const pointAt = (clientX: number): Pointing | null => {
    const box = bar.current?.getBoundingClientRect();
    if (!box || box.width === 0 || !known) return null;
    const fraction = clamp01((clientX - box.left) / box.width);
    return { x: fraction * box.width, width: box.width, time: fraction * duration };
  };

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const point = pointAt(e.clientX);
    if (!point) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(true);
    setPointing(point);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    // A finger shows the preview only while it is down.
    if (e.pointerType !== 'mouse' && !dragging) return;
    setPointing(pointAt(e.clientX));
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    const point = pointAt(e.clientX);
    if (point) onSeek(point.time);
    if (e.pointerType !== 'mouse') setPointing(null);
  };
  const hide = () => {
    setDragging(false);
    setPointing(null);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!known) return;
    const step: Record<string, number> = {
      ArrowLeft: -SEEK_STEP,
      ArrowDown: -SEEK_STEP,
      ArrowRight: SEEK_STEP,
      ArrowUp: SEEK_STEP,
      PageDown: -duration / 10,
      PageUp: duration / 10,
    };
    let to: number | null = null;
    if (e.key in step) to = time + step[e.key]!;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = duration;
    if (to === null) return;
    e.preventDefault();
    onSeek(Math.min(duration, Math.max(0, to)));
  };

  const shown = dragging && pointing ? pointing.time : time;
  const played = known ? clamp01(shown / duration) : 0;
  const buffered = known ? clamp01(bufferedEnd / duration) : 0;

  return (
    <div className="relative">
      {pointing && <SeekPreview pointing={pointing} storyboard={storyboard} />}
      <div
        ref={bar}
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.floor(duration)}
        aria-valuenow={Math.floor(shown)}
        aria-valuetext={`${formatClock(shown)} of ${formatClock(duration)}`}
        aria-disabled={!known || undefined}
        className="group/seek relative flex h-5 cursor-pointer touch-none items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={hide}
        onPointerLeave={(e) => !dragging && e.pointerType === 'mouse' && setPointing(null)}
        onLostPointerCapture={() => setDragging(false)}
        onKeyDown={onKeyDown}
      >
        <div className="relative h-1 w-full overflow-hidden rounded-full bg-white/25 transition-[height] group-hover/seek:h-1.5">
          <div className="absolute inset-y-0 left-0 bg-white/35" style={{ width: `${buffered * 100}%` }} />
          <div className="absolute inset-y-0 left-0 bg-primary" style={{ width: `${played * 100}%` }} />
        </div>
        <div
          aria-hidden
          className={cn(
            'absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary shadow transition-transform',
            dragging ? 'scale-125' : 'scale-0 group-hover/seek:scale-100 group-focus-visible/seek:scale-100',
          )}
          style={{ left: `${played * 100}%` }}
        />
      </div>
    </div>
  );
}

/** The storyboard's tile for the pointed-at time, kept inside the bar's width, and the time under it. */
function SeekPreview({ pointing, storyboard }: { pointing: Pointing; storyboard: readonly StoryboardCue[] }) {
  const cue = cueAt(storyboard, pointing.time);
  const width = cue?.w ?? 0;
  const half = Math.max(width, 48) / 2;
  const left = Math.min(Math.max(pointing.x, half), Math.max(half, pointing.width - half));
  return (
    <div
      aria-hidden
      data-testid="seek-preview"
      className="pointer-events-none absolute bottom-full z-20 mb-2 flex -translate-x-1/2 flex-col items-center gap-1"
      style={{ left }}
    >
      {cue && (
        <div
          data-testid="seek-preview-picture"
          className="rounded-md bg-black bg-no-repeat shadow-lg ring-1 ring-white/40"
          style={{
            width: cue.w,
            height: cue.h,
            backgroundImage: `url("${cue.url}")`,
            backgroundPosition: `-${cue.x}px -${cue.y}px`,
          }}
        />
      )}
      <span className="rounded bg-black/85 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">{formatClock(pointing.time)}</span>
    </div>
  );
}
