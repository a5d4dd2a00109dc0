import { can, type TranscodeStatus } from '@app/core';
import { AlertCircle, AlertTriangle, CheckCircle2, Clock, LoaderCircle, RotateCcw } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useSession } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useRetryStreaming } from '../../api/retry-streaming';
import { NO_REASON } from './streaming-chip';

const ORIGINAL_MEANWHILE = 'Learners get the original file until processing finishes.';

/** The state in words, as the panel's heading line says it. */
function headline(s: TranscodeStatus): { text: string; icon: ReactNode; tone: string } {
  switch (s.state) {
    case 'queued':
      return { text: 'Queued for processing', icon: <Clock aria-hidden />, tone: 'text-zinc-100' };
    case 'processing':
      return {
        text: `Processing ${s.progress}%`,
        icon: <LoaderCircle aria-hidden className="motion-safe:animate-spin" />,
        tone: 'text-blue-100',
      };
    case 'ready':
      return { text: 'Streaming ready', icon: <CheckCircle2 aria-hidden className="text-green-300" />, tone: 'text-zinc-100' };
    case 'failed':
      return { text: 'Processing failed', icon: <AlertTriangle aria-hidden className="text-red-300" />, tone: 'text-red-100' };
  }
}

interface StreamingPanelProps {
  courseId: string;
  lessonId: string;
  streaming: TranscodeStatus;
  disabled?: boolean;
}

/**
 * Under the lesson dialog's current file: where its streaming copies stand, a failure's whole
 * reason and Retry (for whoever may change things: core's `can(user, 'write')`, not the read-only
 * subadmin), and what learners get meanwhile.
 */
export function StreamingPanel({ courseId, lessonId, streaming, disabled }: StreamingPanelProps) {
  const { user } = useSession();
  const mayRetry = can(user, 'write');
  const retry = useRetryStreaming(courseId);
  const [retryError, setRetryError] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { text, icon, tone } = headline(streaming);
  const sending = retry.isPending;

  const onRetry = () => {
    if (sending || disabled) return;
    setRetryError(null);
    retry.mutate(lessonId, {
      onSuccess: ({ message }) => {
        toast.success(message);
        // The button goes with the failure: the keyboard stays in the panel.
        panel.current?.focus();
      },
      onError: (error) => {
        const message = errorMessage(error, 'Please try again.');
        setRetryError(message);
        toast.error('Failed to retry processing', { description: message });
      },
    });
  };

  return (
    <div
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      role="group"
      className={cn(
        'grid gap-2 rounded-md border px-3 py-2.5 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        streaming.state === 'failed' ? 'border-red-400/50 bg-red-950/40' : 'border-border bg-black/25',
      )}
    >
      <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm [&_svg]:size-4 [&_svg]:shrink-0', tone)}>
        {icon}
        <span id={headingId} className="font-semibold">
          Streaming copy:
        </span>
        <span>{text}</span>
      </p>
      {/* Announced when the state changes (not at every percent). */}
      <p role="status" className="sr-only">
        {streaming.state === 'processing' ? 'Processing' : text}
      </p>
      {streaming.state === 'processing' && <Progress value={streaming.progress} label="Processing for streaming" className="h-2" />}
      {streaming.state === 'failed' && (
        <>
          <p className="text-sm break-words text-red-100">
            <span className="sr-only">Reason: </span>
            {streaming.error ?? NO_REASON}
          </p>
          {mayRetry && (
            <div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={onRetry}
                aria-disabled={sending || disabled || undefined}
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                {sending ? <LoaderCircle aria-hidden className="animate-spin" /> : <RotateCcw aria-hidden />}
                {sending ? 'Retrying…' : 'Retry'}
              </Button>
            </div>
          )}
        </>
      )}
      {retryError && streaming.state === 'failed' && (
        <Alert variant="destructive" role="alert" className="py-2">
          <AlertCircle aria-hidden />
          <AlertTitle>Could not retry</AlertTitle>
          <AlertDescription>{retryError}</AlertDescription>
        </Alert>
      )}
      <p className="text-xs text-muted-foreground">
        {streaming.state === 'ready'
          ? 'Learners now stream it in the quality that suits their connection.'
          : streaming.state === 'failed'
            ? 'Learners get the original file until processing succeeds.'
            : ORIGINAL_MEANWHILE}
      </p>
    </div>
  );
}

/** A new video or audio file, not saved yet: processing starts with the save. */
export function StreamingPendingNote() {
  return <p className="text-xs text-muted-foreground">Processing for streaming starts when you save the lesson. {ORIGINAL_MEANWHILE}</p>;
}
