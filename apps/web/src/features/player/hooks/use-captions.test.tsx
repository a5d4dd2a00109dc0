// The learner's captions across lessons: each lesson opens with the remembered choice, a choice made
// in the player is saved on the server for every lesson (and kept for this visit when the save
// fails, with a message), and C turns them off and back on in the last language.
import type { CaptionTrack } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCaptions } from './use-captions';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const both: CaptionTrack[] = [
  { language: 'en', label: 'English', url: '/en.vtt' },
  { language: 'es', label: 'Español', url: '/es.vtt' },
];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  toast.error.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation((_url, init) => Promise.resolve(Response.json(JSON.parse(String(init?.body)))));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

type Lesson = { captions: CaptionTrack[]; captionLanguage: string | null };

function renderCaptions(lesson: Lesson) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((props: { lesson: Lesson }) => useCaptions(props.lesson), { wrapper, initialProps: { lesson } });
}

const saved = () => fetchMock.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))]);

describe('useCaptions', () => {
  it('opens each lesson with the account’s choice: the language, a near one, the first, or off', () => {
    expect(renderCaptions({ captions: both, captionLanguage: 'es' }).result.current.track?.label).toBe('Español');
    expect(renderCaptions({ captions: both, captionLanguage: 'fr' }).result.current.language).toBe('en');
    expect(renderCaptions({ captions: both, captionLanguage: null }).result.current.language).toBeNull();
    expect(renderCaptions({ captions: [], captionLanguage: 'es' }).result.current.track).toBeNull();
  });

  it('saves a choice for every lesson, and the next lesson opens with it', async () => {
    const view = renderCaptions({ captions: both, captionLanguage: null });
    act(() => view.result.current.choose('es'));
    expect(view.result.current.language).toBe('es');
    await waitFor(() => expect(saved()).toEqual([['/api/profile/caption-language', 'PUT', { language: 'es' }]]));
    // The next lesson, loaded before the save landed, still says off: the choice made here wins.
    view.rerender({ lesson: { captions: [both[1]!], captionLanguage: null } });
    expect(view.result.current.language).toBe('es');
    act(() => view.result.current.choose(null));
    expect(view.result.current.track).toBeNull();
    await waitFor(() => expect(saved().at(-1)).toEqual(['/api/profile/caption-language', 'PUT', { language: null }]));
  });

  it('keeps the choice for this visit when the save fails, and says so', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }, { status: 500 }),
    );
    const view = renderCaptions({ captions: both, captionLanguage: null });
    act(() => view.result.current.choose('en'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(view.result.current.language).toBe('en');
  });

  it('C: off, then back on in the language last on; the first language when none was', async () => {
    const view = renderCaptions({ captions: both, captionLanguage: null });
    act(() => view.result.current.toggle());
    expect(view.result.current.language).toBe('en');
    act(() => view.result.current.choose('es'));
    act(() => view.result.current.toggle());
    expect(view.result.current.language).toBeNull();
    act(() => view.result.current.toggle());
    expect(view.result.current.language).toBe('es');
    await waitFor(() =>
      expect(saved().map(([, , body]) => body)).toEqual([{ language: 'en' }, { language: 'es' }, { language: null }, { language: 'es' }]),
    );
  });

  it('C does nothing for a lesson without captions', () => {
    const view = renderCaptions({ captions: [], captionLanguage: null });
    act(() => view.result.current.toggle());
    expect(view.result.current.language).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
