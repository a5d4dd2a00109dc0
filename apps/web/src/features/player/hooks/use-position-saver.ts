import { MAX_POSITION_SECONDS } from '@app/core';
import { useEffect, useRef } from 'react';
import { savePosition } from '../api/save-position';
import { useLatest } from '@/hooks/use-latest';

/** How often a playing lesson's position is saved. */
const SAVE_EVERY_MS = 5000;

/**
 * Saves a video or audio lesson's position every few seconds while it moves, and when the page is
 * hidden or left and the lesson closes. `read` gives the current position in seconds (null while
 * unknown). Nothing is saved when `enabled` is false (preview mode records nothing).
 * Returns `flush`, for the player's pause event.
 */
export function usePositionSaver(lessonId: string, enabled: boolean, read: () => number | null) {
  const readRef = useLatest(read);
  const lastSaved = useRef<number | null>(null);
  const flushRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) {
      flushRef.current = () => undefined;
      return;
    }
    const flush = () => {
      const position = readRef.current();
      if (position === null || !Number.isFinite(position)) return;
      const seconds = Math.min(MAX_POSITION_SECONDS, Math.max(0, Math.floor(position)));
      if (seconds === lastSaved.current) return;
      lastSaved.current = seconds;
      savePosition(lessonId, seconds);
    };
    flushRef.current = flush;
    const timer = window.setInterval(flush, SAVE_EVERY_MS);
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      // The learner moves to another lesson or leaves the player.
      flush();
    };
  }, [lessonId, enabled, readRef]);

  return { flush: () => flushRef.current() };
}
