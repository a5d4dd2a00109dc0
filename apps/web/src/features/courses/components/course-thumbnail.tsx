import type { Picture } from '@app/core';
import { useRef, useState } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { cn } from '@/lib/utils';

/**
 * `sizes` for the slots a course picture fills, so that the browser takes the smallest copy of the
 * srcset that is sharp there: a phone never downloads a desktop picture. Each says how wide the
 * picture is drawn at each screen width (the containers are at most 1400 px wide).
 */
export const PICTURE_SIZES = {
  /** A card in the 1-5 column grid (COURSE_GRID): 5 columns from 1280 px are at most 260 px wide. */
  grid: '(min-width: 1280px) 260px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** The catalogue's grid, whose cards are list rows with a 104 px picture on phones. */
  catalogue: '(min-width: 1280px) 260px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 104px',
  /** A card of a course row: the grid from 640 px, below it a sideways row of cards 78% wide (at most 320 px). */
  row: '(min-width: 1280px) 260px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, min(78vw, 320px)',
  /** A full-width hero. */
  hero: '100vw',
} as const;

/** Two hues picked from the course id: every course without a picture still gets its own poster. */
function posterHues(seed: string): [number, number] {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  const first = Math.abs(hash) % 360;
  return [first, (first + 40 + (Math.abs(hash >> 8) % 80)) % 360];
}

interface CourseThumbnailProps {
  course: { id: string; title: string; thumbnailUrl: string | null; thumbnailSrcSet?: string | null };
  /** How wide the slot draws the picture (PICTURE_SIZES, or the slot's own): the srcset's choice. */
  sizes: string;
  /** Another picture of the course than its thumbnail (its backdrop, for a hero). */
  picture?: Picture | null;
  className?: string;
  /** The hero, the detail page and the first cards load their picture at once; other cards lazily. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched at once and ahead of other images. */
  priority?: boolean;
  /** Empty when the title is written right next to the picture. */
  alt?: string;
}

/** The course picture, or a generated gradient poster when there is none or it fails to load. */
export function CourseThumbnail({ course, sizes, picture, className, eager = false, priority = false, alt }: CourseThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const thumbnail = course.thumbnailUrl ? { src: course.thumbnailUrl, srcSet: course.thumbnailSrcSet ?? null } : null;
  const shown = picture !== undefined ? picture : thumbnail;
  const holder = useRef<HTMLSpanElement>(null);
  // Below the fold, the picture is asked for once it comes within a screen (see useNearViewport).
  const near = useNearViewport(holder, Boolean(shown) && !(eager || priority));
  if (shown && !failed && !near) return <span ref={holder} aria-hidden className={cn('block size-full bg-white/5', className)} />;
  if (shown && !failed)
    return (
      // How to load, and the candidates, before the source: a browser given `src` first may start on it.
      <img
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        sizes={shown.srcSet ? sizes : undefined}
        srcSet={shown.srcSet ?? undefined}
        src={shown.src}
        alt={alt ?? course.title}
        onError={() => setFailed(true)}
        className={cn('size-full object-cover', className)}
      />
    );
  const [a, b] = posterHues(course.id);
  return (
    <div
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : (alt ?? course.title)}
      aria-hidden={alt === '' ? true : undefined}
      className={cn('relative grid size-full place-items-center overflow-hidden', className)}
      style={{
        backgroundImage: `radial-gradient(circle at 20% 20%, hsl(${a} 70% 38% / 0.9), transparent 60%), radial-gradient(circle at 85% 80%, hsl(${b} 65% 32% / 0.85), transparent 55%), linear-gradient(135deg, hsl(${a} 45% 12%), hsl(${b} 40% 8%))`,
      }}
    >
      <span aria-hidden className="px-4 text-center text-lg leading-tight font-black tracking-tight text-white/85 drop-shadow-lg">
        {course.title
          .split(/\s+/)
          .filter(Boolean)
          .slice(0, 2)
          .map((w) => w[0]?.toUpperCase())
          .join('')}
      </span>
    </div>
  );
}
