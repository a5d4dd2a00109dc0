// The stream's recovery (lib/hls.ts) with a stand-in for hls.js: links that expire mid-lesson make
// a fatal network error; the master is loaded once more and playback goes on where it was.
import type HlsClass from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { attachHls, type StreamCallbacks } from './hls';

const Events = {
  MANIFEST_PARSED: 'hlsManifestParsed',
  LEVEL_SWITCHING: 'hlsLevelSwitching',
  LEVEL_SWITCHED: 'hlsLevelSwitched',
  FRAG_LOADED: 'hlsFragLoaded',
  ERROR: 'hlsError',
};
const ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };

class FakeHls {
  static Events = Events;
  static ErrorTypes = ErrorTypes;
  static last: FakeHls;
  handlers = new Map<string, ((event: string, data: unknown) => void)[]>();
  levels = [
    { width: 426, height: 240, bitrate: 400_000, name: '' },
    { width: 1280, height: 720, bitrate: 2_500_000, name: '' },
  ];
  currentLevel = -1;
  loadSource = vi.fn();
  attachMedia = vi.fn();
  startLoad = vi.fn();
  recoverMediaError = vi.fn();
  destroy = vi.fn();
  constructor(public config: unknown) {
    FakeHls.last = this;
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string, data: unknown = {}) {
    for (const h of this.handlers.get(event) ?? []) h(event, data);
  }
}

/** Just enough of a media element: its time, whether it plays, and its loadedmetadata event. */
function fakeMedia() {
  const listeners = new Map<string, (() => void)[]>();
  const media = {
    currentTime: 0,
    paused: true,
    play: vi.fn(() => {
      media.paused = false;
      return Promise.resolve();
    }),
    addEventListener: (name: string, fn: () => void) => listeners.set(name, [...(listeners.get(name) ?? []), fn]),
    removeEventListener: (name: string, fn: () => void) =>
      listeners.set(
        name,
        (listeners.get(name) ?? []).filter((f) => f !== fn),
      ),
    fire: (name: string) => (listeners.get(name) ?? []).forEach((fn) => fn()),
  };
  return media;
}

const URL = '/api/lessons/l/stream/master.m3u8';

function setup() {
  const media = fakeMedia();
  const callbacks = {
    onLevels: vi.fn(),
    onLevelSwitched: vi.fn(),
    onReload: vi.fn(),
    onRestored: vi.fn(),
    onFailed: vi.fn(),
  } satisfies StreamCallbacks;
  const session = attachHls(FakeHls as unknown as typeof HlsClass, media as unknown as HTMLMediaElement, URL, callbacks);
  const hls = FakeHls.last;
  return { media, callbacks, session, hls };
}

const fatal = (type: string, details = 'fragLoadError') => ({ fatal: true, type, details });

