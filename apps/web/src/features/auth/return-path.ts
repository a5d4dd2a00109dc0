// Where a guard sent someone from, so that signing in takes them back there. It travels in the
// navigation's state, never in the address: no link from elsewhere can choose where a sign-in leads.

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/** The navigation state a guard passes along: the page that asked for a session. */
export const fromState = (place: Place) => ({ from: `${place.pathname}${place.search}${place.hash}` });

/** The page to go back to after signing in, if the state names one of ours worth going back to. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  // '//host' and '/\host' are other sites to a browser.
  if (from.startsWith('//') || from.startsWith('/\\')) return null;
  const path = from.split(/[?#]/, 1)[0]!;
  if (path === '/auth' || path === '/session-expired') return null;
  return from;
}
