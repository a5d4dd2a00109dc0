// What the player shows instead of a lesson it cannot show: locked, or failed to load.
import { MESSAGES } from '@app/core';
import { AlertCircle, Lock, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { lessonHref } from '../selection';
import { ContentNotAvailable } from './lesson-body';

export function LockedNotice({ nextLessonId }: { nextLessonId: string | null }) {
  return (
    <div className="flex size-full min-h-64 flex-col items-center justify-center gap-3 p-8 text-center">
      <span aria-hidden className="grid size-14 place-items-center rounded-full bg-white/5 ring-1 ring-white/10">
        <Lock className="size-7 text-muted-foreground" />
      </span>
      <p className="text-lg font-bold text-white">This lesson is locked</p>
      <p className="max-w-md text-sm text-zinc-300">{MESSAGES.lessonLocked}</p>
      {nextLessonId && (
        <Button asChild className="mt-2">
          <Link to={lessonHref(nextLessonId)}>Go to your next lesson</Link>
        </Button>
      )}
    </div>
  );
}

export function LessonError({ error, nextLessonId, onRetry }: { error: Error; nextLessonId: string | null; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === 'LESSON_LOCKED') return <LockedNotice nextLessonId={nextLessonId} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <ContentNotAvailable />;
  return (
    <div role="alert" className="flex size-full min-h-64 flex-col items-center justify-center gap-3 p-8 text-center">
      <AlertCircle aria-hidden className="size-10 text-red-300" />
      <p className="text-lg font-bold text-white">Error: {error.message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden /> Try again
      </Button>
    </div>
  );
}
