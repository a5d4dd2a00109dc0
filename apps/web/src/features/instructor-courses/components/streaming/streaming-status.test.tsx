// A lesson file's streaming state in the Curriculum Builder's rows and in the lesson dialog, and
// Retry for a failed one: each state as it shows (text, progress bar, reason), Retry's success
// (the toast from the answer, the new state at once, disabled while sending) and its refusal
// (409: said in the dialog and in a toast, the lesson fetched again), and no Retry for the
// read-only subadmin. The server is a fake `fetch`; react-query, the dialog and sonner are real.
import type { AuthoringCurriculum, AuthoringLesson, EditableLesson, Role, SessionResponse, TranscodeStatus } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/session-key';
import { authoringCourseKeys } from '../../api/keys';
import { STREAMING_POLL_MS } from '../../api/streaming-poll';
import { CurriculumBuilder } from '../curriculum/curriculum-builder';
import { LessonDialog } from '../lesson-dialog/lesson-dialog';
import { signedInSession } from '@/test/session-user';

const COURSE = '00000000-0000-4000-8000-000000000000';
const SECTION = '00000000-0000-4000-8000-000000000001';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const REASON = 'The file ends early: only 4 s of its 14 s could be read. Upload it again.';

const status = (state: TranscodeStatus['state'], progress = 0): TranscodeStatus => ({
  state,
  progress,
  error: state === 'failed' ? REASON : null,
});

function lesson(
  n: number,
  title: string,
  streaming: TranscodeStatus | null,
  contentType: AuthoringLesson['contentType'] = 'video',
): EditableLesson {
  return {
    id: uuid(n),
    sectionId: SECTION,
    title,
    description: null,
    contentType,
    videoUrl: null,
    file: { id: uuid(100 + n), name: `${title}.${contentType === 'pdf' ? 'pdf' : 'mp4'}`, size: 165_396, mimeType: 'video/mp4', streaming },
    durationMinutes: 1,
    isFree: false,
    orderIndex: n,
    quizId: null,
    content: null,
  };
}

function curriculumOf(lessons: EditableLesson[]): AuthoringCurriculum {
  return {
    courseId: COURSE,
    version: 'v1',
    sections: [
      {
        id: SECTION,
        title: 'Basics',
        description: null,
        isPublished: true,
        orderIndex: 0,
        lessons: lessons.map(({ content: _content, ...row }) => row),
      },
    ],
  };
}

// --- The fake server ---------------------------------------------------------------------------

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the server holds: each lesson by id. */
let lessons: Map<string, EditableLesson>;
let lessonGets: number;
let curriculumGets: number;
let retries: { lessonId: string; answer: (status: number, body: unknown) => Promise<void> }[];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url === `/api/instructor/courses/${COURSE}/curriculum`) {
    curriculumGets++;
    return json(200, curriculumOf([...lessons.values()]));
  }
  const one = /^\/api\/instructor\/lessons\/([0-9a-f-]+)(\/streaming\/retry)?$/.exec(url);
  if (one && method === 'GET' && !one[2]) {
    lessonGets++;
    const found = lessons.get(one[1]!);
    return found ? json(200, { lesson: found }) : json(404, { error: { code: 'NOT_FOUND', message: 'Lesson not found' } });
  }
  if (one && method === 'POST' && one[2]) {
    expect(init?.headers).toMatchObject({ 'x-requested-with': 'fetch' });
    return new Promise((resolve) => {
      retries.push({
        lessonId: one[1]!,
        answer: async (status, body) => {
          await act(async () => resolve(json(status, body)));
        },
      });
    });
  }
  return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
}

function session(role: Role): SessionResponse {
  return signedInSession({ id: uuid(900), staffId: 'INS-001', fullName: 'Daniel Reyes', role });
}

function renderWith(ui: React.ReactNode, role: Role = 'instructor') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session(role));
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup({ delay: null }) };
}

const editLesson = (l: EditableLesson, role?: Role) =>
  renderWith(
    <LessonDialog courseId={COURSE} state={{ section: { id: SECTION, title: 'Basics' }, lessonId: l.id }} onClose={() => {}} />,
    role,
  );

const dialog = () => screen.getByRole('dialog', { name: 'Edit Lesson' });
const panel = async () =>
  within(await screen.findByRole('dialog', { name: 'Edit Lesson' })).findByRole('group', { name: 'Streaming copy:' });

beforeEach(() => {
  lessons = new Map();
  lessonGets = 0;
  curriculumGets = 0;
  retries = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  // The dialog's switch measures itself; jsdom has no ResizeObserver.
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
  // sonner keeps its toasts in module state and shows the undismissed ones to the next Toaster.
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
});

const serve = (...ls: EditableLesson[]) => ls.forEach((l) => lessons.set(l.id, l));

// --- The Curriculum Builder's rows -------------------------------------------------------------

