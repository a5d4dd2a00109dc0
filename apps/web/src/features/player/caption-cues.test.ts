import { describe, expect, it } from 'vitest';
import { cueAt, lastStartedCue, matchRanges, readCues, searchCues, startingLanguage, type Cue } from './caption-cues';

const cues: Cue[] = [
  { start: 0.5, end: 4, text: 'This is the course trailer.' },
  { start: 4, end: 8, text: 'Here is how the course works.' },
  { start: 10, end: 13, text: 'Primero, mira lecciones en vídeo cortas,\nde unos minutos cada una.' },
];

describe('readCues', () => {
  it('reads the server’s WebVTT into plain text: escaped markup comes back as characters, never as tags', async () => {
    const vtt =
      'WEBVTT\n\n00:00:00.500 --> 00:00:04.000\n&lt;img src=x onerror=alert(1)&gt;\nline two &amp; more\n\n01:02:03.250 --> 01:02:04.000\nLate\n';
    expect(await readCues(vtt)).toEqual([
      { start: 0.5, end: 4, text: '<img src=x onerror=alert(1)>\nline two & more' },
      { start: 3723.25, end: 3724, text: 'Late' },
    ]);
  });

  it('reads an empty file as no cues', async () => {
    expect(await readCues('WEBVTT\n')).toEqual([]);
  });
});

describe('cueAt and lastStartedCue', () => {
  it('finds the cue on screen, and none between cues or before the first', () => {
    expect(cueAt(cues, 0)).toBe(-1);
    expect(cueAt(cues, 0.5)).toBe(0);
    expect(cueAt(cues, 3.99)).toBe(0);
    // One cue ends where the next starts: the next one shows.
    expect(cueAt(cues, 4)).toBe(1);
    expect(cueAt(cues, 9)).toBe(-1);
    expect(cueAt(cues, 12)).toBe(2);
    expect(cueAt(cues, 13)).toBe(-1);
    expect(cueAt([], 3)).toBe(-1);
  });

  it('names the last cue started, for the transcript, between cues too', () => {
    expect(lastStartedCue(cues, 0.2)).toBe(-1);
    expect(lastStartedCue(cues, 9)).toBe(1);
    expect(lastStartedCue(cues, 500)).toBe(2);
  });

  it('finds cues in a long list by halving', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ start: i * 2, end: i * 2 + 1, text: String(i) }));
    expect(cueAt(many, 12_344.5)).toBe(6172);
    expect(cueAt(many, 12_345.5)).toBe(-1);
  });
});

describe('searchCues', () => {
  it('matches without case or accents, and across a line break', () => {
    expect(searchCues(cues, 'COURSE')).toEqual([0, 1]);
    expect(searchCues(cues, 'video')).toEqual([2]);
    expect(searchCues(cues, 'cortas, de')).toEqual([2]);
    expect(searchCues(cues, '  the   course ')).toEqual([0, 1]);
  });

  it('lists every cue for an empty query and none for a miss', () => {
    expect(searchCues(cues, '   ')).toEqual([0, 1, 2]);
    expect(searchCues(cues, 'quiz')).toEqual([]);
  });
});

describe('matchRanges', () => {
  it('gives every match as ranges of the original text, accents and case ignored', () => {
    const text = 'Vídeo y VIDEO: vídeos';
    expect(matchRanges(text, 'video').map(([a, b]) => text.slice(a, b))).toEqual(['Vídeo', 'VIDEO', 'vídeo']);
  });

  it('keeps the ranges right when a character folds to another length, and matches across lines', () => {
    // U+0130 lower-cases to two characters; a decomposed é is two characters that fold to one.
    const text = 'İstanbul, cafe\u0301\nbar';
    expect(matchRanges(text, 'stanbul').map(([a, b]) => text.slice(a, b))).toEqual(['stanbul']);
    expect(matchRanges(text, 'café bar').map(([a, b]) => text.slice(a, b))).toEqual(['cafe\u0301\nbar']);
  });

  it('finds nothing for an empty query', () => {
    expect(matchRanges('anything', '  ')).toEqual([]);
  });
});

describe('startingLanguage', () => {
  const tracks = [
    { language: 'en', label: 'English', url: '/en.vtt' },
    { language: 'es', label: 'Español', url: '/es.vtt' },
  ];

  it('opens with the remembered language, or off', () => {
    expect(startingLanguage(tracks, 'es')).toBe('es');
    expect(startingLanguage(tracks, null)).toBeNull();
    expect(startingLanguage([], 'es')).toBeNull();
  });

  it('takes the same language of another region, else the first track: captions were on', () => {
    expect(startingLanguage(tracks, 'es-MX')).toBe('es');
    expect(startingLanguage([{ language: 'pt-BR', label: 'Português', url: '/pt.vtt' }], 'pt-PT')).toBe('pt-BR');
    expect(startingLanguage(tracks, 'fr')).toBe('en');
  });
});
