import type { LessonStream } from '@app/core';
import { describe, expect, it } from 'vitest';
import { levelLabel, mediaPlayback, qualityOptions } from './playback';

const LESSON = '00000000-0000-4000-8000-000000000001';
const stream: LessonStream = {
  masterUrl: `/api/lessons/${LESSON}/stream/master.m3u8`,
  posterUrl: `/api/stream/${LESSON}/run/poster.jpg?e=1&s=x`,
  storyboardUrl: `/api/stream/${LESSON}/run/storyboard.vtt?e=1&s=x`,
  renditions: [
    { name: '240p', width: 426, height: 240 },
    { name: '360p', width: 640, height: 360 },
    { name: '720p', width: 1280, height: 720 },
  ],
};
const file = { mediaUrl: `/api/lessons/${LESSON}/media`, videoUrl: null };

describe('mediaPlayback: what a video or audio lesson plays', () => {
  it('plays the stream when the lesson has one', () => {
    expect(mediaPlayback(file, stream)).toEqual({ kind: 'stream', stream });
  });

  it('plays the original file, as before, while there is no stream', () => {
    expect(mediaPlayback(file, null)).toEqual({ kind: 'file', src: file.mediaUrl });
  });

  it('plays hosted and linked videos as before', () => {
    expect(mediaPlayback({ mediaUrl: null, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, null)).toEqual({
      kind: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(mediaPlayback({ mediaUrl: null, videoUrl: 'https://vimeo.com/76979871' }, null)).toMatchObject({
      kind: 'vimeo',
      videoId: '76979871',
    });
    expect(mediaPlayback({ mediaUrl: null, videoUrl: 'https://cdn.example.com/a.mp4' }, null)).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a.mp4',
    });
    expect(mediaPlayback({ mediaUrl: null, videoUrl: 'https://example.com/watch/1' }, null)).toEqual({
      kind: 'elsewhere',
      url: 'https://example.com/watch/1',
    });
    expect(mediaPlayback({ mediaUrl: null, videoUrl: null }, null)).toEqual({ kind: 'none' });
  });
});

describe('the quality menu', () => {
  const level = (index: number, width: number, height: number, bitrate = 1000, name = '') => ({ index, width, height, bitrate, name });

  it("names a rendition as the server does, else by the picture's shorter side", () => {
    expect(levelLabel(level(0, 1280, 720), stream)).toBe('720p');
    expect(levelLabel(level(0, 1920, 1080), stream)).toBe('1080p');
    expect(levelLabel(level(0, 720, 1280), stream)).toBe('720p'); // a portrait video
    expect(levelLabel(level(0, 100, 50, 1000, 'tiny'), stream)).toBe('tiny');
    expect(levelLabel(level(0, 0, 0, 128_000), stream)).toBe('128 kbps'); // audio
  });

  it('lists the renditions best first, by their index in hls.js', () => {
    const options = qualityOptions([level(0, 426, 240), level(1, 640, 360), level(2, 1280, 720)], stream);
    expect(options).toEqual([
      { index: 2, label: '720p' },
      { index: 1, label: '360p' },
      { index: 0, label: '240p' },
    ]);
  });

  it('has nothing to offer for a single rendition (an audio lesson)', () => {
    expect(qualityOptions([level(0, 0, 0, 128_000)], stream)).toEqual([]);
    expect(qualityOptions([], stream)).toEqual([]);
  });
});
