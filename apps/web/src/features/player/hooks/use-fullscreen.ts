import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Lesson fullscreen: the browser's Fullscreen API where it exists, and in any case a fixed layer
 * over the whole window (for browsers that refuse an element fullscreen, such as iOS Safari).
 * Escape leaves it: the browser handles it for real fullscreen, the keydown listener for the layer.
 */
export function useFullscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [active, setActive] = useState(false);

  const exit = useCallback(() => {
    setActive(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const enter = useCallback(() => {
    setActive(true);
    const el = ref.current;
    if (el?.requestFullscreen && document.fullscreenEnabled) void el.requestFullscreen().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => (active ? exit() : enter()), [active, enter, exit]);

  useEffect(() => {
    if (!active) return;
    // The browser left real fullscreen (its own Escape, F11, a system gesture): so do we.
    const onChange = () => {
      if (!document.fullscreenElement) setActive(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) exit();
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [active, exit]);

  // Leaving the lesson leaves fullscreen.
  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  return { ref, active, enter, exit, toggle };
}
