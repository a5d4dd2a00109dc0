import { videoKind, vimeoId, youtubeId, type HeroCard } from '@app/core';
import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CourseThumbnail, PICTURE_SIZES } from './course-thumbnail';

// Spec section 9: home preview clips loop 5 s from a random start; a failing video gives way to the
// thumbnail after 2 s.
const CLIP_SECONDS = 5;
const FALLBACK_MS = 2000;
/** Hosted videos: where the clip may start (their length is unknown until the player reports it). */
const HOSTED_START_RANGE = 30;

function useReducedMotion() {
  const [reduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  return reduced;
}

/**
 * A slide's background: the course's preview video as a muted 5-second loop (YouTube, Vimeo or a
 * file), else its backdrop picture, else the default cinematic backdrop. Only the visible slide plays.
 */
export function HeroBackground({
  course,
  active,
  priority,
  loadPicture = true,
}: {
  course: HeroCard;
  active: boolean;
  priority: boolean;
  /** False for a carousel slide not shown yet: its picture is fetched when it first comes up. */
  loadPicture?: boolean;
}) {
  const reduced = useReducedMotion();
  const url = course.previewVideoUrl;
  const kind = url ? videoKind(url) : null;
  const showVideo = active && !reduced && url && kind;

  return (
    <div className="absolute inset-0 -z-10 overflow-hidden">
      {course.backdrop && loadPicture ? (
        // The backdrop, not the thumbnail: a poster prints its title, which the slide already shows.
        <CourseThumbnail
          course={course}
          picture={course.backdrop}
          sizes={PICTURE_SIZES.hero}
          alt=""
          priority={priority}
          className="object-[70%_center] opacity-80"
        />
      ) : (
        <div className="size-full bg-cinema" />
      )}
      {showVideo && kind === 'file' && <FileClip url={url} />}
      {showVideo && kind === 'youtube' && <HostedClip kind="youtube" id={youtubeId(url)} />}
      {showVideo && kind === 'vimeo' && <HostedClip kind="vimeo" id={vimeoId(url)} />}
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-gradient-to-t from-background via-background/40 to-black/30" />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-gradient-to-r from-background/95 via-background/50 to-transparent"
      />
    </div>
  );
}

/** A plain video: muted 5-second loop from a random point, a sound toggle that shows on hover. */
function FileClip({ url }: { url: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const start = useRef(0);
  const [state, setState] = useState<'loading' | 'playing' | 'failed'>('loading');
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    if (state !== 'loading') return;
    // Nothing playable in time counts as a failure too.
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), FALLBACK_MS * 4);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'failed') return null;
  return (
    <div className="group/clip absolute inset-0">
      <video
        ref={video}
        src={url}
        muted={muted}
        autoPlay
        playsInline
        preload="metadata"
        aria-hidden
        tabIndex={-1}
        className="size-full object-cover transition-opacity duration-700"
        style={{ opacity: state === 'playing' ? 1 : 0 }}
        onLoadedMetadata={(e) => {
          const el = e.currentTarget;
          const room = Number.isFinite(el.duration) ? el.duration - CLIP_SECONDS : 0;
          start.current = room > 0 ? Math.random() * room : 0;
          el.currentTime = start.current;
          el.play().catch(() => undefined);
        }}
        onPlaying={() => setState('playing')}
        onTimeUpdate={(e) => {
          const el = e.currentTarget;
          if (el.currentTime >= start.current + CLIP_SECONDS || el.currentTime < start.current - 0.5) el.currentTime = start.current;
        }}
        onEnded={(e) => {
          e.currentTarget.currentTime = start.current;
          void e.currentTarget.play().catch(() => undefined);
        }}
        onError={() => window.setTimeout(() => setState('failed'), FALLBACK_MS)}
      />
      {state === 'playing' && (
        <button
          type="button"
          onClick={() => setMuted((m) => !m)}
          aria-pressed={!muted}
          className="absolute right-4 bottom-28 z-20 grid size-10 place-items-center rounded-full border border-white/40 bg-black/50 text-white opacity-0 transition-opacity group-hover/clip:opacity-100 hover:bg-black/80 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:bottom-10"
        >
          {muted ? <VolumeX aria-hidden className="size-5" /> : <Volume2 aria-hidden className="size-5" />}
          <span className="sr-only">Sound</span>
        </button>
      )}
    </div>
  );
}

/**
 * A YouTube or Vimeo player as a muted, control-less 5-second loop, sent back to its start by message.
 * It stays invisible until the player reports that it plays: a blocked or failing embed (no network,
 * a removed video) never covers the thumbnail.
 */
function HostedClip({ kind, id }: { kind: 'youtube' | 'vimeo'; id: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [start] = useState(() => Math.floor(Math.random() * HOSTED_START_RANGE));
  const [playing, setPlaying] = useState(false);
  const origin = kind === 'youtube' ? 'https://www.youtube-nocookie.com' : 'https://player.vimeo.com';

  useEffect(() => {
    const post = (message: object) => frame.current?.contentWindow?.postMessage(JSON.stringify(message), origin);
    const rewind = () =>
      kind === 'youtube'
        ? post({ event: 'command', func: 'seekTo', args: [start, true] })
        : post({ method: 'setCurrentTime', value: start });
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      let data: { event?: string; info?: { playerState?: number } };
      try {
        data = (typeof event.data === 'string' ? JSON.parse(event.data) : event.data) as typeof data;
      } catch {
        return;
      }
      if (kind === 'vimeo' && data.event === 'ready') post({ method: 'addEventListener', value: 'play' });
      if ((kind === 'youtube' && data.info?.playerState === 1) || (kind === 'vimeo' && data.event === 'play')) setPlaying(true);
    };
    window.addEventListener('message', onMessage);
    const timer = window.setInterval(rewind, CLIP_SECONDS * 1000);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [kind, start, origin]);

  if (!id) return null;
  const src =
    kind === 'youtube'
      ? `${origin}/embed/${id}?autoplay=1&mute=1&controls=0&disablekb=1&playsinline=1&loop=1&playlist=${id}&start=${start}&rel=0&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`
      : `${origin}/video/${id}?background=1&muted=1&autoplay=1&loop=1&dnt=1#t=${start}s`;
  return (
    <div aria-hidden inert className="pointer-events-none absolute inset-0">
      <iframe
        ref={frame}
        title="Course preview"
        src={src}
        tabIndex={-1}
        allow="autoplay; encrypted-media"
        // YouTube only reports to a page that asked to listen.
        onLoad={() =>
          kind === 'youtube' &&
          frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'hero', channel: 'widget' }), origin)
        }
        className="absolute top-1/2 left-1/2 aspect-video min-h-full w-[177.78vh] min-w-full -translate-x-1/2 -translate-y-1/2 border-0 transition-opacity duration-1000"
        style={{ opacity: playing ? 1 : 0 }}
      />
    </div>
  );
}
