import type { TranscodeStatus } from '@app/core';
import { AlertTriangle, CheckCircle2, Clock, LoaderCircle } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { STREAMING_STATE_LABELS } from '../../labels';

const chip =
  'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3';

/** Said when a failure came without its reason. */
export const NO_REASON = 'No reason was given.';

/**
 * A lesson row's compact streaming state: Queued, Processing 42% (with its bar), Streaming ready,
 * or Failed, whose reason shows on hover and focus (on a phone, the row shows it as text:
 * StreamingFailureNote) and which opens the lesson, where Retry is.
 */
export function StreamingChip({ streaming, lessonTitle, onOpen }: { streaming: TranscodeStatus; lessonTitle: string; onOpen: () => void }) {
  const label = STREAMING_STATE_LABELS[streaming.state];
  switch (streaming.state) {
    case 'queued':
      return (
        <span className={cn(chip, 'border-zinc-400/40 bg-zinc-500/15 text-zinc-200')}>
          <Clock aria-hidden />
          <span className="sr-only">Streaming copy:</span> {label}
        </span>
      );
    case 'processing':
      return (
        <span className={cn(chip, 'gap-1.5 border-blue-400/40 bg-blue-500/15 text-blue-100')}>
          <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
          <span className="sr-only">Streaming copy:</span> {label} <span className="tabular-nums">{streaming.progress}%</span>
          <span
            role="progressbar"
            aria-label={`Processing ${lessonTitle} for streaming`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={streaming.progress}
            className="h-1 w-10 overflow-hidden rounded-full bg-white/20"
          >
            <span className="block h-full rounded-full bg-blue-300 transition-[width]" style={{ width: `${streaming.progress}%` }} />
          </span>
        </span>
      );
    case 'ready':
      return (
        <span className={cn(chip, 'border-border font-medium text-zinc-300')}>
          <CheckCircle2 aria-hidden className="text-green-300" />
          {label}
        </span>
      );
    case 'failed': {
      const reason = streaming.error ?? NO_REASON;
      return (
        <TooltipProvider delayDuration={150}>
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                onClick={onOpen}
                className={cn(
                  chip,
                  'cursor-pointer border-red-400/60 bg-red-500/20 text-red-100 hover:bg-red-500/30 focus-visible:ring-2 focus-visible:ring-red-300 focus-visible:outline-none',
                )}
              >
                <AlertTriangle aria-hidden />
                <span className="sr-only">Streaming copy:</span> {label}
                {/* On a phone the row shows the reason as text; here it is for wider screens' readers. */}
                <span className="sr-only max-sm:hidden">: {reason} Open the lesson to retry.</span>
              </button>
            </TooltipTrigger>
            <TooltipContent side="top" className="max-w-xs text-left leading-snug whitespace-normal">
              {reason}
            </TooltipContent>
          </Tooltip>
        </TooltipProvider>
      );
    }
  }
}

/** On a phone (no hover), a failed file's reason, under the row's note. */
export function StreamingFailureNote({ streaming }: { streaming: TranscodeStatus }) {
  if (streaming.state !== 'failed') return null;
  return (
    <p className="mt-0.5 line-clamp-2 text-xs break-words text-red-200 sm:hidden">
      <span className="sr-only">Why processing failed: </span>
      {streaming.error ?? NO_REASON}
    </p>
  );
}
