// Adaptive (HLS) playback of a lesson's streaming copy, shared by the player and the preview dialog.
// hls.js plays it through Media Source Extensions, loaded on demand (its own chunk) the first time a
// stream opens; Safari on an iPhone without MSE plays the playlist itself. Every address in our
// playlists is absolute and signed for an hour or more: when links expire mid-lesson (a fatal network
// error, a 403 on a segment), the master is loaded once more and playback goes on where it was.
import type HlsClass from 'hls.js';
import type { HlsConfig, Level } from 'hls.js';

type HlsConstructor = typeof HlsClass;

export type StreamEngine = 'hls.js' | 'native';

/** A rendition hls.js may switch to, by its index in `hls.levels`. */
export interface StreamLevel {
  index: number;
  /** The playlist's NAME, if it has one. */
  name: string;
  width: number;
  height: number;
  bitrate: number;
}

export interface StreamCallbacks {
  /** The renditions to choose from (none with native HLS: there the browser chooses). */
  onLevels?(levels: StreamLevel[]): void;
  /** The rendition now playing, as an index of the levels (before playback starts, the one loading). */
  onLevelSwitched?(index: number): void;
  /** The links expired or the network failed: the master is loaded again, playback goes on at `at`. */
  onReload?(at: number): void;
  /** Back where it was after a reload. */
  onRestored?(): void;
  /** It cannot be played (even from a fresh master): `reason` is for the console. */
  onFailed(reason: string): void;
}

export interface StreamSession {
  engine: StreamEngine;
  /** Plays rendition `index` from now on; -1: chosen automatically (the default). */
  setLevel(index: number): void;
  destroy(): void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Safari (macOS, iOS) plays HLS by itself. */
export const hasNativeHls = (media: HTMLMediaElement) => media.canPlayType(HLS_TYPE) !== '';
const hasMse = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

let hlsModule: Promise<HlsConstructor> | null = null;

/** hls.js, light build (no subtitles, alternate audio, DRM or CMCD: our streams use none), once. */
export function loadHls(): Promise<HlsConstructor> {
  hlsModule ??= import('hls.js/dist/hls.light.mjs').then(
    (module) => module.default,
    (err: unknown) => {
      hlsModule = null; // a failed chunk may load on the next try
      throw err;
    },
  );
  return hlsModule;
}

/** Starts loading hls.js ahead of a stream (where it could run), beside the code that will use it. */
export function preloadHls() {
  if (hasMse()) void loadHls().catch(() => undefined);
}

/**
 * Plays the playlist at `url` in `media`: with hls.js where the browser has MSE, else natively (iOS
 * Safari before 17.1), else rejects. The caller destroys the session when the element goes.
 */
export async function openStream(media: HTMLMediaElement, url: string, callbacks: StreamCallbacks): Promise<StreamSession> {
  // No MSE at all: hls.js could not run, no need to download it.
  if (!hasMse() && hasNativeHls(media)) return attachNative(media, url, callbacks);
  const Hls = await loadHls();
  if (Hls.isSupported()) return attachHls(Hls, media, url, callbacks);
  if (hasNativeHls(media)) return attachNative(media, url, callbacks);
  throw new Error('This browser cannot play HLS streams');
}

/** Our streams' settings: a player that fits its box, and no transmuxing worker (see below). */
const HLS_CONFIG: Partial<HlsConfig> = {
  // Started by hand: after a reload, at the position playback had reached.
  autoStartLoad: false,
  // Auto never picks a rendition larger than the player shows (a phone needs no 1080p).
  capLevelToPlayerSize: true,
  // The ESM builds ship no inline worker (a blob: worker the CSP would refuse anyway); 4 s TS
  // segments transmux on the main thread in a few milliseconds.
  enableWorker: false,
  backBufferLength: 60,
  // At most a minute ahead. hls.js would otherwise fill up to 60 MB (nine minutes of 360p) at the
  // link's full speed: data a learner on a phone pays for and loses when they leave early.
  maxMaxBufferLength: 60,
};

interface Restore {
  at: number;
  playing: boolean;
}

/** Puts playback back where it was once the reloaded stream has its metadata. */
function restorer(media: HTMLMediaElement, callbacks: StreamCallbacks) {
  let pending: Restore | null = null;
  const onMetadata = () => {
    if (!pending) return;
    const { at, playing } = pending;
    pending = null;
    if (Math.abs(media.currentTime - at) > 0.5) media.currentTime = at;
    if (playing) void media.play().catch(() => undefined);
    callbacks.onRestored?.();
  };
  media.addEventListener('loadedmetadata', onMetadata);
  return {
    get pending() {
      return pending;
    },
    /** Remembers where playback is (kept from an earlier reload that has not come back yet). */
    hold(): Restore {
      pending ??= { at: media.currentTime, playing: !media.paused };
      return pending;
    },
    dispose: () => media.removeEventListener('loadedmetadata', onMetadata),
  };
}

/** hls.js on `media`. Exported for the tests, which hand it a stand-in for the Hls class. */
export function attachHls(Hls: HlsConstructor, media: HTMLMediaElement, url: string, callbacks: StreamCallbacks): StreamSession {
  const hls = new Hls(HLS_CONFIG);
  const restore = restorer(media, callbacks);
  // One reload per failure: a second fatal error before any segment came in is final.
  let reloaded = false;
  let recovered = false;

  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    callbacks.onLevels?.(hls.levels.map(toLevel));
    hls.startLoad(restore.pending ? restore.pending.at : -1);
  });
  // The rendition playing; before anything plays (LEVEL_SWITCHED waits for playback), the one loading.
  let switched = false;
  hls.on(Hls.Events.LEVEL_SWITCHING, (_event, data) => !switched && callbacks.onLevelSwitched?.(data.level));
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
    switched = true;
    callbacks.onLevelSwitched?.(data.level);
  });
  hls.on(Hls.Events.FRAG_LOADED, () => {
    reloaded = false;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return; // hls.js retries those itself
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && !reloaded) {
      reloaded = true;
      const { at } = restore.hold();
      callbacks.onReload?.(at);
      hls.loadSource(url);
      return;
    }
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    callbacks.onFailed(data.details);
  });

  hls.attachMedia(media);
  hls.loadSource(url);
  return {
    engine: 'hls.js',
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => {
      restore.dispose();
      hls.destroy();
    },
  };
}

/** The browser's own HLS: it picks renditions itself; a failed load is retried once from the master. */
function attachNative(media: HTMLMediaElement, url: string, callbacks: StreamCallbacks): StreamSession {
  const restore = restorer(media, callbacks);
  let reloaded = false;
  const onError = () => {
    if (reloaded) return callbacks.onFailed(`media error ${media.error?.code ?? ''}`.trim());
    reloaded = true;
    const { at } = restore.hold();
    callbacks.onReload?.(at);
    media.src = url;
    media.load();
  };
  const onPlaying = () => {
    reloaded = false;
  };
  media.addEventListener('error', onError);
  media.addEventListener('playing', onPlaying);
  media.src = url;
  return {
    engine: 'native',
    setLevel: () => undefined,
    destroy: () => {
      restore.dispose();
      media.removeEventListener('error', onError);
      media.removeEventListener('playing', onPlaying);
      media.removeAttribute('src');
      media.load();
    },
  };
}

const toLevel = (level: Level, index: number): StreamLevel => ({
  index,
  name: level.name ?? '',
  width: level.width,
  height: level.height,
  bitrate: level.bitrate,
});
