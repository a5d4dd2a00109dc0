// Caption cues as the player and the transcript use them (docs/video.md, "Captions"): read from the
// WebVTT the server serves (plain text, escaped), found by time, and searched.
import { decodeCueEntities, type CaptionTrack } from '@app/core';

export interface Cue {
  /** Seconds. */
  start: number;
  end: number;
  /** Plain text (never markup), lines split by `\n`. */
  text: string;
}

/** The cues of a caption file the server wrote (docs/video.md: it is WebVTT, in order, without overlaps). */
export async function readCues(vtt: string): Promise<Cue[]> {
  // The reader loads with the first caption file, not with the player.
  const { parseText } = await import('media-captions');
  const { cues } = await parseText(vtt, { type: 'vtt' });
  return cues.map((c) => ({ start: c.startTime, end: c.endTime, text: decodeCueEntities(c.text) }));
}

/** The last cue that has started by `time` (-1 before the first): cues are in order and never overlap. */
export function lastStartedCue(cues: readonly Cue[], time: number): number {
  let lo = 0;
  let hi = cues.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid]!.start <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The cue on screen at `time`, or -1 between cues. */
export function cueAt(cues: readonly Cue[], time: number): number {
  const i = lastStartedCue(cues, time);
  return i >= 0 && time < cues[i]!.end ? i : -1;
}

/** A query as it is matched: lower case, without accents, spaces in a row as one. */
const foldQuery = (query: string) => fold(query.trim().replace(/\s+/g, ' ')).folded;

/**
 * Text in lower case without accents ("vídeo" is found by "video", "Cómo" by "como"), any space or
 * line break as a space, with where each folded character comes from in the original.
 */
function fold(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let i = 0;
  for (const char of text) {
    const f = /\s/.test(char)
      ? ' '
      : char
          .normalize('NFD')
          .replace(/\p{Mn}/gu, '')
          .toLowerCase();
    for (let k = 0; k < f.length; k++) from.push(i);
    folded += f;
    i += char.length;
  }
  from.push(i);
  return { folded, from };
}

/** Where the query is found in the text (case and accents ignored): [start, end) ranges of the original text. */
export function matchRanges(text: string, query: string): Array<[number, number]> {
  const needle = foldQuery(query);
  if (!needle) return [];
  const { folded, from } = fold(text);
  const ranges: Array<[number, number]> = [];
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length))
    ranges.push([from[at]!, from[at + needle.length]!]);
  return ranges;
}

/** The cues whose text holds the query; every cue for an empty query. */
export function searchCues(cues: readonly Cue[], query: string): number[] {
  if (!foldQuery(query)) return cues.map((_, i) => i);
  const found: number[] = [];
  cues.forEach((c, i) => {
    if (matchRanges(c.text, query).length > 0) found.push(i);
  });
  return found;
}

/**
 * The captions a lesson opens with, given the learner's remembered choice: that language; else the
 * same language in another region ("en-GB" for "en"); else, as captions were on, the first track.
 * Off when the choice is off or the lesson has none.
 */
export function startingLanguage(tracks: readonly CaptionTrack[], remembered: string | null): string | null {
  if (remembered === null || tracks.length === 0) return null;
  const exact = tracks.find((t) => t.language.toLowerCase() === remembered.toLowerCase());
  if (exact) return exact.language;
  const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();
  return (tracks.find((t) => primary(t.language) === primary(remembered)) ?? tracks[0]!).language;
}
