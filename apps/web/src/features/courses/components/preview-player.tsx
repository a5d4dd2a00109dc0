import { vimeoId, youtubeId, type PreviewVideo } from '@app/core';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLatest } from '@/hooks/use-latest';
import { openStream } from '@/lib/hls';
import { CourseThumbnail } from './course-thumbnail';

/** Spec section 9: a preview plays 30 seconds. */
export const PREVIEW_SECONDS = 30;
/** Seeking past this point snaps back to the end of the preview. */
const SNAP_AFTER = 29.9;
/** How far short of 30 s a pause still counts as the end (the clock is a float). */
const END_TOLERANCE = 0.05;
/** A player that has not said it is ready by then is blocked or broken: the picture stays. */
const SILENCE_MS = 8000;

type Phase = 'waiting' | 'playing' | 'paused' | 'ended';

interface PreviewPlayerProps {
  course: { id: string; title: string; thumbnailUrl: string | null; thumbnailSrcSet?: string | null };
  video: PreviewVideo | null | undefined;
  isLoading: boolean;
  /** 'Unlock full video' at the end of the preview: the dialog's start action (none: no button). */
  onUnlock?: (() => void) | undefined;
}

/**
 * The top of the preview dialog: 30 seconds of a hosted or uploaded video, else the picture with
 * 'No preview available' (spec section 4). The picture also covers a player until it has said it
 * is ready, so a hosted video that cannot load (blocked, offline, removed) never shows as a grey
 * broken frame: after SILENCE_MS without a word, or on its error, the picture stays, with the text.
 */
export function PreviewPlayer({ course, video, isLoading, onUnlock }: PreviewPlayerProps) {
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    if (!video || failed || ready) return;
    const silence = window.setTimeout(() => setFailed(true), SILENCE_MS);
    return () => window.clearTimeout(silence);
  }, [video, failed, ready]);

  let player: React.ReactNode = null;
  if (video && !failed) {
    const onError = () => setFailed(true);
    const onReady = () => setReady(true);
    const yt = video.kind === 'youtube' ? youtubeId(video.url) : null;
    const vm = video.kind === 'vimeo' ? vimeoId(video.url) : null;
    const hosted = { title: course.title, onPhase: setPhase, onError, onReady };
    if (yt) player = <YouTubePreview videoId={yt} {...hosted} />;
    else if (vm) player = <VimeoPreview videoId={vm} {...hosted} />;
    else if (video.kind === 'file') player = <FilePreview url={video.url} streamUrl={video.streamUrl} phase={phase} {...hosted} />;
  }

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-t-xl bg-black">
      {isLoading ? (
        <div aria-hidden className="size-full animate-pulse bg-white/5" />
      ) : player ? (
        <>
          {player}
          {ready ? <PreviewHint phase={phase} onUnlock={onUnlock} /> : <Poster course={course} text="Loading preview..." />}
        </>
      ) : (
        <Poster course={course} text="No preview available" />
      )}
    </div>
  );
}

/** The course picture over the whole frame, with a line of text at the bottom. */
function Poster({ course, text }: { course: PreviewPlayerProps['course']; text: string }) {
  return (
    <div className="absolute inset-0 z-10 bg-black">
      <CourseThumbnail course={course} sizes="(min-width: 768px) 768px, 100vw" alt="" eager />
      <p role="status" className="absolute bottom-3 left-3 rounded-full bg-black/80 px-3 py-1 text-sm font-semibold text-white shadow">
        {text}
      </p>
    </div>
  );
}

function PreviewHint({ phase, onUnlock }: { phase: Phase; onUnlock: (() => void) | undefined }) {
  if (phase === 'ended')
    return (
      <div className="absolute inset-0 grid place-items-center bg-black/75 p-4 text-center">
        <div>
          <p className="text-lg font-bold text-white" role="status">
            Preview ended (30s)
          </p>
          {onUnlock && (
            <Button className="mt-3" onClick={onUnlock}>
              Unlock full video
            </Button>
          )}
        </div>
      </div>
    );
  return (
    <p
      role="status"
      className="pointer-events-none absolute top-3 left-3 rounded-full bg-black/75 px-3 py-1 text-xs font-semibold text-white shadow"
    >
      {phase === 'playing' ? '30-second preview playing...' : 'Tap to play preview'}
    </p>
  );
}

