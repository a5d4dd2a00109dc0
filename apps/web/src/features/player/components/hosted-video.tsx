import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { usePositionSaver } from '../hooks/use-position-saver';
import { loadScript } from '../load-script';
import { clamp01, type ControlsCallback } from '../media-controls';

// YouTube and Vimeo lessons through their official iframe player APIs (the CSP allows exactly
// these two script and frame hosts). End detection as the spec says: YouTube's ended state or a
// position within 1 s of the duration; Vimeo's 'ended' event.

interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  getVolume(): number;
  setVolume(volume: number): void;
  unMute(): void;
  setPlaybackRate(rate: number): void;
}

interface YouTubeApi {
  Player: new (
    frame: HTMLIFrameElement,
    options: { events: { onReady?: () => void; onStateChange?: (e: { data: number }) => void; onError?: () => void } },
  ) => YouTubePlayer;
}

interface VimeoPlayer {
  ready(): Promise<void>;
  on(event: string, handler: (data: { seconds?: number; duration?: number }) => void): void;
  play(): Promise<void>;
  pause(): Promise<void>;
  getPaused(): Promise<boolean>;
  getCurrentTime(): Promise<number>;
  setCurrentTime(seconds: number): Promise<number>;
  getVolume(): Promise<number>;
  setVolume(volume: number): Promise<number>;
  setPlaybackRate(rate: number): Promise<number>;
}

declare global {
  interface Window {
    YT?: YouTubeApi;
    onYouTubeIframeAPIReady?: () => void;
    Vimeo?: { Player: new (frame: HTMLIFrameElement) => VimeoPlayer };
  }
}

const YT_PLAYING = 1;
const YT_PAUSED = 2;
const YT_ENDED = 0;
/** A player that is not ready by then is blocked or offline. */
const READY_TIMEOUT_MS = 15_000;

function loadYouTube(): Promise<YouTubeApi> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  return new Promise((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    loadScript('https://www.youtube.com/iframe_api').catch(reject);
  });
}

async function loadVimeo() {
  await loadScript('https://player.vimeo.com/api/player.js');
  if (!window.Vimeo) throw new Error('Vimeo player API missing');
  return window.Vimeo;
}

interface HostedProps {
  lessonId: string;
  title: string;
  videoId: string;
  /** The lesson's address, for the 'watch there' link when the player cannot be reached. */
  url: string;
  resumeAt: number;
  record: boolean;
  rate: number;
  onControls: ControlsCallback;
  onEnded: () => void;
}

type Status = 'loading' | 'ready' | 'failed';

/** What both hosted players share: position saving, the end (once per playthrough), the controls. */
function useHosted({ lessonId, record, resumeAt, onEnded, onControls }: HostedProps) {
  const position = useRef<number | null>(resumeAt > 0 ? resumeAt : null);
  const ended = useRef(false);
  const [status, setStatus] = useState<Status>('loading');
  const { flush } = usePositionSaver(lessonId, record, () => position.current);
  const latest = useLatest({ flush, onEnded });

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(() => setStatus((s) => (s === 'loading' ? 'failed' : s)), READY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => () => onControls(null), [onControls]);

  return {
    status,
    setStatus,
    /** A new position from the player (ignored after the end, which resets it to 0). */
    track: (seconds: number) => {
      if (!ended.current && Number.isFinite(seconds)) position.current = seconds;
    },
    playing: () => {
      ended.current = false;
    },
    paused: () => latest.current.flush(),
    finish: () => {
      if (ended.current) return;
      ended.current = true;
      position.current = 0;
      latest.current.flush();
      latest.current.onEnded();
    },
    register: onControls,
  };
}

