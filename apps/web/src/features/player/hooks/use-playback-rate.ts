import { useCallback, useSyncExternalStore } from 'react';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const KEY = 'learnflix.playbackRate';
const listeners = new Set<() => void>();

function read(): number {
  try {
    const stored = Number(window.localStorage.getItem(KEY));
    return (PLAYBACK_RATES as readonly number[]).includes(stored) ? stored : 1;
  } catch {
    return 1; // storage blocked: plain speed
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed it.
  const onStorage = (e: StorageEvent) => e.key === KEY && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The learner's playback speed (0.5x to 2x), remembered in this browser. */
export function usePlaybackRate(): [number, (rate: number) => void] {
  const rate = useSyncExternalStore(subscribe, read, () => 1);
  const setRate = useCallback((next: number) => {
    if (!(PLAYBACK_RATES as readonly number[]).includes(next)) return;
    try {
      window.localStorage.setItem(KEY, String(next));
    } catch {
      // storage blocked: the speed still applies to this lesson
    }
    listeners.forEach((l) => l());
  }, []);
  return [rate, setRate];
}
