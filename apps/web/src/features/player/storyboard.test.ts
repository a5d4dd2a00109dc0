import { describe, expect, it } from 'vitest';
import { cueAt, parseStoryboard } from './storyboard';

const BASE = 'https://learnflix.test/api/stream/lesson/run/storyboard.vtt?e=1&s=sig';
const SHEET = '/api/stream/lesson/run/storyboard-000.jpg?e=1&s=sig';

// What the server sends (apps/server/src/modules/transcoding/ladder.ts, then signed by streaming/playlists.ts).
const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:05.000',
  `${SHEET}#xywh=0,0,160,90`,
  '',
  '00:00:05.000 --> 00:00:10.000',
  `${SHEET}#xywh=160,0,160,90`,
  '',
  '00:00:10.000 --> 00:00:12.500',
  `${SHEET}#xywh=320,0,160,90`,
  '',
].join('\n');

describe('parseStoryboard', () => {
  it('reads each cue: its times, its sheet as an absolute URL (signature kept) and its tile', () => {
    const cues = parseStoryboard(VTT, BASE);
    expect(cues).toHaveLength(3);
    expect(cues[0]).toEqual({ start: 0, end: 5, url: `https://learnflix.test${SHEET}`, x: 0, y: 0, w: 160, h: 90 });
    expect(cues[2]).toMatchObject({ start: 10, end: 12.5, x: 320, y: 0 });
  });

  it('accepts hours, CRLF line ends, a byte-order mark, cue identifiers, cue settings and NOTE blocks', () => {
    const vtt = [
      '\uFEFFWEBVTT - storyboard',
      '',
      'NOTE made by ffmpeg',
      '',
      'tile-1',
      '01:02:03.250 --> 01:02:08.000 align:start',
      'sheet-2.jpg#xywh=0,90,160,90',
      '',
    ].join('\r\n');
    expect(parseStoryboard(vtt, BASE)).toEqual([
      { start: 3723.25, end: 3728, url: 'https://learnflix.test/api/stream/lesson/run/sheet-2.jpg', x: 0, y: 90, w: 160, h: 90 },
    ]);
  });

  it('leaves out what is not a tile: no #xywh, a bad timestamp, an end before the start', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:05.000',
      'sheet.jpg',
      '',
      '00:00:5.000 --> 00:00:10.000',
      'sheet.jpg#xywh=0,0,160,90',
      '',
      '00:00:20.000 --> 00:00:15.000',
      'sheet.jpg#xywh=0,0,160,90',
      '',
      '00:00:30.000 --> 00:00:35.000',
      'sheet.jpg#xywh=1,2,3,4',
    ].join('\n');
    expect(parseStoryboard(vtt, BASE).map((c) => c.start)).toEqual([30]);
  });

  it('reads nothing from a file that is not WebVTT', () => {
    expect(parseStoryboard('<html>Not found</html>', BASE)).toEqual([]);
    expect(parseStoryboard('', BASE)).toEqual([]);
  });

  it('puts the cues in time order', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:05.000 --> 00:00:10.000',
      's.jpg#xywh=1,0,1,1',
      '',
      '00:00:00.000 --> 00:00:05.000',
      's.jpg#xywh=0,0,1,1',
    ].join('\n');
    expect(parseStoryboard(vtt, BASE).map((c) => c.x)).toEqual([0, 1]);
  });
});

describe('cueAt', () => {
  const cues = parseStoryboard(VTT, BASE);

  it('finds the tile showing at a time, the start of a cue included', () => {
    expect(cueAt(cues, 0)?.x).toBe(0);
    expect(cueAt(cues, 4.99)?.x).toBe(0);
    expect(cueAt(cues, 5)?.x).toBe(160);
    expect(cueAt(cues, 11)?.x).toBe(320);
  });

  it('keeps the last tile past the end (the duration may round up) and has none without cues', () => {
    expect(cueAt(cues, 99)?.x).toBe(320);
    expect(cueAt([], 3)).toBeNull();
    expect(cueAt(cues.slice(1), 1)).toBeNull();
  });
});
