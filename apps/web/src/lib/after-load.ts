/**
 * Runs `fn` once the page has loaded and the browser is idle: for code that no first paint needs
 * (the toaster, the phone menu), so that it never competes with the page's own code and data.
 * Returns a cancel function.
 */
export function afterLoad(fn: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(fn, { timeout: 3000 });
    else timer = window.setTimeout(fn, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
