import { WAIVER_REASON_MAX, waiveAssignmentInput, type ComplianceRow } from '@app/core';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useWaiveAssignment } from '../api/waive-assignment';

/** Waive one learner's assignment (admins): the reason is required and kept with it; the report refreshes. */
export function WaiveDialog({ row, onClose }: { row: ComplianceRow | null; onClose: () => void }) {
  const waive = useWaiveAssignment();
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && !waive.isPending && onClose()}>
      <DialogContent className="p-6">{row && <WaiveForm row={row} waive={waive} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function WaiveForm({ row, waive, onDone }: { row: ComplianceRow; waive: ReturnType<typeof useWaiveAssignment>; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = waiveAssignmentInput.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a reason.');
    setError(null);
    waive.mutate(
      { id: row.id, input: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'The assignment could not be waived. Please try again.')),
      },
    );
  };
  return (
    <>
      <DialogTitle className="pr-10">Waive assignment</DialogTitle>
      <DialogDescription className="mt-2 break-words">
        {row.learner.fullName} ({row.learner.staffId}) will no longer need to complete “{row.course.title}”. The reason is kept with the
        assignment.
      </DialogDescription>
      <form onSubmit={submit} noValidate className="mt-5">
        <FormField label="Reason" error={error ?? undefined} hint={`${reason.length}/${WAIVER_REASON_MAX}`}>
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              rows={3}
              maxLength={WAIVER_REASON_MAX}
              autoFocus
              placeholder="e.g. Completed the same training externally"
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={waive.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={waive.isPending}>
            {waive.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
            {waive.isPending ? 'Waiving…' : 'Waive'}
          </Button>
        </div>
      </form>
    </>
  );
}
