import { LoaderCircle, Save } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';

interface NameDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  label: string;
  /** The name as it is (rename), or '' (create). */
  initial: string;
  /** The contract's rule for the name, checked as it is typed. */
  rule: z.ZodType<string>;
  max: number;
  submitLabel: string;
  /** What to say when the server gives no reason. */
  failed: string;
  pending: boolean;
  /** Sends the checked name; calls back with the server's message or its refusal. */
  onSave: (name: string, done: { onSuccess: (r: { message: string }) => void; onError: (e: unknown) => void }) => void;
}

/**
 * Create or rename something that has a unique name (a category, a group). The name is checked with
 * the server's own rule as it is typed; the server's refusal (a name taken in any letter case, a
 * record renamed meanwhile) shows under the field, and what was typed stays.
 */
export function NameDialog(props: NameDialogProps) {
  const { open, onClose, title, description, label, initial, rule, max, submitLabel, failed, pending, onSave } = props;
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const checked = rule.safeParse(name);
  const localError = touched && !checked.success ? checked.error.issues[0]?.message : undefined;

  const close = () => {
    if (pending) return;
    onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!checked.success) return;
    setServerError(null);
    onSave(checked.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => setServerError(errorMessage(error, failed)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="p-6">
        <form onSubmit={submit} noValidate>
          <DialogTitle className="pr-10">{title}</DialogTitle>
          <DialogDescription className="mt-2 break-words">{description}</DialogDescription>
          <FormField
            label={label}
            className="mt-5"
            error={localError ?? serverError ?? undefined}
            hint={`At most ${max} characters, unique whatever the letter case.`}
          >
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={max + 20}
                autoComplete="off"
                autoFocus
                onChange={(e) => {
                  setName(e.target.value);
                  setServerError(null);
                }}
                onBlur={() => setTouched(true)}
              />
            )}
          </FormField>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
              {pending ? 'Saving...' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
