import { describe, expect, it } from 'vitest';
import { pickPreview, videoKind, vimeoId, youtubeId } from './video.js';

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'youtube'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://cdn.example.com/intro.mp4', 'file'],
    ['/api/lessons/abc/media', 'file'],
    ['https://example.com/page.html', null],
    ['javascript:alert(1)', null],
  ])('%s is %s', (url, kind) => expect(videoKind(url)).toBe(kind));

  it('extracts ids', () => {
    expect(youtubeId('https://www.youtube.com/watch?list=x&v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(youtubeId('https://vimeo.com/1')).toBeNull();
  });
});

describe('pickPreview', () => {
  const a = { url: 'https://youtu.be/aaaaaaaaaaa' };
  const b = { url: '/api/lessons/b/media' };
  const c = { url: '/api/lessons/c/media' };
  const sequence =
    (...values: number[]) =>
    () =>
      values.shift() ?? 0;

  it('has nothing to play without candidates', () => {
    expect(pickPreview([], null, Math.random)).toBeNull();
  });

  it('plays the only candidate on every opening', () => {
    expect(pickPreview([a], null, Math.random)).toBe(a);
    expect(pickPreview([a], a.url, Math.random)).toBe(a);
  });

  it('never plays the previous opening’s video again while there is another', () => {
    // Whatever the draw, two candidates alternate.
    for (const r of [0, 0.5, 0.999]) {
      expect(pickPreview([a, b], a.url, () => r)).toBe(b);
      expect(pickPreview([a, b], b.url, () => r)).toBe(a);
    }
    for (const r of [0, 0.5, 0.999]) expect(pickPreview([a, b, c], b.url, () => r)).not.toBe(b);
  });

  it('draws among all candidates on a first opening', () => {
    const draws = sequence(0, 0.34, 0.67, 0.9999);
    expect([0, 1, 2, 3].map(() => pickPreview([a, b, c], null, draws))).toEqual([a, b, c, c]);
  });

  it('keeps a draw of exactly 1 inside the list', () => {
    expect(pickPreview([a, b], null, () => 1)).toBe(b);
  });
});
