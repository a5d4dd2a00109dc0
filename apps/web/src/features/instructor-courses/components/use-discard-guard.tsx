import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * Asks before a dialog with unsaved changes closes (Escape, the close button, a click outside,
 * Cancel): nothing typed is lost by a slip. The form reports whether it has changes
 * (`onDirtyChange`); `requestClose` closes at once when it has none, else asks first.
 */
export function useDiscardGuard(onClose: () => void, what: string) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => {
    setAsking(false);
    setDirty(false);
    onClose();
  }, [onClose]);
  const requestClose = useCallback(() => (dirty ? setAsking(true) : close()), [dirty, close]);
  const confirm = (
    <ConfirmDialog
      open={asking}
      title="Discard your changes?"
      description={`What you typed in this ${what} has not been saved. If you close it, it is lost.`}
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onConfirm={close}
      onClose={() => setAsking(false)}
    />
  );
  return { onDirtyChange: setDirty, requestClose, close, confirm };
}

/** Whether a form's working copy differs from where it started (or a file is still on its way). */
export const isDirty = <T,>(draft: T, baseline: T, uploading = false) => uploading || JSON.stringify(draft) !== JSON.stringify(baseline);
