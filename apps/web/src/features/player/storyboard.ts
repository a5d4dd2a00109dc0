// A stream's storyboard (seek previews): a WebVTT file whose cues each name a tile of a sprite sheet,
// `<address of the sheet>#xywh=x,y,w,h` (the server signs each sheet's address). A small reader of
// just that much WebVTT: timings, an optional cue identifier before them, NOTE and STYLE blocks skipped.

export interface StoryboardCue {
  /** Seconds. */
  start: number;
  end: number;
  /** The sprite sheet, resolved against the storyboard's own address. */
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

// [hh:]mm:ss.ttt, as WebVTT writes a timestamp.
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)/;
const TILE = /#xywh=(\d+),(\d+),(\d+),(\d+)$/;

function seconds(stamp: string): number | null {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/**
 * The cues of a storyboard, in time order. `base` is the storyboard's address: a sheet named by a
 * path (`/api/stream/...`) or relative to it becomes an absolute URL. Cues that are not tiles
 * (no `#xywh=`, a bad timing) are left out, as is everything when the file is not WebVTT.
 */
export function parseStoryboard(vtt: string, base: string): StoryboardCue[] {
  const lines = vtt.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!lines[0]?.startsWith('WEBVTT')) return [];
  const cues: StoryboardCue[] = [];
  for (let i = 1; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i]!.trim());
    if (!timing) continue;
    const start = seconds(timing[1]!);
    const end = seconds(timing[2]!);
    const payload = lines[i + 1]?.trim() ?? '';
    const tile = TILE.exec(payload);
    if (start === null || end === null || end < start || !tile) continue;
    i++;
    let url: string;
    try {
      url = new URL(payload.slice(0, tile.index), base).href;
    } catch {
      continue;
    }
    cues.push({ start, end, url, x: Number(tile[1]), y: Number(tile[2]), w: Number(tile[3]), h: Number(tile[4]) });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The cue showing at `time` (the last one started by then), or null before the first. */
export function cueAt(cues: readonly StoryboardCue[], time: number): StoryboardCue | null {
  let lo = 0;
  let hi = cues.length - 1;
  let found: StoryboardCue | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const cue = cues[mid]!;
    if (cue.start <= time) {
      found = cue;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
