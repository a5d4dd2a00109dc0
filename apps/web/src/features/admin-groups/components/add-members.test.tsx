// Add members in its dialog: the pasted Staff IDs are read (any separator, each once) and sent in the
// contract's shape; what is no Staff ID is named and nothing is sent; the server's answer stays on
// screen with the Staff IDs not found and those already in the group, and "Correct and add again"
// offers the ones not found; a refusal shows in the dialog and the pasted list stays.
// The server is a fake `fetch`; react-query, the dialog and sonner are the real ones.
import type { AddGroupMembersResponse, AdminGroupRow } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddMembersDialog } from './add-members-dialog';

const GROUP: AdminGroupRow = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Finance',
  memberCount: 4,
  createdAt: '2026-05-01T00:00:00.000Z',
};
const PATH = `/api/admin/groups/${GROUP.id}/members`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let posts: unknown[];

beforeEach(() => {
  posts = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The server answers a POST of the members with `answer`, and notes the body. */
function serverAnswers(answer: (staffIds: string[]) => Response) {
  fetchMock.mockImplementation((input, init) => {
    if (String(input) === PATH && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { staffIds: string[] };
      posts.push(body);
      return Promise.resolve(answer(body.staffIds));
    }
    return Promise.resolve(json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }));
  });
}

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddMembersDialog open group={GROUP} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add members' });
  return { user: userEvent.setup({ delay: null }), onClose, dialog, field: within(dialog).getByLabelText('Staff IDs') };
}

describe('AddMembersDialog', () => {
  it('sends the pasted Staff IDs once each and shows what the server did, naming those not found', async () => {
    serverAnswers(() =>
      json(200, {
        group: { ...GROUP, memberCount: 5 },
        added: 1,
        alreadyMembers: ['INS-001'],
        unknown: ['GHOST-9'],
        message: 'Added 1 member; 1 already in the group; 1 Staff ID not found.',
      } satisfies AddGroupMembersResponse),
    );
    const { user, dialog, field, onClose } = renderDialog();
    expect(document.activeElement).toBe(field);

    await user.paste('STU-001, stu-001\nINS-001\t GHOST-9\n\n');
    expect(within(dialog).getByText(/^3 Staff IDs to add\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Members' }));

    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('Added 1 member; 1 already in the group; 1 Staff ID not found.');
    expect(status.textContent).toContain('“Finance” now has 5 members.');
    expect(posts).toEqual([{ staffIds: ['STU-001', 'INS-001', 'GHOST-9'] }]);

    const notFound = within(dialog).getByRole('list', { name: 'Not found (1)' });
    expect(
      within(notFound)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GHOST-9']);
    const already = within(dialog).getByRole('list', { name: 'Already in the group (1)' });
    expect(
      within(already)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['INS-001']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Done' }));

    // The Staff IDs not found come back, to be corrected.
    await user.click(within(dialog).getByRole('button', { name: 'Correct and add again' }));
    expect((within(dialog).getByLabelText('Staff IDs') as HTMLTextAreaElement).value).toBe('GHOST-9');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names what is no Staff ID, and sends nothing', async () => {
    serverAnswers(() => json(500, {}));
    const { user, dialog, field } = renderDialog();
    await user.paste('STU-001\nJohn+Smith');
    await user.click(within(dialog).getByRole('button', { name: 'Add Members' }));

    const error = within(dialog).getByText(/^This is not a Staff ID: “John\+Smith”\./);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Add Members' }));
    expect(within(dialog).getByText('Enter at least one Staff ID.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal in the dialog and keeps the pasted list', async () => {
    serverAnswers(() => json(404, { error: { code: 'NOT_FOUND', message: 'Group not found' } }));
    const { user, dialog, field } = renderDialog();
    await user.paste('STU-001 STU-002');
    await user.click(within(dialog).getByRole('button', { name: 'Add Members' }));

    await waitFor(() => expect(within(dialog).getByText('Group not found')).toBeTruthy());
    expect((field as HTMLTextAreaElement).value).toBe('STU-001 STU-002');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
