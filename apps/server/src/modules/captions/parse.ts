// An uploaded caption file made safe to serve (docs/video.md, "Captions"): UTF-8 only, WebVTT or
// SRT read by media-captions in strict mode (cue timing, syntax), then our own rules (cues in order,
// none overlapping, none backwards, bounded in number and length). Every cue becomes plain text: a
// `<script>` or `<img onerror>` in a cue is shown as the characters it is, never as markup.
import { parseText, type VTTCue } from 'media-captions';
import { CAPTION_CUE_MAX_CHARS, CAPTION_MAX_CUES, decodeCueEntities, MESSAGES } from '@app/core';

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** Why a caption file is refused, for the instructor (the first problem found, with its line when known). */
export class CaptionRefused extends Error {}

export async function readCaptions(bytes: Buffer): Promise<CaptionCue[]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CaptionRefused(MESSAGES.captionNotUtf8);
  }
  text = text.replace(/\r\n?/g, '\n');
  const type = /^WEBVTT(?:[ \t]|\n|$)/.test(text) ? 'vtt' : 'srt';
  checkTimings(text);
  let cues: VTTCue[];
  try {
    ({ cues } = await parseText(text, { strict: true, type }));
  } catch (err) {
    const { line, message } = err as { line?: number; message?: string };
    throw new CaptionRefused(`${MESSAGES.captionUnreadable}${line ? ` (line ${line})` : ''}: ${message ?? 'not WebVTT or SRT'}.`);
  }
  if (cues.length === 0) throw new CaptionRefused(MESSAGES.captionEmpty);
  if (cues.length > CAPTION_MAX_CUES) throw new CaptionRefused(MESSAGES.captionTooManyCues);
  const out: CaptionCue[] = [];
  for (const [i, cue] of cues.entries()) {
    const at = ` (cue ${i + 1}, ${timestamp(cue.startTime)}).`;
    if (!(cue.startTime >= 0) || !(cue.endTime > cue.startTime)) throw new CaptionRefused(MESSAGES.captionTimesBackwards + at);
    const prev = out.at(-1);
    if (prev && cue.startTime < prev.end) throw new CaptionRefused(MESSAGES.captionOverlap + at);
    const plain = plainText(cue.text);
    if (plain.length > CAPTION_CUE_MAX_CHARS) throw new CaptionRefused(MESSAGES.captionCueTooLong + at);
    out.push({ start: cue.startTime, end: cue.endTime, text: plain });
  }
  return out;
}

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;
const seconds = (t: string) => {
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})$/.exec(t);
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000 : null;
};

/**
 * What the parser would pass over in silence: a file with no cue timing at all (not captions), and
 * a cue that ends before it starts (the parser drops it). Said with the line.
 */
function checkTimings(text: string) {
  let timings = 0;
  for (const [i, line] of text.split('\n').entries()) {
    const m = TIMING.exec(line);
    if (!m) continue;
    timings++;
    const [start, end] = [seconds(m[1]!), seconds(m[2]!)];
    if (start !== null && end !== null && end <= start) throw new CaptionRefused(`${MESSAGES.captionTimesBackwards} (line ${i + 1}).`);
  }
  if (timings === 0) throw new CaptionRefused(`${MESSAGES.captionUnreadable}: it is neither WebVTT nor SRT.`);
}

/** WebVTT's own cue tags (`<b>`, `<i>`, `<u>`, `<c.class>`, `<v Speaker>`, `<lang en>`, `<ruby>`, `<rt>`) and cue timestamps. */
const VTT_TAG = /<\/?(?:b|i|u|c|v|lang|ruby|rt)(?:[.\s][^>]*)?>|<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>/g;

/**
 * A cue's text as the learner reads it: WebVTT's own tags removed, entities decoded. Anything else
 * that looks like markup (`<script>`, `<img onerror=...>`) is kept as the characters it is, and
 * `toWebVtt` escapes it: a player shows it as text and never runs it.
 */
export function plainText(cueText: string): string {
  return decodeCueEntities(cueText.replace(VTT_TAG, ''))
    .replace(CONTROL, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

/** Control characters but the line feed: invisible, and no player shows them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The cues as the WebVTT file every player and the transcript read: plain text, escaped. */
export function toWebVtt(cues: readonly CaptionCue[]): string {
  return ['WEBVTT', '', ...cues.flatMap((c) => [`${timestamp(c.start)} --> ${timestamp(c.end)}`, escape(c.text), ''])].join('\n');
}
