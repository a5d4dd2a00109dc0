// The lesson dialog's Captions (docs/video.md, "Captions"; issue 28): the list of a lesson's caption
// files, the upload (multipart to the language's address, with its label), the server's refusal
// shown as it is, what the browser refuses before sending, the delete after a confirmation, and
// what the read-only subadmin and a text lesson see. The server is a fake `fetch`; react-query, the
// dialogs and sonner are real.
import type { AuthoringCaption, EditableLesson, Role, SessionResponse } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/session-key';
import { LessonDialog } from './lesson-dialog';
import { signedInSession } from '@/test/session-user';

const COURSE = '00000000-0000-4000-8000-000000000000';
const SECTION = '00000000-0000-4000-8000-000000000001';
const LESSON = '00000000-0000-4000-8000-000000000002';
const CAPTIONS = `/api/instructor/lessons/${LESSON}/captions`;

function lesson(contentType: EditableLesson['contentType'] = 'video'): EditableLesson {
  return {
    id: LESSON,
    sectionId: SECTION,
    title: 'Welcome',
    description: null,
    contentType,
    videoUrl: null,
    file:
      contentType === 'text'
        ? null
        : { id: '00000000-0000-4000-8000-000000000100', name: 'welcome.mp4', size: 165_396, mimeType: 'video/mp4', streaming: null },
    durationMinutes: 1,
    isFree: false,
    orderIndex: 0,
    quizId: null,
    content: contentType === 'text' ? '<p>Hello</p>' : null,
  };
}

const caption = (language: string, label: string, cueCount: number): AuthoringCaption => ({
  language,
  label,
  cueCount,
  updatedAt: '2026-11-01T10:00:00.000Z',
  url: `/api/lessons/${LESSON}/captions/${language}.vtt`,
});

// --- The fake server ---------------------------------------------------------------------------

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let served: EditableLesson;
let tracks: AuthoringCaption[];
let requests: { method: string; url: string; init?: RequestInit }[];
/** The answer to the next upload: the default stores it. */
let uploadAnswer: ((url: URL, body: FormData) => Response) | null;

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const method = init?.method ?? 'GET';
  requests.push({ method, url, init });
  if (method === 'GET' && url === `/api/instructor/lessons/${LESSON}`) return json(200, { lesson: served });
  if (method === 'GET' && url === CAPTIONS) return json(200, { captions: tracks });
  const one = /^\/api\/instructor\/lessons\/[0-9a-f-]+\/captions\/([^/?]+)(\?.*)?$/.exec(url);
  if (one && method === 'PUT') {
    expect(init?.headers).toMatchObject({ 'x-requested-with': 'fetch' });
    const body = init!.body as FormData;
    const parsed = new URL(url, 'http://localhost');
    if (uploadAnswer) return uploadAnswer(parsed, body);
    const language = decodeURIComponent(one[1]!);
    const saved = caption(language, parsed.searchParams.get('label')!, 3);
    tracks = [...tracks.filter((t) => t.language !== language), saved];
    return json(200, { caption: saved, message: 'Captions saved.' });
  }
  if (one && method === 'DELETE') {
    tracks = tracks.filter((t) => t.language !== decodeURIComponent(one[1]!));
    return json(200, { message: 'Captions deleted.' });
  }
  return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
}

const mutations = () => requests.filter((r) => r.method !== 'GET');

function session(role: Role): SessionResponse {
  return signedInSession({ id: '00000000-0000-4000-8000-000000000900', staffId: 'INS-001', fullName: 'Daniel Reyes', role });
}