describe('the curriculum’s lesson rows', () => {
  const row = (title: string) => screen.getByRole('button', { name: `Move lesson ${title}` }).closest('li')!;

  it('show each state compactly: Queued, Processing with its percentage and bar, Streaming ready, Failed with its reason', async () => {
    serve(
      lesson(1, 'Welcome', status('queued')),
      lesson(2, 'Setup', status('processing', 42)),
      lesson(3, 'Tour', status('ready', 100)),
      lesson(4, 'Broken', status('failed')),
      lesson(5, 'Handout', null, 'pdf'),
    );
    renderWith(<CurriculumBuilder courseId={COURSE} />);
    await screen.findByRole('heading', { name: /Basics/ });

    expect(within(row('Welcome')).getByText('Queued')).toBeTruthy();
    expect(row('Welcome').textContent).toContain('Streaming copy: Queued');

    expect(row('Setup').textContent).toContain('Processing 42%');
    const bar = within(row('Setup')).getByRole('progressbar', { name: 'Processing Setup for streaming' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');

    expect(within(row('Tour')).getByText('Streaming ready')).toBeTruthy();
    expect(within(row('Tour')).queryByRole('progressbar')).toBeNull();

    // Failed: a control whose name carries the reason (hover and focus show it too), and the reason
    // as text for a phone, where nothing hovers.
    const failed = within(row('Broken')).getByRole('button', { name: /^Streaming copy: Failed/ });
    expect(failed.textContent).toContain(REASON);
    expect(within(row('Broken')).getByText(REASON, { selector: 'p' })).toBeTruthy();

    // A PDF gets no streaming copy: nothing is said.
    for (const word of ['Queued', 'Processing', 'Streaming ready', 'Failed']) expect(row('Handout').textContent).not.toContain(word);
  });

  it('opens the lesson, where Retry is, from a failed state, by the keyboard', async () => {
    serve(lesson(4, 'Broken', status('failed')));
    const { user } = renderWith(<CurriculumBuilder courseId={COURSE} />);
    await screen.findByRole('heading', { name: /Basics/ });

    within(row('Broken'))
      .getByRole('button', { name: /^Streaming copy: Failed/ })
      .focus();
    await user.keyboard('{Enter}');

    expect(await within(await panel()).findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('refresh every few seconds while a file is queued or processing, and stop once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve(lesson(1, 'Setup', status('processing', 10)), lesson(2, 'Tour', status('ready', 100)));
      renderWith(<CurriculumBuilder courseId={COURSE} />);
      await waitFor(() => expect(row('Setup').textContent).toContain('Processing 10%'));
      expect(curriculumGets).toBe(1);

      serve(lesson(1, 'Setup', status('processing', 60)));
      await act(() => vi.advanceTimersByTimeAsync(STREAMING_POLL_MS));
      await waitFor(() => expect(row('Setup').textContent).toContain('Processing 60%'));
      expect(curriculumGets).toBe(2);

      serve(lesson(1, 'Setup', status('ready', 100)));
      await act(() => vi.advanceTimersByTimeAsync(STREAMING_POLL_MS));
      await waitFor(() => expect(within(row('Setup')).getByText('Streaming ready')).toBeTruthy());
      expect(curriculumGets).toBe(3);

      // Nothing in progress any more: no more requests, however long the page stays open.
      await act(() => vi.advanceTimersByTimeAsync(STREAMING_POLL_MS * 5));
      expect(curriculumGets).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('do not refresh a curriculum with nothing in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve(lesson(1, 'Tour', status('ready', 100)), lesson(2, 'Broken', status('failed')));
      renderWith(<CurriculumBuilder courseId={COURSE} />);
      await waitFor(() => expect(within(row('Tour')).getByText('Streaming ready')).toBeTruthy());
      await act(() => vi.advanceTimersByTimeAsync(STREAMING_POLL_MS * 5));
      expect(curriculumGets).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

// --- The lesson dialog -------------------------------------------------------------------------

describe('the lesson dialog', () => {
  it.each([
    ['queued', status('queued'), 'Queued for processing', 'Learners get the original file until processing finishes.'],
    ['processing', status('processing', 57), 'Processing 57%', 'Learners get the original file until processing finishes.'],
    ['ready', status('ready', 100), 'Streaming ready', 'Learners now stream it in the quality that suits their connection.'],
    ['failed', status('failed'), 'Processing failed', 'Learners get the original file until processing succeeds.'],
  ])('shows a %s file’s state under the current file, and what learners get meanwhile', async (state, streaming, headline, meanwhile) => {
    const l = lesson(1, 'Welcome', streaming);
    serve(l);
    editLesson(l);

    const box = await panel();
    expect(box.textContent).toContain(`Streaming copy:${headline}`);
    expect(within(box).getByText(meanwhile)).toBeTruthy();
    expect(within(dialog()).getByText('Welcome.mp4')).toBeTruthy();
    const bar = within(box).queryByRole('progressbar', { name: 'Processing for streaming' });
    expect(bar?.getAttribute('aria-valuenow') ?? null).toBe(state === 'processing' ? '57' : null);
    expect(within(box).queryByText(REASON) !== null).toBe(state === 'failed');
    expect(within(box).queryByRole('button', { name: 'Retry' }) !== null).toBe(state === 'failed');
  });

  it('follows the open lesson’s file every few seconds while it is processed, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const l = lesson(1, 'Welcome', status('queued'));
      serve(l);
      editLesson(l);
      expect((await panel()).textContent).toContain('Queued for processing');
      expect(lessonGets).toBe(1);

      serve({ ...l, file: { ...l.file!, streaming: status('processing', 80) } });
      await act(() => vi.advanceTimersByTimeAsync(STREAMING_POLL_MS));
      await waitFor(async () => expect((await panel()).textContent).toContain('Processing 80%'));

      serve({ ...l, file: { ...l.file!, streaming: status('ready', 100) } });
      await act(() => vi.advanceTimersByTimeAsync(STREAMING_POLL_MS));
      await waitFor(async () => expect((await panel()).textContent).toContain('Streaming ready'));
      const asked = lessonGets;
      await act(() => vi.advanceTimersByTimeAsync(STREAMING_POLL_MS * 5));
      expect(lessonGets).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing of streaming for a file that gets no streaming copy (a PDF)', async () => {
    const l = lesson(1, 'Handout', null, 'pdf');
    serve(l);
    editLesson(l);
    await within(await screen.findByRole('dialog', { name: 'Edit Lesson' })).findByText('Handout.pdf');
    expect(within(dialog()).queryByText(/Streaming copy/)).toBeNull();
  });

  it('Retry: disabled while it is sent, then the answer’s toast, the new state in the dialog and in the curriculum', async () => {
    const l = lesson(1, 'Broken', status('failed'));
    serve(l);
    const { user, queryClient } = editLesson(l);
    queryClient.setQueryData(authoringCourseKeys.curriculum(COURSE), curriculumOf([l]));

    await user.click(await within(await panel()).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retries).toHaveLength(1));
    expect(retries[0]!.lessonId).toBe(l.id);
    const sending = within(dialog()).getByRole('button', { name: 'Retrying…' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    await user.click(sending);
    expect(retries).toHaveLength(1);

    const queued = { ...l, file: { ...l.file!, streaming: status('queued') } };
    await retries[0]!.answer(200, { lesson: queued, message: 'Processing the file again.' });

    expect(await screen.findByText('Processing the file again.')).toBeTruthy();
    const box = await panel();
    expect(box.textContent).toContain('Streaming copy:Queued for processing');
    expect(within(box).queryByRole('button', { name: /Retry/ })).toBeNull();
    // The keyboard stays in the panel the button left.
    expect(document.activeElement).toBe(box);
    const row = queryClient.getQueryData<AuthoringCurriculum>(authoringCourseKeys.curriculum(COURSE))!.sections[0]!.lessons[0]!;
    expect(row.file?.streaming).toEqual(status('queued'));
    // Not a curriculum change: the version stays.
    expect(queryClient.getQueryData<AuthoringCurriculum>(authoringCourseKeys.curriculum(COURSE))!.version).toBe('v1');
  });

  it('Retry refused (409): says why in the dialog and in a toast, fetches the lesson again, and can be tried again', async () => {
    const l = lesson(1, 'Broken', status('failed'));
    serve(l);
    const { user } = editLesson(l);

    await user.click(await within(await panel()).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retries).toHaveLength(1));
    const before = lessonGets;
    const message = 'Only a file whose processing failed can be retried.';
    await retries[0]!.answer(409, { error: { code: 'CONFLICT', message } });

    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Could not retry');
    expect(alert.textContent).toContain(message);
    expect(await screen.findByText('Failed to retry processing')).toBeTruthy();
    await waitFor(() => expect(lessonGets).toBe(before + 1));
    const again = within(dialog()).getByRole('button', { name: 'Retry' });
    expect(again.getAttribute('aria-disabled')).toBeNull();
  });

  it('Retry refused because it moved on meanwhile: the refetched state replaces the failure', async () => {
    const l = lesson(1, 'Broken', status('failed'));
    serve(l);
    const { user } = editLesson(l);

    await user.click(await within(await panel()).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retries).toHaveLength(1));
    serve({ ...l, file: { ...l.file!, streaming: status('processing', 5) } });
    await retries[0]!.answer(409, { error: { code: 'CONFLICT', message: 'Only a file whose processing failed can be retried.' } });

    expect(await screen.findByText('Failed to retry processing')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('group', { name: 'Streaming copy:' }).textContent ?? '').includes('Processing 5%')).toBe(true),
    );
    expect(within(dialog()).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers no Retry to the read-only subadmin (core’s can(user, "write")), but shows the reason', async () => {
    const l = lesson(1, 'Broken', status('failed'));
    serve(l);
    editLesson(l, 'subadmin');

    const box = await panel();
    expect(within(box).getByText(REASON)).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