export function YouTubeVideo(props: HostedProps) {
  const { videoId, title, resumeAt, rate } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const player = useRef<YouTubePlayer | null>(null);
  const hosted = useHosted(props);
  const latest = useLatest({ hosted, rate });

  useEffect(() => {
    let cancelled = false;
    let poll = 0;
    loadYouTube()
      .then((YT) => {
        if (cancelled || !frame.current) return;
        const p: YouTubePlayer = new YT.Player(frame.current, {
          events: {
            onReady: () => {
              if (cancelled) return;
              player.current = p;
              p.setPlaybackRate(latest.current.rate);
              latest.current.hosted.setStatus('ready');
              latest.current.hosted.register({
                togglePlay: () => (p.getPlayerState() === YT_PLAYING ? p.pauseVideo() : p.playVideo()),
                seekBy: (s) => p.seekTo(Math.max(0, p.getCurrentTime() + s), true),
                playFrom: (s) => {
                  p.seekTo(Math.max(0, s), true);
                  p.playVideo();
                },
                changeVolume: (d) => {
                  p.unMute();
                  p.setVolume(Math.round(clamp01(p.getVolume() / 100 + d) * 100));
                },
              });
            },
            onStateChange: ({ data }) => {
              const h = latest.current.hosted;
              if (data === YT_ENDED) h.finish();
              else if (data === YT_PLAYING) h.playing();
              else if (data === YT_PAUSED) h.paused();
            },
            onError: () => latest.current.hosted.setStatus('failed'),
          },
        });
        poll = window.setInterval(() => {
          const current = player.current;
          if (!current) return;
          const time = current.getCurrentTime();
          const duration = current.getDuration();
          const h = latest.current.hosted;
          h.track(time);
          if (current.getPlayerState() === YT_PLAYING && duration > 0 && duration - time <= 1) h.finish();
        }, 500);
      })
      .catch(() => !cancelled && latest.current.hosted.setStatus('failed'));
    return () => {
      cancelled = true;
      window.clearInterval(poll);
      player.current = null;
    };
  }, [videoId, latest]);

  useEffect(() => player.current?.setPlaybackRate(rate), [rate]);

  const params = new URLSearchParams({ enablejsapi: '1', playsinline: '1', rel: '0', origin: window.location.origin });
  if (resumeAt > 0) params.set('start', String(Math.floor(resumeAt)));
  return (
    <HostedFrame status={hosted.status} host="YouTube" url={props.url} record={props.record}>
      <iframe
        ref={frame}
        title={`YouTube video: ${title}`}
        src={`https://www.youtube.com/embed/${encodeURIComponent(videoId)}?${params}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="size-full border-0"
      />
    </HostedFrame>
  );
}

export function VimeoVideo(props: HostedProps) {
  const { videoId, title, resumeAt, rate } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const player = useRef<VimeoPlayer | null>(null);
  const hosted = useHosted(props);
  const latest = useLatest({ hosted, rate, resumeAt });

  useEffect(() => {
    let cancelled = false;
    loadVimeo()
      .then(async (Vimeo) => {
        if (cancelled || !frame.current) return;
        const p = new Vimeo.Player(frame.current);
        p.on('timeupdate', (d) => typeof d.seconds === 'number' && latest.current.hosted.track(d.seconds));
        p.on('play', () => latest.current.hosted.playing());
        p.on('pause', () => latest.current.hosted.paused());
        p.on('ended', () => latest.current.hosted.finish());
        p.on('error', () => latest.current.hosted.setStatus('failed'));
        await p.ready();
        if (cancelled) return;
        player.current = p;
        const { resumeAt: at, rate: r } = latest.current;
        if (at > 0) await p.setCurrentTime(at).catch(() => 0);
        // Speed control needs the video owner's Vimeo plan: refused quietly otherwise.
        await p.setPlaybackRate(r).catch(() => 1);
        latest.current.hosted.setStatus('ready');
        latest.current.hosted.register({
          togglePlay: () =>
            void p
              .getPaused()
              .then((paused) => (paused ? p.play() : p.pause()))
              .catch(() => undefined),
          seekBy: (s) =>
            void p
              .getCurrentTime()
              .then((t) => p.setCurrentTime(Math.max(0, t + s)))
              .catch(() => undefined),
          playFrom: (s) =>
            void p
              .setCurrentTime(Math.max(0, s))
              .then(() => p.play())
              .catch(() => undefined),
          changeVolume: (d) =>
            void p
              .getVolume()
              .then((v) => p.setVolume(clamp01(v + d)))
              .catch(() => undefined),
        });
      })
      .catch(() => !cancelled && latest.current.hosted.setStatus('failed'));
    return () => {
      cancelled = true;
      player.current = null;
    };
  }, [videoId, latest]);

  useEffect(() => void player.current?.setPlaybackRate(rate).catch(() => undefined), [rate]);

  return (
    <HostedFrame status={hosted.status} host="Vimeo" url={props.url} record={props.record}>
      <iframe
        ref={frame}
        title={`Vimeo video: ${title}`}
        src={`https://player.vimeo.com/video/${encodeURIComponent(videoId)}?playsinline=1&title=0&byline=0&portrait=0&dnt=1`}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        className="size-full border-0"
      />
    </HostedFrame>
  );
}

interface FrameProps {
  status: Status;
  host: string;
  url: string;
  /** A learner (not preview): Mark Complete is the way on when the end cannot be seen. */
  record: boolean;
  children: React.ReactNode;
}

function HostedFrame({ status, host, url, record, children }: FrameProps) {
  return (
    <div className="relative size-full bg-black">
      {children}
      {status === 'failed' && (
        <div role="status" className="absolute inset-x-3 bottom-3 rounded-md bg-black/85 px-3 py-2 text-sm text-zinc-200 shadow-lg">
          The {host} player could not be reached, so the end of the video cannot be detected. Watch it here or{' '}
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-text underline underline-offset-2">
            on {host}
            <ExternalLink aria-hidden className="ml-1 inline size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {record ? ', then use Mark Complete.' : '.'}
        </div>
      )}
    </div>
  );
}