function editLesson(role: Role = 'instructor', lessonId: string | null = LESSON) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session(role));
  render(
    <QueryClientProvider client={queryClient}>
      <LessonDialog courseId={COURSE} state={{ section: { id: SECTION, title: 'Basics' }, lessonId }} onClose={() => {}} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const captionsSection = async () =>
  within(await screen.findByRole('dialog', { name: /Lesson/ })).findByRole('region', { name: 'Captions' });

const vtt = (name = 'captions.vtt', size?: number) => {
  const file = new File(['WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'], name, { type: 'text/vtt' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  served = lesson('video');
  tracks = [caption('en', 'English', 42), caption('es', 'Español', 40)];
  requests = [];
  uploadAnswer = null;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('the lesson dialog’s captions', () => {
  it('lists the lesson’s tracks: label, language code and cue count', async () => {
    editLesson();
    const box = await captionsSection();
    const list = await within(box).findByRole('list', { name: 'Caption files' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('English');
    expect(items[0]!.textContent).toContain('en');
    expect(items[0]!.textContent).toContain('42 cues');
    expect(items[1]!.textContent).toContain('Español');
    expect(within(items[1]!).getByRole('button', { name: 'Replace Español captions' })).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Delete Español captions' })).toBeTruthy();
  });

  it('says so when there are none', async () => {
    tracks = [];
    editLesson();
    expect(await within(await captionsSection()).findByText('No captions yet.')).toBeTruthy();
  });

  it('uploads a file as multipart to the language’s address, with the label defaulted from the language, then lists it', async () => {
    tracks = [];
    const user = editLesson();
    const box = await captionsSection();
    await within(box).findByText('No captions yet.');

    await user.type(within(box).getByLabelText('Language'), 'pt-BR');
    expect((within(box).getByLabelText('Label') as HTMLInputElement).value).toBe('Português (Brasil)');
    const file = vtt('aula.vtt');
    await user.upload(within(box).getByLabelText('Caption file (.vtt or .srt)'), file);
    await user.click(within(box).getByRole('button', { name: 'Upload captions' }));

    expect(await screen.findByText('Captions saved.')).toBeTruthy();
    const [put] = mutations();
    expect(put!.method).toBe('PUT');
    const url = new URL(put!.url, 'http://localhost');
    expect(url.pathname).toBe(`${CAPTIONS}/pt-BR`);
    expect(url.searchParams.get('label')).toBe('Português (Brasil)');
    expect(put!.init!.body).toBeInstanceOf(FormData);
    expect((put!.init!.body as FormData).get('file')).toBe(file);

    // The list is fetched again and shows it; the form is empty for the next one.
    const list = await within(box).findByRole('list', { name: 'Caption files' });
    expect(within(list).getByText('Português (Brasil)')).toBeTruthy();
    expect((within(box).getByLabelText('Language') as HTMLInputElement).value).toBe('');
  });

  it('sends the label the instructor wrote instead of the default', async () => {
    const user = editLesson();
    const box = await captionsSection();
    await within(box).findByRole('list', { name: 'Caption files' });
    await user.type(within(box).getByLabelText('Language'), 'fr');
    const label = within(box).getByLabelText('Label');
    await user.clear(label);
    await user.type(label, 'French (Canada)');
    await user.upload(within(box).getByLabelText('Caption file (.vtt or .srt)'), vtt('fr.srt'));
    await user.click(within(box).getByRole('button', { name: 'Upload captions' }));

    await screen.findByText('Captions saved.');
    expect(new URL(mutations()[0]!.url, 'http://localhost').searchParams.get('label')).toBe('French (Canada)');
  });

  it('shows the server’s refusal (400) as it is, and keeps the form as it was', async () => {
    const message = 'Line 7: the cue ends (00:00:03.000) before it starts (00:00:05.000).';
    uploadAnswer = () => json(400, { error: { code: 'VALIDATION_ERROR', message } });
    const user = editLesson();
    const box = await captionsSection();
    await within(box).findByRole('list', { name: 'Caption files' });

    await user.type(within(box).getByLabelText('Language'), 'de');
    await user.upload(within(box).getByLabelText('Caption file (.vtt or .srt)'), vtt('de.vtt'));
    await user.click(within(box).getByRole('button', { name: 'Upload captions' }));

    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toContain('The captions were not uploaded');
    expect(alert.textContent).toContain(message);
    expect((within(box).getByLabelText('Language') as HTMLInputElement).value).toBe('de');
    expect((within(box).getByLabelText('Label') as HTMLInputElement).value).toBe('Deutsch');
    expect((within(box).getByLabelText('Caption file (.vtt or .srt)') as HTMLInputElement).files?.[0]?.name).toBe('de.vtt');
    expect(within(box).getByRole('button', { name: 'Upload captions' }).hasAttribute('disabled')).toBe(false);
  });

  it('disables Upload while the file is sent', async () => {
    let answer!: (r: Response) => void;
    uploadAnswer = null;
    const user = editLesson();
    const box = await captionsSection();
    await within(box).findByRole('list', { name: 'Caption files' });
    vi.mocked(fetch).mockImplementationOnce(
      (input, init) =>
        new Promise((resolve) => {
          requests.push({ method: init?.method ?? 'GET', url: String(input), init });
          answer = resolve;
        }),
    );
    await user.type(within(box).getByLabelText('Language'), 'it');
    await user.upload(within(box).getByLabelText('Caption file (.vtt or .srt)'), vtt('it.vtt'));
    await user.click(within(box).getByRole('button', { name: 'Upload captions' }));

    const sending = await within(box).findByRole('button', { name: 'Uploading…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    await act(async () => answer(json(200, { caption: caption('it', 'Italiano', 3), message: 'Captions saved.' })));
    expect(await screen.findByText('Captions saved.')).toBeTruthy();
  });

  it('refuses a 2 MB file and a bad language code in the browser, without a request', async () => {
    const user = editLesson();
    const box = await captionsSection();
    await within(box).findByRole('list', { name: 'Caption files' });

    await user.type(within(box).getByLabelText('Language'), 'en');
    await user.upload(within(box).getByLabelText('Caption file (.vtt or .srt)'), vtt('big.vtt', 2 * 1024 * 1024));
    await user.click(within(box).getByRole('button', { name: /Upload/ }));
    expect(await within(box).findByText(/a caption file may be at most 1 MB/)).toBeTruthy();
    expect(within(box).getByLabelText('Caption file (.vtt or .srt)').getAttribute('aria-invalid')).toBe('true');

    const language = within(box).getByLabelText('Language');
    await user.clear(language);
    await user.type(language, 'English!');
    await user.upload(within(box).getByLabelText('Caption file (.vtt or .srt)'), vtt('ok.vtt'));
    await user.click(within(box).getByRole('button', { name: /Upload/ }));
    expect(await within(box).findByText('Language must be a language code such as en or pt-BR')).toBeTruthy();
    expect(language.getAttribute('aria-invalid')).toBe('true');

    expect(mutations()).toEqual([]);
  });

  it('Replace fills the form with the track’s language and label, and moves to the file', async () => {
    const user = editLesson();
    const box = await captionsSection();
    await user.click(await within(box).findByRole('button', { name: 'Replace Español captions' }));
    expect((within(box).getByLabelText('Language') as HTMLInputElement).value).toBe('es');
    expect((within(box).getByLabelText('Label') as HTMLInputElement).value).toBe('Español');
    expect(document.activeElement).toBe(within(box).getByLabelText('Caption file (.vtt or .srt)'));
    expect(within(box).getByRole('heading', { name: 'Replace Español captions' })).toBeTruthy();
  });

  it('asks before deleting, then deletes', async () => {
    const user = editLesson();
    const box = await captionsSection();
    await user.click(await within(box).findByRole('button', { name: 'Delete Español captions' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete captions?' });
    expect(confirm.textContent).toContain('Español');
    expect(mutations()).toEqual([]);
    // Cancel keeps it.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mutations()).toEqual([]);

    await user.click(within(box).getByRole('button', { name: 'Delete Español captions' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Captions' }));
    expect(await screen.findByText('Captions deleted.')).toBeTruthy();
    expect(mutations()).toMatchObject([{ method: 'DELETE', url: `${CAPTIONS}/es` }]);
    const list = within(box).getByRole('list', { name: 'Caption files' });
    await waitFor(() => expect(within(list).queryByText('Español')).toBeNull());
    expect(within(list).getByText('English')).toBeTruthy();
  });

  it('shows the read-only subadmin the list, without upload, replace or delete', async () => {
    editLesson('subadmin');
    const box = await captionsSection();
    const list = await within(box).findByRole('list', { name: 'Caption files' });
    expect(within(list).getByText('English')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    expect(within(box).queryByLabelText('Caption file (.vtt or .srt)')).toBeNull();
  });

  it('is not there for a text lesson', async () => {
    served = lesson('text');
    editLesson();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lesson' });
    await within(dialog).findByDisplayValue('Welcome');
    expect(within(dialog).queryByRole('region', { name: 'Captions' })).toBeNull();
    expect(requests.some((r) => r.url === CAPTIONS)).toBe(false);
  });

  it('waits for a new lesson to be saved', async () => {
    const user = editLesson('instructor', null);
    const dialog = await screen.findByRole('dialog', { name: 'Add Lesson' });
    const type = within(dialog).getByLabelText('Content type');
    await user.selectOptions(type, 'video');
    const box = within(dialog).getByRole('region', { name: 'Captions' });
    expect(box.textContent).toContain('Captions can be added after you save the lesson.');
    expect(within(box).queryByLabelText('Language')).toBeNull();
  });
});
