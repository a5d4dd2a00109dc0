import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation through the router's blocker,
 * reloads and closing the tab through `beforeunload`. A router honours one blocker at a time, so
 * this lives in its own component that a host which guards itself simply does not render.
 */
export function NavigationGuard({ dirty }: { dirty: boolean }) {
  const guarding = useRef(dirty);
  // A layout effect: a save that turns `dirty` off inside flushSync must let the very next navigation through.
  useLayoutEffect(() => {
    guarding.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return <UnsavedChangesDialog blocker={blocker} />;
}

/** The confirmation shown while a navigation waits on unsaved changes. */
function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent className="p-6">
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription className="mt-2">
          Your changes to this quiz have not been saved. They will be lost if you leave.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => blocker.reset?.()} autoFocus>
            Stay on this page
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