/**
 * YouTube through its iframe's message protocol (what the IFrame API script does, without loading
 * it): ask for state updates, pause at 30 s, snap back from any seek past 29.9 s.
 */
interface PlayerCallbacks {
  title: string;
  onPhase: (p: Phase) => void;
  onError: () => void;
  /** The player answered: it can show the video. */
  onReady: () => void;
}

interface HostedProps extends PlayerCallbacks {
  videoId: string;
}

function YouTubePreview({ videoId, title, onPhase, onError, onReady }: HostedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const phaseRef = useLatest(onPhase);
  const errorRef = useLatest(onError);
  const readyRef = useLatest(onReady);
  const origin = 'https://www.youtube-nocookie.com';

  useEffect(() => {
    const send = (func: string, args: unknown[] = []) =>
      frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args }), origin);
    let ended = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || typeof event.data !== 'string') return;
      let data: { event?: string; info?: { currentTime?: number; playerState?: number } };
      try {
        data = JSON.parse(event.data) as typeof data;
      } catch {
        return;
      }
      if (data.event === 'onError') return errorRef.current();
      // Any word from the player (its first is the answer to 'listening') means it loaded.
      readyRef.current();
      const info = data.info;
      if (data.event !== 'infoDelivery' && data.event !== 'onStateChange') return;
      const time = typeof info?.currentTime === 'number' ? info.currentTime : null;
      const state = typeof info?.playerState === 'number' ? info.playerState : typeof data.info === 'number' ? data.info : null;
      if (time !== null && time >= SNAP_AFTER) {
        if (time > PREVIEW_SECONDS + 0.5 || !ended) send('seekTo', [PREVIEW_SECONDS, true]);
        send('pauseVideo');
        ended = true;
        phaseRef.current('ended');
        return;
      }
      if (state === 1) {
        ended = false;
        phaseRef.current('playing');
      } else if (state === 2 && !ended) phaseRef.current('paused');
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [phaseRef, errorRef, readyRef]);

  const listen = () =>
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'preview', channel: 'widget' }), origin);
  const params = new URLSearchParams({
    enablejsapi: '1',
    autoplay: '1',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
    origin: window.location.origin,
  });
  return (
    <iframe
      ref={frame}
      title={`Preview: ${title}`}
      src={`${origin}/embed/${videoId}?${params}`}
      allow="autoplay; encrypted-media; picture-in-picture"
      onLoad={listen}
      className="absolute inset-0 size-full border-0"
    />
  );
}

