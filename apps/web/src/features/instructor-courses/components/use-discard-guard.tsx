import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * Asks before a dialog with unsaved changes closes (Escape, the close button, a click outside,
 * Cancel): nothing typed is lost by a slip. The form reports whether it has changes
 * (`onDirtyChange`); `requestClose` closes at once when it has none, else asks first.
 */
export function useDiscardGuard(onClose: () => void, what: string) {
  // A ref, not state: a key pressed right after typing must see the change even before React has
  // rendered the dialog again.
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const close = useCallback(() => {
    setAsking(false);
    dirty.current = false;
    onClose();
  }, [onClose]);
  const requestClose = useCallback(() => (dirty.current ? setAsking(true) : close()), [close]);
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
  return { onDirtyChange, requestClose, close, confirm };
}

/** Whether a form's working copy differs from where it started (or a file is still on its way). */
export const isDirty = <T,>(draft: T, baseline: T, uploading = false) => uploading || JSON.stringify(draft) !== JSON.stringify(baseline);
