import { useCallback, useSyncExternalStore } from 'react';
import type { Cue } from '../caption-cues';

const EVENTS = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata', 'emptied'] as const;

/**
 * The cue `find` names at the element's playing point (-1: none), following its time events. It
 * changes a few times a minute, not at each event: what shows it renders only then.
 */
export function useCueIndex(
  el: HTMLMediaElement | null,
  cues: readonly Cue[] | undefined,
  find: (cues: readonly Cue[], time: number) => number,
): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!el) return () => undefined;
      for (const name of EVENTS) el.addEventListener(name, onChange);
      return () => {
        for (const name of EVENTS) el.removeEventListener(name, onChange);
      };
    },
    [el],
  );
  return useSyncExternalStore(
    subscribe,
    () => (el && cues ? find(cues, el.currentTime) : -1),
    () => -1,
  );
}
