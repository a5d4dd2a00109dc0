import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within a screen's height of the viewport (and from then on). For
 * pictures below the fold: the browser's own lazy loading starts 1,250 to 2,500 px ahead, which on
 * a phone's landing page fetches half a dozen posters nobody has scrolled to. An element clipped
 * by a sideways scroller counts only once scrolled into it.
 */
export function useNearViewport(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [near, setNear] = useState(!watch);
  useEffect(() => {
    if (!watch || near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, near]);
  return near;
}