describe('attachHls', () => {
  it('loads the master into the element, starts loading once it is parsed and reports the renditions', () => {
    const { hls, media, callbacks } = setup();
    expect(hls.config).toMatchObject({ autoStartLoad: false, capLevelToPlayerSize: true, enableWorker: false, maxMaxBufferLength: 60 });
    expect(hls.attachMedia).toHaveBeenCalledWith(media);
    expect(hls.loadSource).toHaveBeenCalledWith(URL);
    hls.emit(Events.MANIFEST_PARSED);
    expect(hls.startLoad).toHaveBeenCalledWith(-1);
    expect(callbacks.onLevels).toHaveBeenCalledWith([
      { index: 0, name: '', width: 426, height: 240, bitrate: 400_000 },
      { index: 1, name: '', width: 1280, height: 720, bitrate: 2_500_000 },
    ]);
  });

  it('says which rendition loads before playback, then which one plays', () => {
    const { hls, callbacks } = setup();
    hls.emit(Events.LEVEL_SWITCHING, { level: 1 });
    expect(callbacks.onLevelSwitched).toHaveBeenLastCalledWith(1);
    hls.emit(Events.LEVEL_SWITCHED, { level: 0 });
    expect(callbacks.onLevelSwitched).toHaveBeenLastCalledWith(0);
    // Once playing, a switch being loaded is not what plays yet.
    hls.emit(Events.LEVEL_SWITCHING, { level: 1 });
    expect(callbacks.onLevelSwitched).toHaveBeenLastCalledWith(0);
  });

  it('switches rendition on request, -1 back to Auto', () => {
    const { hls, session } = setup();
    session.setLevel(1);
    expect(hls.currentLevel).toBe(1);
    session.setLevel(-1);
    expect(hls.currentLevel).toBe(-1);
  });

  it('ignores errors hls.js recovers from by itself', () => {
    const { hls, callbacks } = setup();
    hls.emit(Events.ERROR, { fatal: false, type: ErrorTypes.NETWORK_ERROR, details: 'fragLoadError' });
    expect(hls.loadSource).toHaveBeenCalledTimes(1);
    expect(callbacks.onFailed).not.toHaveBeenCalled();
  });

  it('reloads the master once on a fatal network error (expired links) and goes on at the time reached, playing', () => {
    const { hls, media, callbacks } = setup();
    hls.emit(Events.MANIFEST_PARSED);
    media.currentTime = 1834.5;
    media.paused = false;
    hls.emit(Events.ERROR, fatal(ErrorTypes.NETWORK_ERROR));
    expect(callbacks.onReload).toHaveBeenCalledWith(1834.5);
    expect(hls.loadSource).toHaveBeenCalledTimes(2);
    expect(hls.loadSource).toHaveBeenLastCalledWith(URL);

    // The element restarts with the new MediaSource: loading starts at the time reached...
    media.currentTime = 0;
    media.paused = true;
    hls.emit(Events.MANIFEST_PARSED);
    expect(hls.startLoad).toHaveBeenLastCalledWith(1834.5);
    // ...and playback is put back there, playing, when the metadata is in.
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(1834.5);
    expect(media.play).toHaveBeenCalled();
    expect(callbacks.onRestored).toHaveBeenCalled();
    expect(callbacks.onFailed).not.toHaveBeenCalled();
  });

  it('gives up when the fresh master fails too, before any segment came in', () => {
    const { hls, callbacks } = setup();
    hls.emit(Events.ERROR, fatal(ErrorTypes.NETWORK_ERROR, 'manifestLoadError'));
    hls.emit(Events.ERROR, fatal(ErrorTypes.NETWORK_ERROR, 'manifestLoadError'));
    expect(hls.loadSource).toHaveBeenCalledTimes(2);
    expect(callbacks.onFailed).toHaveBeenCalledWith('manifestLoadError');
  });

  it('reloads again when links expire again later (after segments loaded)', () => {
    const { hls, callbacks } = setup();
    hls.emit(Events.ERROR, fatal(ErrorTypes.NETWORK_ERROR));
    hls.emit(Events.FRAG_LOADED);
    hls.emit(Events.ERROR, fatal(ErrorTypes.NETWORK_ERROR));
    expect(hls.loadSource).toHaveBeenCalledTimes(3);
    expect(callbacks.onFailed).not.toHaveBeenCalled();
  });

  it('recovers a fatal media error once, then fails; other fatal errors fail at once', () => {
    const { hls, callbacks } = setup();
    hls.emit(Events.ERROR, fatal(ErrorTypes.MEDIA_ERROR, 'bufferAppendError'));
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(callbacks.onFailed).not.toHaveBeenCalled();
    hls.emit(Events.ERROR, fatal(ErrorTypes.MEDIA_ERROR, 'bufferAppendError'));
    expect(callbacks.onFailed).toHaveBeenCalledWith('bufferAppendError');

    const other = setup();
    other.hls.emit(Events.ERROR, fatal(ErrorTypes.OTHER_ERROR, 'internalException'));
    expect(other.callbacks.onFailed).toHaveBeenCalledWith('internalException');
  });

  it('lets go of hls.js and the element when destroyed', () => {
    const { hls, media, session } = setup();
    media.currentTime = 40;
    hls.emit(Events.ERROR, fatal(ErrorTypes.NETWORK_ERROR)); // a reload under way
    session.destroy();
    expect(hls.destroy).toHaveBeenCalled();
    media.currentTime = 5;
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(5);
  });
});
