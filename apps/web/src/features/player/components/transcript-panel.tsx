import { RotateCw, Search, X } from 'lucide-react';
import type * as React from 'react';
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { formatClock } from '@/lib/format-clock';
import { cn } from '@/lib/utils';
import { useCaptionCues } from '../api/get-caption-cues';
import { lastStartedCue, matchRanges, searchCues, type Cue } from '../caption-cues';
import type { Captions } from '../hooks/use-captions';
import { useCueIndex } from '../hooks/use-cue-index';

/** After the learner scrolls the transcript, it leaves the list where they put it for this long. */
const HANDS_OFF_MS = 5000;

interface TranscriptPanelProps {
  captions: Captions;
  /** The playing element, whose time marks the line playing. */
  media: HTMLMediaElement | null;
  onPlayFrom: (seconds: number) => void;
  onClose: () => void;
  className?: string;
}

/**
 * What the lesson says, as a list of its cues: the one playing is marked (and kept in view unless
 * the learner scrolls), a press on a line plays from there, and a search keeps the lines that hold
 * the words. Its language follows the captions, or is picked here while they are off. One Tab stop:
 * the arrow keys, Home and End move between lines.
 */
export function TranscriptPanel({ captions, media, onPlayFrom, onClose, className }: TranscriptPanelProps) {
  const titleId = useId();
  const { tracks } = captions;
  // A language picked here holds until the captions change language.
  const [picked, setPicked] = useState<{ captions: string | null; language: string } | null>(null);
  const language = (picked?.captions === captions.language ? picked.language : null) ?? captions.language ?? tracks[0]?.language ?? null;
  const track = tracks.find((t) => t.language === language) ?? null;
  const cues = useCaptionCues(track?.url ?? null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  return (
    <section aria-labelledby={titleId} className={cn('flex min-h-0 flex-col bg-card', className)}>
      <header className="flex items-center gap-2 border-b border-border px-3 py-2">
        <h3 id={titleId} className="mr-auto text-sm font-bold text-white">
          Transcript
        </h3>
        {tracks.length > 1 && (
          <NativeSelect
            aria-label="Transcript language"
            value={language ?? ''}
            onChange={(e) => setPicked({ captions: captions.language, language: e.target.value })}
            className="h-8 py-1 text-xs md:text-xs"
          >
            {tracks.map((t) => (
              <option key={t.language} value={t.language}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        )}
        <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="Close transcript" title="Close transcript (T)">
          <X aria-hidden />
        </Button>
      </header>
      {cues.isPending ? (
        <p className="flex flex-1 items-center justify-center gap-2 p-6 text-sm text-muted-foreground">
          <Spinner label="Loading transcript" /> Loading transcript...
        </p>
      ) : cues.isError ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-zinc-300">
          The transcript could not be loaded.
          <Button size="sm" variant="secondary" onClick={() => void cues.refetch()}>
            <RotateCw aria-hidden /> Try again
          </Button>
        </div>
      ) : (
        <>
          <div role="search" className="relative border-b border-border px-3 py-2">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && query) {
                  e.stopPropagation();
                  setQuery('');
                }
              }}
              aria-label="Search the transcript"
              placeholder="Search the transcript"
              className="h-8 pl-8 text-sm md:text-sm"
            />
          </div>
          <CueList cues={cues.data} query={deferredQuery} media={media} onPlayFrom={onPlayFrom} language={language ?? undefined} />
        </>
      )}
    </section>
  );
}

interface CueListProps {
  cues: Cue[];
  query: string;
  media: HTMLMediaElement | null;
  onPlayFrom: (seconds: number) => void;
  language?: string;
}

