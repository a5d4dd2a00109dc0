// Which source a video lesson plays: its stream (hls.js through lib/hls.ts, here a stand-in) once
// the server made one, else its original file in the browser's own player, as before streams.
import type { LessonContent } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HlsModule from '@/lib/hls';
import type { StreamCallbacks } from '@/lib/hls';
import { LessonBody } from './lesson-body';

const hls = vi.hoisted(() => ({
  openStream: vi.fn(),
  preloadHls: vi.fn(),
}));
vi.mock('@/lib/hls', async (original) => ({ ...(await original<typeof HlsModule>()), ...hls }));

const ID = '00000000-0000-4000-8000-000000000001';
const base: LessonContent = {
  id: ID,
  courseId: '00000000-0000-4000-8000-0000000000c1',
  title: 'Welcome and course tour',
  description: null,
  contentType: 'video',
  durationMinutes: 1,
  videoUrl: null,
  mediaUrl: `/api/lessons/${ID}/media`,
  mimeType: 'video/mp4',
  fileSize: 1000,
  stream: null,
  captions: [],
  captionLanguage: null,
  content: null,
  quizId: null,
  isCompleted: false,
  positionSeconds: 0,
};
const stream = {
  masterUrl: `/api/lessons/${ID}/stream/master.m3u8`,
  posterUrl: `/api/stream/${ID}/run/poster.jpg?e=1&s=x`,
  storyboardUrl: `/api/stream/${ID}/run/storyboard.vtt?e=1&s=x`,
  renditions: [
    { name: '240p', width: 426, height: 240 },
    { name: '360p', width: 640, height: 360 },
  ],
};

function renderLesson(lesson: LessonContent) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LessonBody
        lesson={lesson}
        continueId={null}
        courseId={lesson.courseId}
        preview={false}
        rate={1}
        onControls={vi.fn()}
        onMediaElement={vi.fn()}
        onComplete={vi.fn()}
        onReload={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  hls.openStream.mockImplementation((_media: HTMLMediaElement, _url: string, callbacks: StreamCallbacks) => {
    callbacks.onLevels?.([
      { index: 0, name: '', width: 426, height: 240, bitrate: 400_000 },
      { index: 1, name: '', width: 640, height: 360, bitrate: 800_000 },
    ]);
    callbacks.onLevelSwitched?.(1);
    return Promise.resolve({ engine: 'hls.js', setLevel: vi.fn(), destroy: vi.fn() });
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nsheet.jpg#xywh=0,0,160,90\n', { status: 200 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a video lesson plays', () => {
  it('its stream when it has one: the master through hls.js, the poster, Auto quality and its renditions', async () => {
    renderLesson({ ...base, stream });
    const video = await screen.findByLabelText('Video: Welcome and course tour');
    await waitFor(() => expect(hls.openStream).toHaveBeenCalledWith(video, stream.masterUrl, expect.any(Object)));
    expect(hls.preloadHls).toHaveBeenCalled();
    expect(video.getAttribute('src')).toBeNull();
    expect(video.hasAttribute('controls')).toBe(false);
    expect(video.getAttribute('poster')).toBe(stream.posterUrl);
    expect(await screen.findByRole('button', { name: 'Quality: Auto (360p)' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeTruthy();
    await waitFor(() => expect(video.dataset.engine).toBe('hls.js'));
    // The storyboard is read from its signed link.
    expect(fetch).toHaveBeenCalledWith(stream.storyboardUrl, expect.anything());
  });

  it('its original file, as before, while it has no stream', () => {
    renderLesson(base);
    const video = screen.getByLabelText('Video: Welcome and course tour');
    expect(video.getAttribute('src')).toBe(base.mediaUrl);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(hls.openStream).not.toHaveBeenCalled();
    expect(hls.preloadHls).not.toHaveBeenCalled();
  });

  it('its file still when the stream becomes ready while the file plays (until the lesson opens again)', () => {
    const view = renderLesson(base);
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <LessonBody
          lesson={{ ...base, stream }}
          continueId={null}
          courseId={base.courseId}
          preview={false}
          rate={1}
          onControls={vi.fn()}
          onMediaElement={vi.fn()}
          onComplete={vi.fn()}
          onReload={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Video: Welcome and course tour').getAttribute('src')).toBe(base.mediaUrl);
    expect(hls.openStream).not.toHaveBeenCalled();
  });

  it('a message and Try again when the stream cannot be played, which opens it anew', async () => {
    hls.openStream.mockImplementationOnce((_m: HTMLMediaElement, _u: string, callbacks: StreamCallbacks) => {
      callbacks.onFailed('manifestLoadError');
      return Promise.resolve({ engine: 'hls.js', setLevel: vi.fn(), destroy: vi.fn() });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLesson({ ...base, stream });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This video could not be played.');
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(hls.openStream).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
