import { LoaderCircle, Trash2, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** What goes with it, or why it cannot go (the server's refusal). */
  children?: React.ReactNode;
  confirmLabel: string;
  /** What the confirm button looks like: a deletion by default; an action that can be undone (archiving) is not red. */
  confirmIcon?: LucideIcon;
  confirmVariant?: 'destructive' | 'default';
  /** The button that keeps things as they are ('Cancel'). */
  cancelLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  /** Something the confirmation still needs (a choice in `children`). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before something is deleted or discarded: Cancel has the focus, the destructive button says what it does. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  confirmIcon: ConfirmIcon = Trash2,
  confirmVariant = 'destructive',
  cancelLabel = 'Cancel',
  pendingLabel = 'Deleting...',
  pending = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="p-6" role="alertdialog">
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={pending || confirmDisabled}>
            {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <ConfirmIcon aria-hidden />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
