// The transcript of a lesson: its lines from the caption file, the one playing marked as the
// element's time moves, a press plays from a line, search keeps and marks matching lines, one Tab
// stop with the arrow keys, a failed load said with Try again; cue text is text, never markup.
import type { CaptionTrack } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Captions } from '../hooks/use-captions';
import { TranscriptPanel } from './transcript-panel';

const FILES: Record<string, string> = {
  '/en.vtt': [
    'WEBVTT',
    '',
    '00:00:00.500 --> 00:00:04.000',
    'This is the course trailer.',
    '',
    '00:00:04.000 --> 00:00:08.000',
    'Here is how the course works.',
    '',
    '00:00:10.000 --> 00:00:13.000',
    '&lt;img src=x onerror=alert(1)&gt; is shown as text',
    '',
  ].join('\n'),
  '/es.vtt': 'WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nEste es el tráiler del curso.\n',
};
const tracks: CaptionTrack[] = [
  { language: 'en', label: 'English', url: '/en.vtt' },
  { language: 'es', label: 'Español', url: '/es.vtt' },
];
const captions = (language: string | null): Captions => ({
  tracks,
  language,
  track: tracks.find((t) => t.language === language) ?? null,
  choose: vi.fn(),
  toggle: vi.fn(),
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const body = FILES[String(input)];
    return Promise.resolve(body ? new Response(body, { headers: { 'content-type': 'text/vtt' } }) : new Response('', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A media element whose time the test moves (jsdom plays nothing). */
function mediaAt(seconds: number) {
  const el = document.createElement('video');
  let time = seconds;
  Object.defineProperty(el, 'currentTime', { get: () => time, set: (t: number) => (time = t) });
  return {
    el,
    moveTo(t: number) {
      time = t;
      fireEvent(el, new Event('timeupdate'));
    },
  };
}

function renderPanel(props: { language?: string | null; media?: HTMLMediaElement | null; onPlayFrom?: (s: number) => void } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPlayFrom = props.onPlayFrom ?? vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <TranscriptPanel captions={captions(props.language ?? null)} media={props.media ?? null} onPlayFrom={onPlayFrom} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return { ...view, onPlayFrom };
}

const lines = () => within(screen.getByRole('list', { name: 'Transcript lines' })).getAllByRole('button');

describe('TranscriptPanel', () => {
  it('lists the lines of the captions’ language with their times; markup in a cue is text', async () => {
    renderPanel({ language: 'en' });
    expect(screen.getByText('Loading transcript...')).toBeTruthy();
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines().map((l) => l.textContent)).toEqual([
      '0:00This is the course trailer.',
      '0:04Here is how the course works.',
      '0:10<img src=x onerror=alert(1)> is shown as text',
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/en.vtt', expect.anything());
  });

  it('shows the first language while captions are off, and another picked here, without turning captions on', async () => {
    const user = userEvent.setup();
    renderPanel({ language: null });
    await waitFor(() => expect(lines()[0]!.textContent).toContain('This is the course trailer.'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transcript language' }), 'es');
    await waitFor(() => expect(lines().map((l) => l.textContent)).toEqual(['0:00Este es el tráiler del curso.']));
    expect(screen.getByRole('list', { name: 'Transcript lines' }).getAttribute('lang')).toBe('es');
  });

  it('marks the line playing as the time moves, the last one started between lines', async () => {
    const media = mediaAt(5);
    renderPanel({ language: 'en', media: media.el });
    await waitFor(() => expect(lines()).toHaveLength(3));
    const current = () => lines().filter((l) => l.getAttribute('aria-current') === 'true');
    expect(current().map((l) => l.textContent)).toEqual(['0:04Here is how the course works.']);
    media.moveTo(9);
    expect(current().map((l) => l.textContent)).toEqual(['0:04Here is how the course works.']);
    media.moveTo(11);
    await waitFor(() => expect(current().map((l) => l.textContent?.slice(0, 4))).toEqual(['0:10']));
    media.moveTo(0.1);
    await waitFor(() => expect(current()).toHaveLength(0));
  });

  it('plays from a line pressed', async () => {
    const user = userEvent.setup();
    const { onPlayFrom } = renderPanel({ language: 'en', media: mediaAt(0).el });
    await waitFor(() => expect(lines()).toHaveLength(3));
    await user.click(lines()[1]!);
    expect(onPlayFrom).toHaveBeenCalledWith(4);
  });

  it('searches without case or accents, marks the matches, says how many, and says when none match', async () => {
    const user = userEvent.setup();
    renderPanel({ language: 'es' });
    await waitFor(() => expect(lines()).toHaveLength(1));
    const search = screen.getByRole('searchbox', { name: 'Search the transcript' });
    await user.type(search, 'TRAILER');
    await waitFor(() => expect(screen.getByText('1 line matches.')).toBeTruthy());
    expect(lines()[0]!.querySelector('mark')?.textContent).toBe('tráiler');
    await user.clear(search);
    await user.type(search, 'zebra');
    await waitFor(() => expect(screen.getByText('No lines match “zebra”.')).toBeTruthy());
    expect(screen.queryAllByRole('button', { name: /0:00/ })).toHaveLength(0);
    // Escape empties the search (and does not leave the panel).
    await user.keyboard('{Escape}');
    expect((search as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(lines()).toHaveLength(1));
  });

  it('is one Tab stop; the arrow keys, Home and End move between lines and stay inside the list', async () => {
    const user = userEvent.setup();
    const media = mediaAt(5);
    renderPanel({ language: 'en', media: media.el });
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines().map((l) => l.tabIndex)).toEqual([-1, 0, -1]);
    const outside = vi.fn();
    window.addEventListener('keydown', outside);
    lines()[1]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(lines()[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(lines()[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(lines()[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(lines()[2]);
    expect(lines().map((l) => l.tabIndex)).toEqual([-1, -1, 0]);
    // The player's own arrow keys (seek, volume) never hear them.
    expect(outside).not.toHaveBeenCalled();
    window.removeEventListener('keydown', outside);
  });

  it('says when the transcript cannot be loaded, and Try again loads it', async () => {
    const user = userEvent.setup();
    // Down for the first load and its one retry.
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 })).mockResolvedValueOnce(new Response('', { status: 500 }));
    renderPanel({ language: 'en' });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('The transcript could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
  });
});
