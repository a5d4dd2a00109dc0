import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { clamp01, type ControlsCallback } from '../media-controls';
import { usePositionSaver } from './use-position-saver';

export interface LessonMediaOptions {
  lessonId: string;
  /** Where the learner stopped last time. */
  resumeAt: number;
  /** Preview mode records nothing. */
  record: boolean;
  rate: number;
  onControls: ControlsCallback;
  /** The element, once it is in the page (null when it leaves): what the captions and the transcript follow. */
  onElement?: (el: HTMLMediaElement | null) => void;
  onEnded: () => void;
}

/**
 * What every player of a lesson's own video or audio does with its element, whatever feeds it (the
 * file, or its stream): resume at the saved position (once: a stream reloaded after its links
 * expired comes back where it was, see lib/hls.ts), save the position as it plays, keep the chosen
 * speed, report the end, and hand the keyboard shortcuts their controls.
 */
export function useLessonMedia({ lessonId, resumeAt, record, rate, onControls, onElement, onEnded }: LessonMediaOptions) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  // The last position seen: read when saving, even after the element has gone.
  const position = useRef<number | null>(null);
  const resumeDone = useRef(false);
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
    onElement?.(ref.current);
    return () => onElement?.(null);
  }, [onElement]);

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
      playFrom: (seconds) => {
        const el = ref.current;
        if (!el) return;
        el.currentTime = Math.max(0, seconds);
        if (el.paused) void el.play().catch(() => undefined);
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

  const handlers = {
    onLoadedMetadata: (e: React.SyntheticEvent<HTMLMediaElement>) => {
      const el = e.currentTarget;
      el.defaultPlaybackRate = rate;
      el.playbackRate = rate;
      if (resumeDone.current) return;
      resumeDone.current = true;
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
  };

  const startOver = () => {
    const el = ref.current;
    if (!el) return;
    el.currentTime = 0;
    position.current = 0;
    setResumed(null);
    void el.play().catch(() => undefined);
  };

  return { ref, position, resumed, failed, setFailed, handlers, startOver };
}
