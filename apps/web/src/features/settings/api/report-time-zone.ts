// The browser's time zone, reported to the server so that due dates and e-mails follow the user's
// day (PUT /api/me/time-zone; the server writes nothing when it is the one stored). Once per app
// load and user once it succeeds (someone else signing in on the same tab reports theirs); a
// refusal or a failure lets a later call try again.
let reported: { userId: string; done: Promise<void> } | null = null;

/** Reports `Intl`'s zone for `userId` once per page load; safe to call as often as wanted, never throws. */
export function reportTimeZone(userId: string): Promise<void> {
  if (reported?.userId === userId) return reported.done;
  const done = (async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!timeZone) return;
    // Plain fetch, not `api()`: a refusal here (a visitor, an expired session) must not move the session state.
    const res = await fetch('/api/me/time-zone', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ timeZone }),
    });
    if (!res.ok) throw new Error(`time zone not stored: ${res.status}`);
  })().catch(() => {
    if (reported?.done === done) reported = null;
  });
  reported = { userId, done };
  return done;
}
