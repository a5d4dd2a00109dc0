// Reordering the curriculum (useReorder, through the builder's Move menus driven by the keyboard):
// the order shown changes at once, one PUT carries the whole order with the version last
// confirmed, moves made during a save are merged into the next request, and a refusal puts back
// what the server last confirmed, with a toast (a 409 also reloads the curriculum).
// The server is a fake `fetch`; everything else (react-query, the menus, sonner) is the real thing.
import type { AuthoringCurriculum, AuthoringSection } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authoringCourseKeys } from '../../api/keys';
import { CurriculumBuilder } from './curriculum-builder';
import { moveSection } from './reorder';
import { useReorder } from './use-reorder';

const COURSE = '00000000-0000-4000-8000-000000000000';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function section(n: number, title: string, lessons: [number, string][]): AuthoringSection {
  return {
    id: uuid(n),
    title,
    description: null,
    isPublished: true,
    orderIndex: n,
    lessons: lessons.map(([id, lessonTitle], i) => ({
      id: uuid(id),
      sectionId: uuid(n),
      title: lessonTitle,
      description: null,
      contentType: 'text',
      videoUrl: null,
      file: null,
      durationMinutes: 5,
      isFree: false,
      orderIndex: i,
      quizId: null,
    })),
  };
}

const curriculum = (version: string, sections: AuthoringSection[]): AuthoringCurriculum => ({ courseId: COURSE, version, sections });
const intro = section(1, 'Intro', [
  [11, 'Welcome'],
  [12, 'Setup'],
  [13, 'Tour'],
]);
const basics = section(2, 'Basics', [[21, 'Variables']]);
const extras = section(3, 'Extras', []);

// --- The fake server ---------------------------------------------------------------------------

interface Put {
  body: { version: string; sections: { id: string; lessonIds: string[] }[] };
  /** Answers the request: a status and a body. */
  answer: (status: number, body: unknown) => Promise<void>;
}

let served: AuthoringCurriculum;
let gets: number;
let puts: Put[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url === `/api/instructor/courses/${COURSE}/curriculum`) {
    gets++;
    return json(200, served);
  }
  if (method === 'PUT' && url === `/api/instructor/courses/${COURSE}/curriculum/order`) {
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', 'x-requested-with': 'fetch' });
    return new Promise((resolve) => {
      puts.push({
        body: JSON.parse(String(init?.body)) as Put['body'],
        answer: async (status, body) => {
          await act(async () => resolve(json(status, body)));
        },
      });
    });
  }
  // Whatever else the page refreshes after a save (overview, lists): not this test's concern.
  return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
}

// --- The page ----------------------------------------------------------------------------------

