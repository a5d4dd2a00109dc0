/**
 * Saves where the learner is in a video or audio lesson. Best effort and fire-and-forget: a lost
 * save only means resuming a few seconds earlier. `keepalive` lets the request outlive the page
 * (pagehide, closing the tab); navigator.sendBeacon cannot be used because it only POSTs and
 * cannot send the CSRF header the API requires of mutations.
 */
export function savePosition(lessonId: string, seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) return;
  void fetch(`/api/lessons/${encodeURIComponent(lessonId)}/position`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', accept: 'application/json' },
    body: JSON.stringify({ seconds: Math.floor(seconds) }),
  }).catch(() => undefined);
}
