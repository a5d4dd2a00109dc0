import { useEffect, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';

export interface CountdownSource {
  /** The server's deadline, or null for an untimed quiz. */
  deadlineAt: string | null;
  /** The server's clock when the attempt was sent... */
  serverNow: string;
  /** ...and this client's clock when it arrived. */
  receivedAt: number;
}

/** Milliseconds left, on the server's clock: the client's clock only measures time elapsed since the server spoke. */
export function remainingMs({ deadlineAt, serverNow, receivedAt }: CountdownSource, clientNow: number): number | null {
  if (!deadlineAt) return null;
  const serverClockNow = Date.parse(serverNow) + (clientNow - receivedAt);
  return Date.parse(deadlineAt) - serverClockNow;
}

/** What screen readers hear, politely, as time runs out. */
const ANNOUNCEMENTS: Array<[seconds: number, text: string]> = [
  [300, '5 minutes left.'],
  [60, '1 minute left.'],
];

/**
 * A countdown to the attempt's deadline, ticking twice a second; `onExpire` runs once at zero. An
 * announcement is made when 5 minutes and 1 minute are left.
 */
export function useCountdown(source: CountdownSource, onExpire: () => void) {
  const [left, setLeft] = useState(() => remainingMs(source, Date.now()));
  const [announcement, setAnnouncement] = useState('');
  const expire = useLatest(onExpire);
  const { deadlineAt, serverNow, receivedAt } = source;

  useEffect(() => {
    if (!deadlineAt) return;
    let fired = false;
    let previous = remainingMs({ deadlineAt, serverNow, receivedAt }, Date.now()) ?? 0;
    const tick = () => {
      const ms = remainingMs({ deadlineAt, serverNow, receivedAt }, Date.now()) ?? 0;
      setLeft(ms);
      for (const [seconds, text] of ANNOUNCEMENTS) {
        if (previous > seconds * 1000 && ms <= seconds * 1000 && ms > 0) setAnnouncement(text);
      }
      previous = ms;
      if (ms <= 0 && !fired) {
        fired = true;
        // The quiz screen shows its own alert for this: announcing here too would say it twice.
        expire.current();
      }
    };
    const timer = window.setInterval(tick, 500);
    return () => window.clearInterval(timer);
  }, [deadlineAt, serverNow, receivedAt, expire]);

  return { msLeft: left, secondsLeft: left === null ? null : Math.max(0, Math.ceil(left / 1000)), announcement };
}
