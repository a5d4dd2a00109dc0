import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Map<string, Set<() => void>>();
// Where a setting lives while this browser refuses storage (private modes, policies): this page only.
const memory = new Map<string, string>();

function subscribe(key: string, onChange: () => void) {
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set);
  set.add(onChange);
  // Another tab changed it.
  const onStorage = (e: StorageEvent) => e.key === key && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

/**
 * A setting remembered in this browser (localStorage), shared by every component that reads it and
 * by the browser's other tabs. `parse` turns what is stored into a value, or null for the fallback;
 * a value that `parse` refuses is never stored. Blocked storage keeps the value for this page only.
 */
export function useBrowserSetting<T extends string | number | boolean>(
  key: string,
  parse: (stored: string) => T | null,
  fallback: T,
): [T, (next: T) => void] {
  const value = useSyncExternalStore(
    useCallback((onChange) => subscribe(key, onChange), [key]),
    () => {
      const stored = readStored(key);
      return (stored === null ? null : parse(stored)) ?? fallback;
    },
    () => fallback,
  );
  const set = useCallback(
    (next: T) => {
      if (parse(String(next)) === null) return;
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        memory.set(key, String(next));
      }
      listeners.get(key)?.forEach((l) => l());
    },
    [key, parse],
  );
  return [value, set];
}