/** Vimeo through its player's postMessage API: the same 30-second rule. */
function VimeoPreview({ videoId, title, onPhase, onError, onReady }: HostedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const phaseRef = useLatest(onPhase);
  const errorRef = useLatest(onError);
  const readyRef = useLatest(onReady);
  const origin = 'https://player.vimeo.com';

  useEffect(() => {
    const send = (method: string, value?: unknown) => frame.current?.contentWindow?.postMessage(JSON.stringify({ method, value }), origin);
    let ended = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      let data: { event?: string; data?: { seconds?: number } };
      try {
        data = (typeof event.data === 'string' ? JSON.parse(event.data) : event.data) as typeof data;
      } catch {
        return;
      }
      if (data.event === 'error') return errorRef.current();
      if (data.event === 'ready') {
        readyRef.current();
        for (const name of ['timeupdate', 'play', 'pause', 'error']) send('addEventListener', name);
      } else if (data.event === 'timeupdate' && typeof data.data?.seconds === 'number' && data.data.seconds >= SNAP_AFTER) {
        if (data.data.seconds > PREVIEW_SECONDS + 0.5 || !ended) send('setCurrentTime', PREVIEW_SECONDS);
        send('pause');
        ended = true;
        phaseRef.current('ended');
      } else if (data.event === 'play') {
        ended = false;
        phaseRef.current('playing');
      } else if (data.event === 'pause' && !ended) phaseRef.current('paused');
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [phaseRef, errorRef, readyRef]);

  return (
    <iframe
      ref={frame}
      title={`Preview: ${title}`}
      src={`${origin}/video/${videoId}?autoplay=1&playsinline=1&title=0&byline=0&portrait=0&dnt=1`}
      allow="autoplay; fullscreen; picture-in-picture"
      className="absolute inset-0 size-full border-0"
    />
  );
}

/**
 * An uploaded video: from a random point, 30 seconds, then pause; mute and play/pause controls.
 * A lesson's file with a ready stream plays the stream's lowest rendition (hls.js, lib/hls.ts),
 * else the file itself. Its start is kept on the element (data-preview-start), the video it is (data-src: the
 * file's address, whatever plays it) and the playlist it plays (data-stream), where the journeys read them.
 */
function FilePreview({
  url,
  streamUrl,
  title,
  phase,
  onPhase,
  onError,
  onReady,
}: PlayerCallbacks & { url: string; streamUrl: string | null; phase: Phase }) {
  const video = useRef<HTMLVideoElement>(null);
  const start = useRef(0);
  const [muted, setMuted] = useState(false);
  // The server says whether the lesson's stream is ready (PreviewVideo.streamUrl); a stream that
  // fails falls back to the file.
  const [source, setSource] = useState<'stream' | 'file'>(streamUrl ? 'stream' : 'file');

  useEffect(() => {
    const el = video.current;
    if (source !== 'stream' || !streamUrl || !el) return;
    let cancelled = false;
    let destroy = () => undefined as void;
    openStream(el, streamUrl, { onFailed: () => !cancelled && setSource('file') }).then(
      (session) => {
        if (cancelled) return session.destroy();
        destroy = session.destroy;
      },
      () => !cancelled && setSource('file'),
    );
    return () => {
      cancelled = true;
      destroy();
    };
  }, [source, streamUrl]);

  const play = () => {
    const el = video.current;
    if (!el) return;
    if (phase === 'ended') el.currentTime = start.current;
    el.play().catch(() => onPhase('paused'));
  };

  return (
    <>
      <video
        // A new element for the file after a stream that failed: no MediaSource left on it.
        key={source === 'file' ? 'file' : 'stream'}
        ref={video}
        src={source === 'file' ? url : undefined}
        data-src={url}
        data-stream={source === 'stream' ? streamUrl : undefined}
        aria-label={`Preview: ${title}`}
        playsInline
        preload="metadata"
        muted={muted}
        className="absolute inset-0 size-full bg-black object-contain"
        onLoadedMetadata={(e) => {
          const el = e.currentTarget;
          const room = Number.isFinite(el.duration) ? el.duration - PREVIEW_SECONDS : 0;
          start.current = room > 0 ? Math.random() * room : 0;
          el.dataset.previewStart = String(start.current);
          el.currentTime = start.current;
          // Autoplay with sound may be refused: then the viewer taps play.
          el.play().catch(() => onPhase('paused'));
        }}
        onCanPlay={onReady}
        onTimeUpdate={(e) => {
          const el = e.currentTarget;
          const end = start.current + PREVIEW_SECONDS;
          if (el.currentTime >= end) {
            el.pause();
            // timeupdate comes every quarter of a second or so: put the picture back at exactly 30 s.
            if (el.currentTime > end) el.currentTime = end;
            onPhase('ended');
          }
        }}
        onPlay={() => onPhase('playing')}
        onPause={(e) => {
          if (e.currentTarget.currentTime - start.current < PREVIEW_SECONDS - END_TOLERANCE) onPhase('paused');
        }}
        // A stream's errors are hls.js's to handle (a failed stream falls back to the file).
        onError={source === 'file' ? onError : undefined}
      />
      {phase !== 'ended' && (
        <div className="absolute right-3 bottom-3 z-10 flex gap-2">
          <Button
            size="icon-sm"
            variant="secondary"
            className="rounded-full bg-black/70 text-white hover:bg-black/90"
            onClick={() => (phase === 'playing' ? video.current?.pause() : play())}
          >
            {phase === 'playing' ? <Pause aria-hidden /> : <Play aria-hidden />}
            <span className="sr-only">{phase === 'playing' ? 'Pause preview' : 'Play preview'}</span>
          </Button>
          <Button
            size="icon-sm"
            variant="secondary"
            className="rounded-full bg-black/70 text-white hover:bg-black/90"
            aria-pressed={muted}
            onClick={() => setMuted((m) => !m)}
          >
            {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
            <span className="sr-only">Mute preview</span>
          </Button>
        </div>
      )}
      {phase === 'paused' && (
        <button
          type="button"
          onClick={play}
          className="absolute inset-0 grid place-items-center bg-black/30 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          <span className="grid size-16 place-items-center rounded-full bg-white/90 text-black shadow-xl">
            <Play aria-hidden className="size-7 fill-current" />
          </span>
          <span className="sr-only">Play preview</span>
        </button>
      )}
    </>
  );
}
