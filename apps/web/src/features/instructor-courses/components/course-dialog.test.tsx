// Create Course in its dialog: the form refuses what the contract refuses (each field says why, the
// first one gets the focus, nothing is sent), sends what was typed in the contract's shape, keeps
// the draft when the server refuses, and asks before closing on unsaved changes (useDiscardGuard).
// The server is a fake `fetch`; react-query, the dialogs and sonner are the real ones.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseDialog, type CourseDialogState } from './course-dialog';

const CATEGORY = '00000000-0000-4000-8000-0000000000c1';
const COURSE = '00000000-0000-4000-8000-0000000000a1';

let posts: unknown[];
let answer: (body: unknown) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url === '/api/categories')
    return json(200, {
      categories: [
        { id: CATEGORY, name: 'Programming' },
        { id: '00000000-0000-4000-8000-0000000000c2', name: 'Design' },
      ],
    });
  if (method === 'POST' && url === '/api/instructor/courses') {
    const body: unknown = JSON.parse(String(init?.body));
    posts.push(body);
    return answer(body);
  }
  return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
}

const created = (body: Record<string, unknown>) =>
  json(201, {
    message: 'Course created successfully',
    course: {
      ...body,
      id: COURSE,
      status: 'draft',
      thumbnailSrc: null,
      instructorId: null,
      version: 'v1',
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
    },
  });

function renderDialog() {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  function Page() {
    const [state, setState] = useState<CourseDialogState>({ mode: 'create' });
    return (
      <CourseDialog
        state={state}
        onCreated={onCreated}
        onClose={() => {
          onClose();
          setState(null);
        }}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onClose, onCreated };
}

const dialog = () => screen.getByRole('dialog', { name: 'Create Course' });
const field = (label: string) => within(dialog()).getByLabelText(label);

beforeEach(() => {
  posts = [];
  answer = (body) => created(body as Record<string, unknown>);
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  // sonner keeps its toasts in module state and shows the undismissed ones to the next Toaster.
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('Create Course', () => {
  it('refuses a form with missing fields: says what each needs, focuses the first, sends nothing', async () => {
    const { user } = renderDialog();
    await user.type(field('Short description'), 'Short');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Course' }));

    expect(within(dialog()).getByText('Title is required')).toBeTruthy();
    expect(within(dialog()).getByText('Description is required')).toBeTruthy();
    expect(within(dialog()).getByText('Category is required')).toBeTruthy();
    expect(within(dialog()).queryByText('Short description is required')).toBeNull();
    expect(within(dialog()).getByText('Fix the highlighted fields to save.')).toBeTruthy();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(field('Short description').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Title'));
    expect(posts).toEqual([]);

    // Fixing a field clears its message as it is typed.
    await user.type(field('Title'), 'Rust');
    expect(within(dialog()).queryByText('Title is required')).toBeNull();
  });

  it('sends what was typed in the shape the contract takes, then closes', async () => {
    const { user, onClose, onCreated } = renderDialog();
    await user.type(field('Title'), ' Rust 1 ');
    await user.type(field('Short description'), 'Borrow');
    await user.type(field('Full description'), 'Long');
    await user.clear(field('Price (USD)'));
    await user.type(field('Price (USD)'), '19.99');
    await user.clear(field('Duration (hours)'));
    await user.type(field('Duration (hours)'), '12');
    await waitFor(() => expect(within(field('Category')).getByRole('option', { name: 'Programming' })).toBeTruthy());
    await user.selectOptions(field('Category'), 'Programming');
    await user.selectOptions(field('Level'), 'intermediate');
    await user.type(field('What you will learn'), 'Own{Enter}{Enter} Life ');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Course' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts).toEqual([
      {
        title: ' Rust 1 ',
        shortDescription: 'Borrow',
        description: 'Long',
        categoryId: CATEGORY,
        price: 19.99,
        level: 'intermediate',
        durationHours: 12,
        thumbnailUrl: null,
        thumbnailFileId: null,
        whatYouWillLearn: ['Own', 'Life'],
        requirements: [],
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ message: 'Course created successfully' }));
    expect(await screen.findByText('Course created successfully')).toBeTruthy();
    // Saved: closing asked nothing.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    answer = () => json(400, { error: { code: 'VALIDATION_ERROR', message: 'Category does not exist' } });
    const { user, onClose } = renderDialog();
    await user.type(field('Title'), 'Rust');
    await user.type(field('Short description'), 'Short');
    await user.type(field('Full description'), 'Long');
    await waitFor(() => expect(within(field('Category')).getByRole('option', { name: 'Design' })).toBeTruthy());
    await user.selectOptions(field('Category'), 'Design');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Course' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('The course was not created')).toBeTruthy();
    expect(within(alert).getByText('Category does not exist')).toBeTruthy();
    expect(await screen.findByText('Failed to create course')).toBeTruthy();
    expect((field('Title') as HTMLInputElement).value).toBe('Rust');
    expect(posts).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('closing with unsaved changes', () => {
  it('closes at once when nothing was typed', async () => {
    const { user, onClose } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks first; "Keep editing" keeps the text, "Discard changes" closes', async () => {
    const { user, onClose } = renderDialog();
    await user.type(field('Title'), 'Half');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(within(ask).getByText('What you typed in this course has not been saved. If you close it, it is lost.')).toBeTruthy();
    // The safe choice has the focus: Enter right after Escape loses nothing.
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Keep editing' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((field('Title') as HTMLInputElement).value).toBe('Half');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([]);
  });

  it('asks nothing once the text is back to where it started', async () => {
    const { user, onClose } = renderDialog();
    await user.type(field('Title'), 'x');
    await user.clear(field('Title'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
