import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { openStream, type StreamEngine, type StreamLevel, type StreamSession } from '@/lib/hls';

export interface StreamState {
  /** hls.js, or the browser's own HLS; null while it opens. */
  engine: StreamEngine | null;
  /** The renditions hls.js can switch between (none with the browser's own HLS). */
  levels: StreamLevel[];
  /** The rendition playing now, as an index of `levels`; null until known. */
  playing: number | null;
  /** The learner's choice: -1 is Auto. */
  selected: number;
  failed: boolean;
}

const INITIAL: StreamState = { engine: null, levels: [], playing: null, selected: -1, failed: false };

/**
 * Plays the HLS master at `url` in the element (lib/hls.ts): its renditions, the one playing, the
 * learner's choice, failure and retry. `reloading` is true while the master loads again after the
 * links expired: the element restarts, and its position then is not the learner's.
 */
export function useStream(ref: RefObject<HTMLMediaElement | null>, url: string) {
  const [state, setState] = useState<StreamState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const session = useRef<StreamSession | null>(null);
  const reloading = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let opened: StreamSession | null = null;
    const update = (change: Partial<StreamState>) => !cancelled && setState((s) => ({ ...s, ...change }));
    openStream(el, url, {
      onLevels: (levels) => update({ levels }),
      onLevelSwitched: (playing) => update({ playing }),
      onReload: () => {
        reloading.current = true;
      },
      onRestored: () => {
        reloading.current = false;
      },
      onFailed: (reason) => {
        console.error('The stream could not be played:', reason);
        reloading.current = false;
        update({ failed: true });
      },
    }).then(
      (s) => {
        if (cancelled) return s.destroy();
        opened = s;
        session.current = s;
        update({ engine: s.engine });
      },
      (err: unknown) => {
        console.error('The stream could not be opened:', err);
        update({ failed: true });
      },
    );
    return () => {
      cancelled = true;
      opened?.destroy();
      session.current = null;
      reloading.current = false;
    };
  }, [ref, url, attempt]);

  const setLevel = useCallback((index: number) => {
    session.current?.setLevel(index);
    setState((s) => ({ ...s, selected: index }));
  }, []);

  /** Opens the stream again, from scratch. */
  const retry = useCallback(() => {
    setState(INITIAL);
    setAttempt((a) => a + 1);
  }, []);

  return { ...state, reloading, setLevel, retry };
}