function CueList({ cues, query, media, onPlayFrom, language }: CueListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const current = useCueIndex(media, cues, lastStartedCue);
  const shown = useMemo(() => searchCues(cues, query), [cues, query]);
  const searching = query.trim() !== '';
  // The line that takes the Tab stop: the one last focused, else the one playing.
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused !== null && shown.includes(focused) ? focused : shown.includes(current) ? current : (shown[0] ?? -1);
  const handsOffUntil = useRef(0);

  // Keep the playing line in view, inside the list only (never scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    if (!list || current < 0 || searching || performance.now() < handsOffUntil.current) return;
    const item = list.querySelector<HTMLElement>(`[data-cue="${current}"]`);
    if (!item) return;
    const above = item.offsetTop < list.scrollTop;
    const below = item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight;
    if (!above && !below) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ top: item.offsetTop - list.clientHeight / 3, behavior: smooth ? 'smooth' : 'auto' });
  }, [current, searching]);

  const handsOff = () => {
    handsOffUntil.current = performance.now() + HANDS_OFF_MS;
  };
  // Stable: every line takes it, and lines render again only when their own state changes.
  const play = useCallback((cue: Cue) => onPlayFrom(cue.start), [onPlayFrom]);
  const onKeyDown = (e: React.KeyboardEvent<HTMLOListElement>) => {
    const at = shown.indexOf(tabStop);
    const to =
      e.key === 'ArrowDown' ? at + 1 : e.key === 'ArrowUp' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? shown.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    // The player's own arrow keys (seek, volume) are not for this list.
    e.stopPropagation();
    handsOff();
    const next = shown[Math.min(shown.length - 1, Math.max(0, to))];
    if (next === undefined) return;
    setFocused(next);
    listRef.current?.querySelector<HTMLElement>(`[data-cue="${next}"] button`)?.focus();
  };

  return (
    <>
      <p aria-live="polite" className={cn('px-3 pt-2 text-xs text-muted-foreground', !searching && 'sr-only')}>
        {searching &&
          (shown.length === 0
            ? `No lines match “${query.trim()}”.`
            : `${shown.length} ${shown.length === 1 ? 'line matches' : 'lines match'}.`)}
      </p>
      <ol
        ref={listRef}
        lang={language}
        aria-label="Transcript lines"
        onKeyDown={onKeyDown}
        onWheel={handsOff}
        onTouchMove={handsOff}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain p-1.5"
      >
        {shown.map((i) => (
          <CueLine
            key={i}
            index={i}
            cue={cues[i]!}
            playing={i === current}
            tabbable={i === tabStop}
            query={query}
            onPlay={play}
            onFocus={setFocused}
          />
        ))}
      </ol>
    </>
  );
}

interface CueLineProps {
  index: number;
  cue: Cue;
  playing: boolean;
  tabbable: boolean;
  query: string;
  onPlay: (cue: Cue) => void;
  onFocus: (index: number) => void;
}

// Memoised: as the lesson plays only the two lines whose `playing` changes render again.
const CueLine = memo(function CueLine({ index, cue, playing, tabbable, query, onPlay, onFocus }: CueLineProps) {
  return (
    <li data-cue={index}>
      <button
        type="button"
        tabIndex={tabbable ? 0 : -1}
        aria-current={playing ? 'true' : undefined}
        onClick={() => onPlay(cue)}
        onFocus={() => onFocus(index)}
        className={cn(
          'flex w-full gap-3 rounded-md px-2 py-1.5 text-left text-sm text-zinc-300 outline-none',
          'hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-ring',
          playing && 'bg-primary/15 text-white',
        )}
      >
        <span className={cn('shrink-0 pt-px text-xs text-muted-foreground tabular-nums', playing && 'text-brand-text')}>
          {formatClock(cue.start)}
        </span>
        <span className="whitespace-pre-line">
          <Highlighted text={cue.text} query={query} />
        </span>
      </button>
    </li>
  );
});

/** The text with the query's matches marked. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return text;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(
      text.slice(at, start),
      <mark key={start} className="rounded-sm bg-amber-300/90 px-px text-black">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return parts;
}
