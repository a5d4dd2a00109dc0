import { CheckCircle2, CloudOff, LoaderCircle, RefreshCw } from 'lucide-react';
import type { SaveStatus } from '../answer-saver';

const TEXT: Record<SaveStatus, string> = {
  idle: 'Answers save as you go',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved yet: retrying…',
  offline: 'Offline: answers kept on this device',
  closed: '',
};

/** Where the answers are, politely announced: saving, saved, or kept here while the server is unreachable. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const problem = status === 'retrying' || status === 'offline';
  return (
    <p
      aria-live="polite"
      className={problem ? 'flex items-center gap-1.5 text-xs text-amber-200' : 'flex items-center gap-1.5 text-xs text-muted-foreground'}
    >
      {status === 'saving' && <LoaderCircle aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" />}
      {status === 'saved' && <CheckCircle2 aria-hidden className="size-3.5 text-green-300" />}
      {status === 'retrying' && <RefreshCw aria-hidden className="size-3.5" />}
      {status === 'offline' && <CloudOff aria-hidden className="size-3.5" />}
      <span>{TEXT[status]}</span>
    </p>
  );
}
