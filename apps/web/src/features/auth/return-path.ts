// Where a guard sent someone from, so that signing in takes them back there. It travels in the
// navigation's state, never in the address: no link from elsewhere can choose where a sign-in leads.
import { safeReturnPath } from '@app/core';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/** The navigation state a guard passes along: the page that asked for a session. */
export const fromState = (place: Place) => ({ from: `${place.pathname}${place.search}${place.hash}` });

/** The page to go back to after signing in, if the state names one of ours worth going back to (core's rule, the server's too). */
export const returnPath = (state: unknown): string | null => safeReturnPath((state as { from?: unknown } | null | undefined)?.from);
