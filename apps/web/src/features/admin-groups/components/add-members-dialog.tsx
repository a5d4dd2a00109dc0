import { GROUP_ADD_MAX, plural, type AddGroupMembersResponse, type AdminGroupRow, MESSAGES } from '@app/core';
import { LoaderCircle, UserPlus } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useAddGroupMembers } from '../api/add-group-members';
import { parseStaffIds, staffIdsProblem } from '../staff-ids';
import { AddMembersResult } from './add-members-result';

const HOW = `One per line, or separated by commas or spaces. At most ${GROUP_ADD_MAX} at a time.`;

/**
 * Add members: the admin pastes Staff IDs (a column from a spreadsheet, a list from an email). What
 * is no Staff ID is named before anything is sent; the server's answer then stays on screen: how
 * many were added, the Staff IDs of no account (typos) and those already in the group. "Add more"
 * offers the Staff IDs not found again, to correct them.
 */
export function AddMembersDialog({ group, open, onClose }: { group: AdminGroupRow; open: boolean; onClose: () => void }) {
  const add = useAddGroupMembers();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [result, setResult] = useState<AddGroupMembersResponse | null>(null);
  const pasted = parseStaffIds(text);
  const problem = staffIdsProblem(pasted);
  const count = pasted.staffIds.length;

  const close = () => {
    if (add.isPending) return;
    onClose();
  };
  const again = () => {
    setText(result ? result.unknown.join('\n') : '');
    setTouched(false);
    setResult(null);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    setServerError(null);
    add.mutate(
      { id: group.id, staffIds: pasted.staffIds },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (error) => setServerError(errorMessage(error, MESSAGES.groupMembersAddFailed)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="p-6">
        <DialogTitle className="pr-10">Add members</DialogTitle>
        <DialogDescription className="mt-2 break-words">
          {result ? `What adding to “${group.name}” did.` : `Paste the Staff IDs of the people to add to “${group.name}”.`}
        </DialogDescription>
        {result ? (
          <>
            <div className="mt-5">
              <AddMembersResult result={result} />
            </div>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={again}>
                {result.unknown.length > 0 ? 'Correct and add again' : 'Add more'}
              </Button>
              <Button type="button" onClick={onClose} autoFocus>
                Done
              </Button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <FormField
              label="Staff IDs"
              className="mt-5"
              error={(touched ? problem : null) ?? serverError ?? undefined}
              hint={count > 0 ? `${plural(count, 'Staff ID')} to add. ${HOW}` : HOW}
            >
              {(control) => (
                <Textarea
                  {...control}
                  value={text}
                  rows={8}
                  autoFocus
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  placeholder={'STU-001\nSTU-002\nINS-014'}
                  className="font-mono"
                  onChange={(e) => {
                    setText(e.target.value);
                    setServerError(null);
                  }}
                  onBlur={() => {
                    if (text.trim()) setTouched(true);
                  }}
                />
              )}
            </FormField>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={close} disabled={add.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <UserPlus aria-hidden />}
                {add.isPending ? 'Adding...' : 'Add Members'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
