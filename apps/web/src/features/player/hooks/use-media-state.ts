import { useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  paused: boolean;
  /** Seconds. */
  time: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** How far is buffered from the playing point on (seconds). */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  /** Enough data to show a picture. */
  ready: boolean;
  /** Stalled for data while meant to play. */
  waiting: boolean;
}

const INITIAL: MediaState = { paused: true, time: 0, duration: 0, bufferedEnd: 0, volume: 1, muted: false, ready: false, waiting: false };

const EVENTS = [
  'loadedmetadata',
  'loadeddata',
  'durationchange',
  'timeupdate',
  'progress',
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'canplay',
  'ended',
  'volumechange',
  'emptied',
] as const;

function read(el: HTMLMediaElement, waiting: boolean): MediaState {
  const time = el.currentTime;
  let bufferedEnd = 0;
  for (let i = 0; i < el.buffered.length; i++)
    if (el.buffered.start(i) <= time + 0.5 && el.buffered.end(i) > bufferedEnd) bufferedEnd = el.buffered.end(i);
  return {
    paused: el.paused,
    time,
    duration: Number.isFinite(el.duration) ? el.duration : 0,
    bufferedEnd,
    volume: el.volume,
    muted: el.muted,
    ready: el.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
    waiting,
  };
}

/** The state of a media element, for controls of our own (the element's own are off). */
export function useMediaState(ref: RefObject<HTMLMediaElement | null>): MediaState {
  const [state, setState] = useState<MediaState>(INITIAL);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let waiting = false;
    const update = (event: Event) => {
      if (event.type === 'waiting') waiting = true;
      else if (event.type === 'playing' || event.type === 'pause' || event.type === 'seeked' || event.type === 'canplay') waiting = false;
      setState(read(el, waiting));
    };
    for (const name of EVENTS) el.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) el.removeEventListener(name, update);
    };
  }, [ref]);

  return state;
}
