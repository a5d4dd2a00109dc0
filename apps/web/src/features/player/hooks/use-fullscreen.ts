import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Lesson fullscreen: the viewer becomes a fixed layer over the whole window (`active`), and the
 * page goes fullscreen through the Fullscreen API where the browser allows it (iOS Safari does
 * not: the layer alone then fills the window). The page rather than the viewer goes fullscreen so
 * that toasts and popovers, which render at the end of <body>, stay visible.
 * Escape leaves it: the browser handles it for real fullscreen, the keydown listener for the layer.
 * While it is on, the rest of the page is `inert`, so Tab cannot wander behind the layer; live
 * regions (the toasts) stay out of that, so what they announce is still heard.
 */
export function useFullscreen(layer: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const ownsFullscreen = useRef(false);

  const exit = useCallback(() => {
    setActive(false);
    if (ownsFullscreen.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    ownsFullscreen.current = false;
  }, []);

  const enter = useCallback(() => {
    setActive(true);
    if (!document.fullscreenEnabled || document.fullscreenElement) return;
    ownsFullscreen.current = true;
    void document.documentElement.requestFullscreen().catch(() => {
      ownsFullscreen.current = false;
    });
  }, []);

  const toggle = useCallback(() => (active ? exit() : enter()), [active, enter, exit]);

  useEffect(() => {
    if (!active) return;
    // The browser left real fullscreen (its own Escape, a system gesture): so does the layer.
    const onChange = () => {
      if (!document.fullscreenElement && ownsFullscreen.current) exit();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // Escape in an open popover or dialog closes that first.
      if (e.target instanceof Element && e.target.closest('[role="dialog"], [data-slot="popover-content"]')) return;
      exit();
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const madeInert = inertAround(layer.current);
    return () => {
      for (const el of madeInert) el.removeAttribute('inert');
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [active, exit, layer]);

  // Leaving the lesson leaves fullscreen.
  useEffect(
    () => () => {
      if (ownsFullscreen.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  return { active, enter, exit, toggle };
}

/** Makes everything beside `el` and its ancestors inert, but live regions; returns what it changed. */
function inertAround(el: HTMLElement | null): Element[] {
  const changed: Element[] = [];
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling.matches('[aria-live], script, style')) continue; // the toasts' region, for one
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return changed;
}
