import { describe, expect, it } from 'vitest';
import { videoKind, vimeoId, youtubeId } from './video.js';

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