function renderBuilder() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CurriculumBuilder courseId={COURSE} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** The order on screen: each section with its lessons, e.g. 'Intro: Welcome, Setup'. */
function shown(): string[] {
  const sections = within(screen.getByRole('list', { name: 'Sections' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent!.replace(/^Section \d+:\s*/, ''));
  return sections.map((title) => {
    const lessons = within(screen.getByRole('list', { name: `Lessons of ${title}` }))
      .queryAllByRole('button', { name: /^Move lesson / })
      .map((b) => b.getAttribute('aria-label')!.replace('Move lesson ', ''));
    return `${title}: ${lessons.join(', ')}`;
  });
}

/** Opens an item's Actions menu from the keyboard and picks `item` with the arrow keys and Enter. */
async function chooseWithKeyboard(user: ReturnType<typeof userEvent.setup>, menu: string, item: string) {
  screen.getByRole('button', { name: menu }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('menu');
  for (let i = 0; i < 10 && document.activeElement?.textContent?.trim() !== item; i++) await user.keyboard('{ArrowDown}');
  expect(document.activeElement?.textContent?.trim()).toBe(item);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

const order = (...sections: [AuthoringSection, number[]][]) => sections.map(([s, lessons]) => ({ id: s.id, lessonIds: lessons.map(uuid) }));

beforeEach(() => {
  served = curriculum('v1', [intro, basics, extras]);
  gets = 0;
  puts = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  // sonner keeps its toasts in module state and shows the undismissed ones to the next Toaster.
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('reordering the curriculum', () => {
  it('shows a move at once and saves the whole order in one request with the version it was read at', async () => {
    const user = renderBuilder();
    await screen.findByRole('heading', { name: /Intro/ });
    expect(shown()).toEqual(['Intro: Welcome, Setup, Tour', 'Basics: Variables', 'Extras: ']);

    await chooseWithKeyboard(user, 'Actions for section Intro', 'Move down');

    expect(shown()).toEqual(['Basics: Variables', 'Intro: Welcome, Setup, Tour', 'Extras: ']);
    expect(screen.getByText('Saving order…')).toBeTruthy();
    expect(screen.getByText('Section Intro moved to position 2 of 3.')).toBeTruthy();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      version: 'v1',
      sections: order([basics, [21]], [intro, [11, 12, 13]], [extras, []]),
    });

    await puts[0]!.answer(200, { version: 'v2', message: 'Order saved' });

    await waitFor(() => expect(screen.queryByText('Saving order…')).toBeNull());
    expect(shown()).toEqual(['Basics: Variables', 'Intro: Welcome, Setup, Tour', 'Extras: ']);
    // Saved as shown: nothing to refetch, and no toast (a reorder is quiet when it works).
    expect(gets).toBe(1);
    expect(screen.queryByText('Failed to save the new order')).toBeNull();
  });

  it('merges the moves made while a save is on its way into one next request, with the version that save returned', async () => {
    const user = renderBuilder();
    await screen.findByRole('heading', { name: /Intro/ });

    await chooseWithKeyboard(user, 'Actions for lesson Welcome', 'Move down');
    await waitFor(() => expect(puts).toHaveLength(1));
    // Two more moves while the first save is pending: Welcome goes to the end of Intro, then into Basics.
    await chooseWithKeyboard(user, 'Actions for lesson Welcome', 'Move down');
    await chooseWithKeyboard(user, 'Actions for lesson Welcome', 'Move down');
    expect(shown()).toEqual(['Intro: Setup, Tour', 'Basics: Welcome, Variables', 'Extras: ']);
    expect(puts).toHaveLength(1);

    await puts[0]!.answer(200, { version: 'v2', message: 'Order saved' });
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toEqual({
      version: 'v2',
      sections: order([intro, [12, 13]], [basics, [11, 21]], [extras, []]),
    });
    await puts[1]!.answer(200, { version: 'v3', message: 'Order saved' });
    await waitFor(() => expect(screen.queryByText('Saving order…')).toBeNull());
    expect(puts).toHaveLength(2);
    expect(shown()).toEqual(['Intro: Setup, Tour', 'Basics: Welcome, Variables', 'Extras: ']);
  });

  it('puts back the last confirmed order when a save fails, with a toast, and drops the moves queued behind it', async () => {
    const user = renderBuilder();
    await screen.findByRole('heading', { name: /Intro/ });

    // A first move saved (v2), then a second refused while a third waits behind it.
    await chooseWithKeyboard(user, 'Actions for section Extras', 'Move up');
    await waitFor(() => expect(puts).toHaveLength(1));
    await puts[0]!.answer(200, { version: 'v2', message: 'Order saved' });
    await chooseWithKeyboard(user, 'Actions for lesson Tour', 'Move up');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body.version).toBe('v2');
    await chooseWithKeyboard(user, 'Actions for section Basics', 'Move up');
    expect(shown()).toEqual(['Intro: Welcome, Tour, Setup', 'Basics: Variables', 'Extras: ']);

    await puts[1]!.answer(500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });

    expect(await screen.findByText('Failed to save the new order')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    // Back to the order the server confirmed (the first move), not to the page's first state.
    expect(shown()).toEqual(['Intro: Welcome, Setup, Tour', 'Extras: ', 'Basics: Variables']);
    await waitFor(() => expect(screen.queryByText('Saving order…')).toBeNull());
    // The move queued behind the refused one is not sent, and a server error does not reload.
    expect(puts).toHaveLength(2);
    expect(gets).toBe(1);
  });

  it('on a 409 (changed in another tab) puts the order back, says why, and shows what the server holds now', async () => {
    const user = renderBuilder();
    await screen.findByRole('heading', { name: /Intro/ });

    await chooseWithKeyboard(user, 'Actions for section Basics', 'Move up');
    await waitFor(() => expect(puts).toHaveLength(1));
    // Meanwhile another tab added a section.
    served = curriculum('v9', [intro, basics, extras, section(4, 'Added elsewhere', [])]);
    const message =
      'The curriculum changed after you loaded it (in another tab or by someone else). It has been reloaded: make your change again.';
    await puts[0]!.answer(409, { error: { code: 'CONFLICT', message } });

    expect(await screen.findByText('Failed to save the new order')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(shown()).toEqual(['Intro: Welcome, Setup, Tour', 'Basics: Variables', 'Extras: ', 'Added elsewhere: ']));
    expect(gets).toBe(2);

    // The next move is sent with the reloaded version.
    await chooseWithKeyboard(user, 'Actions for section Intro', 'Move down');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body.version).toBe('v9');
    await puts[1]!.answer(200, { version: 'v10', message: 'Order saved' });
  });

  it('offers no move that would change nothing, and sends nothing', async () => {
    const user = renderBuilder();
    await screen.findByRole('heading', { name: /Intro/ });

    screen.getByRole('button', { name: 'Actions for section Intro' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    screen.getByRole('button', { name: 'Actions for lesson Welcome' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(await screen.findByRole('menu'))
        .getByRole('menuitem', { name: 'Move up' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await user.keyboard('{Escape}');

    expect(puts).toHaveLength(0);
    expect(screen.queryByText('Saving order…')).toBeNull();
  });
});

describe('useReorder', () => {
  it('answers false and sends nothing for an order that did not change (a drop where the drag began), true for a move', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(authoringCourseKeys.curriculum(COURSE), served);
    const { result } = renderHook(() => useReorder(COURSE), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });

    let moved: boolean | undefined;
    act(() => {
      moved = result.current.apply(served.sections.map((s) => ({ ...s, lessons: [...s.lessons] })));
    });
    expect(moved).toBe(false);
    expect(result.current.saving).toBe(false);

    act(() => {
      moved = result.current.apply(moveSection(served.sections, 2, 0));
    });
    expect(moved).toBe(true);
    expect(result.current.saving).toBe(true);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body.sections.map((s) => s.id)).toEqual([extras.id, intro.id, basics.id]);
    await puts[0]!.answer(200, { version: 'v2', message: 'Order saved' });
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(queryClient.getQueryData(authoringCourseKeys.curriculum(COURSE))).toMatchObject({ version: 'v2' });
  });
});
