// The phone of issue 28's playback budget, for phone-stream.ts: a Chromium page of 390 x 844 CSS px at
// device pixel ratio 3 (touch, mobile viewport, an Android Chrome user agent) on a link throttled by
// DevTools (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency per request, HTTP cache off); what it
// receives (CDP Network.dataReceived and loadingFinished: bytes as they came off the wire); and the
// instrumentation of its lesson video (time of the play() call, first frame, waiting, playing).
import { performance } from 'node:perf_hooks';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844, dpr: 3, downBps: 1.6e6, upBps: 750e3, rttMs: 150 } as const;
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** A lesson's own media: its file, its stream's playlists, segments, poster and storyboard. */
const MEDIA = /\/api\/lessons\/[\w-]+\/(media|stream\/)|\/api\/stream\//;
/** A segment of a stream: `/api/stream/{lesson}/{run}/{rendition folder}/segment-0001.ts`. */
const SEGMENT = /\/api\/stream\/[\w-]+\/[\w-]+\/(\d+)\/[\w-]+\.ts\?/;

export interface Segment {
  folder: string;
  bytes: number;
  /** When it finished, Node's performance.now(). */
  at: number;
}

/** One of the page's first media requests: what it was, its bytes, when it started and ended (Node's performance.now()). */
export interface MediaRequest {
  name: string;
  bytes: number;
  start: number;
  end: number;
}

/** Bytes a page received, counted as they arrive (so a window can be read off at any moment). */
export class ByteMeter {
  total = 0;
  media = 0;
  readonly segments: Segment[] = [];
  /** The first media requests, for the time to first frame's breakdown. */
  readonly firstMedia: MediaRequest[] = [];
  private readonly requests = new Map<string, { url: string; got: number; start: number }>();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => this.requests.set(e.requestId, { url: e.request.url, got: 0, start: performance.now() }));
    cdp.on('Network.dataReceived', (e) => this.add(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFinished', (e) => {
      const r = this.requests.get(e.requestId);
      // The total on the wire (headers included) when the chunks said less.
      this.add(e.requestId, Math.max(0, e.encodedDataLength - (r?.got ?? 0)));
      const folder = r && SEGMENT.exec(r.url)?.[1];
      if (folder) this.segments.push({ folder, bytes: r.got, at: performance.now() });
      if (r && MEDIA.test(r.url) && this.firstMedia.length < 6) {
        const name = new URL(r.url).pathname.split('/').slice(-2).join('/');
        this.firstMedia.push({ name, bytes: r.got, start: r.start, end: performance.now() });
      }
      this.requests.delete(e.requestId);
    });
    cdp.on('Network.loadingFailed', (e) => this.requests.delete(e.requestId));
  }

  private add(id: string, bytes: number) {
    const r = this.requests.get(id);
    if (r) r.got += bytes;
    this.total += bytes;
    if (r && MEDIA.test(r.url)) this.media += bytes;
  }

  snapshot() {
    return { total: this.total, media: this.media };
  }
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  bytes: ByteMeter;
}

/** A new phone (a browser context of its own: its own cookies), throttled before it loads anything. */
export async function openPhone(browser: Browser, baseURL: string): Promise<Phone> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: PHONE.width, height: PHONE.height },
    screen: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.dpr,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENT,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const bytes = new ByteMeter(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: PHONE.downBps / 8,
    uploadThroughput: PHONE.upBps / 8,
    connectionType: 'cellular4g',
  });
  return { context, page, bytes };
}

/** What the page reports of its lesson video; `t` is the page's performance.now() (0 = navigation start). */
export type VideoEvent =
  | { type: 'play' | 'media60' | 'ended' | 'reload'; t: number; ct: number }
  | { type: 'waiting' | 'playing'; t: number; ct: number; readyState: number }
  | { type: 'frame'; t: number; ct: number; width: number; height: number }
  | { type: 'resize'; t: number; ct: number; height: number }
  | { type: 'error'; t: number; ct: number; message: string };

export interface Instrumentation {
  /** The video's aria-label ("Video: {title}"). */
  label: string;
  /** Plays the file as today: the lesson's JSON is read without its `stream`, so the player plays `mediaUrl`. */
  withoutStream: boolean;
  /** The playback time whose crossing is reported as 'media60'. */
  mark: number;
}

/** Reports the lesson video's events (instrumentPage) to `onEvent`, from the next navigation on. */
export async function instrument(page: Page, options: Instrumentation, onEvent: (e: VideoEvent) => void) {
  await page.exposeFunction('__phoneReport', onEvent);
  // tsx (esbuild's keepNames) wraps the page function's inner functions in __name(): give the page one.
  await page.addInitScript('globalThis.__name ??= (f) => f;');
  await page.addInitScript(instrumentPage, options);
}

/**
 * Runs in the page before its own scripts (page.addInitScript). The lesson's video is played muted
 * at its first `loadstart` (its source attached, nothing fetched yet: the earliest moment a learner's
 * tap could count); the first frame is the first requestVideoFrameCallback after that. Reports
 * through the `__phoneReport` binding.
 */
function instrumentPage({ label, withoutStream, mark }: Instrumentation) {
  type Report = (e: Record<string, unknown>) => void;
  const report = (e: Record<string, unknown>) => (window as unknown as { __phoneReport: Report }).__phoneReport(e);
  if (withoutStream) {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await original(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!res.ok || !/^\/api\/lessons\/[\w-]+$/.test(url.pathname)) return res;
      const lesson = (await res.json()) as { stream: unknown };
      lesson.stream = null;
      const headers = new Headers(res.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(lesson), { status: res.status, statusText: res.statusText, headers });
    };
  }
  let video: HTMLVideoElement | null = null;
  let marked = false;
  const on = (type: string, listener: (el: HTMLVideoElement) => void) =>
    document.addEventListener(
      type,
      (e) => {
        const el = e.target;
        if (el instanceof HTMLVideoElement && el.getAttribute('aria-label') === label && (video === null || el === video)) listener(el);
      },
      true,
    );
  const base = (type: string, el: HTMLVideoElement) => ({ type, t: performance.now(), ct: el.currentTime });
  on('loadstart', (el) => {
    if (video) return report(base('reload', el));
    video = el;
    el.muted = true;
    report(base('play', el));
    el.requestVideoFrameCallback((_now, meta) => {
      report({ ...base('frame', el), t: meta.presentationTime, width: meta.width, height: meta.height });
    });
    el.play().catch((err: unknown) => report({ ...base('error', el), message: `play(): ${String(err)}` }));
  });
  for (const type of ['waiting', 'playing']) on(type, (el) => report({ ...base(type, el), readyState: el.readyState }));
  on('resize', (el) => report({ ...base('resize', el), height: el.videoHeight }));
  on('timeupdate', (el) => {
    if (marked || el.currentTime < mark) return;
    marked = true;
    report(base('media60', el));
  });
  on('ended', (el) => report(base('ended', el)));
  on('error', (el) => report({ ...base('error', el), message: `media error ${el.error?.code} ${el.error?.message ?? ''}` }));
}
