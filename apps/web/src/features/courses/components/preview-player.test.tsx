// The preview dialog's clip of an uploaded free lesson: the lowest rendition of its stream when the
// lesson has one (hls.js through lib/hls.ts, here a stand-in), else the lesson's file.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HlsModule from '@/lib/hls';
import type { StreamCallbacks } from '@/lib/hls';
import { PreviewPlayer } from './preview-player';

const hls = vi.hoisted(() => ({ openStream: vi.fn() }));
vi.mock('@/lib/hls', async (original) => ({ ...(await original<typeof HlsModule>()), ...hls }));

const LESSON = '6e3d2a7e-12ae-4616-a00a-130a723881ee';
const LOWEST = `/api/lessons/${LESSON}/stream/master.m3u8?rendition=lowest`;
const FILE = { kind: 'file' as const, url: `/api/lessons/${LESSON}/media`, lessonTitle: 'Welcome and course tour', streamUrl: LOWEST };
const course = { id: 'c1', title: 'Modern JavaScript from Scratch', thumbnailUrl: null };

beforeEach(() => {
  hls.openStream.mockResolvedValue({ engine: 'hls.js', setLevel: vi.fn(), destroy: vi.fn() });
  vi.stubGlobal('fetch', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the preview of an uploaded lesson', () => {
  it("plays the lowest rendition of the lesson's stream when the server says it is ready, without asking first", async () => {
    render(<PreviewPlayer course={course} video={FILE} isLoading={false} />);
    await waitFor(() => expect(hls.openStream).toHaveBeenCalledWith(expect.any(HTMLVideoElement), LOWEST, expect.any(Object)));
    expect(fetch).not.toHaveBeenCalled();
    const playing = screen.getByLabelText('Preview: Modern JavaScript from Scratch');
    expect(playing.getAttribute('src')).toBeNull();
    expect(playing.dataset.stream).toBe(LOWEST);
    expect(playing.dataset.src).toBe(FILE.url);
  });

  it('plays the file when the lesson has no stream (yet)', async () => {
    render(<PreviewPlayer course={course} video={{ ...FILE, streamUrl: null }} isLoading={false} />);
    await waitFor(() => expect(screen.getByLabelText('Preview: Modern JavaScript from Scratch').getAttribute('src')).toBe(FILE.url));
    expect(hls.openStream).not.toHaveBeenCalled();
  });

  it('falls back to the file when the stream fails', async () => {
    hls.openStream.mockImplementationOnce((_m: HTMLMediaElement, _u: string, callbacks: StreamCallbacks) => {
      callbacks.onFailed('manifestLoadError');
      return Promise.resolve({ engine: 'hls.js', setLevel: vi.fn(), destroy: vi.fn() });
    });
    render(<PreviewPlayer course={course} video={FILE} isLoading={false} />);
    await waitFor(() => expect(screen.getByLabelText('Preview: Modern JavaScript from Scratch').getAttribute('src')).toBe(FILE.url));
    expect(screen.getByLabelText('Preview: Modern JavaScript from Scratch').dataset.stream).toBeUndefined();
  });

  it('plays a linked file directly, without asking for a stream', () => {
    const url = 'https://cdn.example.com/trailer.mp4';
    render(<PreviewPlayer course={course} video={{ kind: 'file', url, lessonTitle: null, streamUrl: null }} isLoading={false} />);
    expect(screen.getByLabelText('Preview: Modern JavaScript from Scratch').getAttribute('src')).toBe(url);
    expect(fetch).not.toHaveBeenCalled();
  });
});
