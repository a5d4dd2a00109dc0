import { continueLesson, MESSAGES, videoKind, vimeoId, youtubeId, type LessonContent, type PlayerResponse } from '@app/core';
import { AlertCircle, CheckCircle2, ChevronLeft, ChevronRight, FileWarning, Lock, Maximize, Minimize, RotateCcw } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { LessonIcon, lessonDuration } from '@/features/courses';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCompleteLesson } from '../api/complete-lesson';
import { useLesson } from '../api/get-lesson';
import { useFullscreen } from '../hooks/use-fullscreen';
import { PLAYBACK_RATES, usePlaybackRate } from '../hooks/use-playback-rate';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import type { ControlsCallback, MediaControls } from '../media-controls';
import { lessonHref, type PlayerLessonItem } from '../selection';
import { FileMedia } from './file-media';
import { VimeoVideo, YouTubeVideo } from './hosted-video';
import { PdfLesson } from './pdf-lesson';
import { QuizLessonView } from './quiz-lesson-view';
import { ShortcutsHelp } from './shortcuts-help';

// The markdown renderer and sanitizer load with the first text lesson, not with the player.
const TextLesson = lazy(() => import('./text-lesson'));

export interface LessonViewerProps {
  player: PlayerResponse;
  item: PlayerLessonItem;
  /** 1-based place in the course, and the section it is in. */
  number: number;
  sectionTitle: string;
  prev: PlayerLessonItem | null;
  next: PlayerLessonItem | null;
  /** Move focus to the lesson title once shown (after the learner picked a lesson). */
  focusTitle: boolean;
  /** The player's data changed on the server (a quiz was passed): reload it. */
  onReload: () => void;
}

type Completion = 'end' | 'button' | 'button-or-end' | 'click-or-button' | 'quiz';

/** How each lesson completes (spec section 4). */
function completionOf(lesson: LessonContent): Completion {
  switch (lesson.contentType) {
    case 'video':
    case 'audio':
      // Our own file: watched to the end. An external address: Mark Complete or the end.
      return lesson.mediaUrl ? 'end' : 'button-or-end';
    case 'pdf':
      return 'button';
    case 'text':
      return 'click-or-button';
    case 'quiz':
      return 'quiz';
  }
}

const isMedia = (type: LessonContent['contentType']) => type === 'video' || type === 'audio';

/** The open lesson: its content, its completion, speed, shortcuts, fullscreen, and the way on. */
export function LessonViewer({ player, item, number, sectionTitle, prev, next, focusTitle, onReload }: LessonViewerProps) {
  const preview = player.mode === 'preview';
  const content = useLesson(item.isLocked ? null : item.id);
  const lesson = content.data;
  const sectionRef = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(sectionRef);
  const media = useRef<MediaControls | null>(null);
  const [rate, setRate] = usePlaybackRate();
  const [helpOpen, setHelpOpen] = useState(false);
  const complete = useCompleteLesson(player.course.id);
  const { mutate: completeLesson } = complete; // stable, unlike the result object
  const requested = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const onControls = useCallback((controls: MediaControls | null) => {
    media.current = controls;
  }, []);

  usePlayerShortcuts({ media, toggleFullscreen: fullscreen.toggle, openHelp: () => setHelpOpen(true) });

  // Another lesson: it may be completed in its turn. (The viewer stays mounted so that
  // fullscreen survives moving on to the next lesson.)
  useEffect(() => {
    requested.current = false;
  }, [item.id]);

  useEffect(() => {
    if (!focusTitle) return;
    titleRef.current?.focus({ preventScroll: true });
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 64 || top > window.innerHeight * 0.6) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [focusTitle, item.id]);

  const isCompleted = item.isCompleted || Boolean(lesson?.isCompleted);

  const markComplete = useCallback(() => {
    if (preview || isCompleted || requested.current) return;
    requested.current = true;
    const courseWasDone = player.enrollment?.status === 'completed';
    completeLesson(item.id, {
      onSuccess: (result) => {
        toast.success(result.message || MESSAGES.lessonCompleted);
        if (!courseWasDone && result.enrollmentStatus === 'completed') toast.success('Course completed! Your certificate is ready.');
      },
      onError: (error) => {
        requested.current = false;
        console.error('Marking the lesson complete failed:', error);
        toast.error(errorMessage(error, 'Could not mark the lesson complete. Please try again.'));
      },
    });
  }, [preview, isCompleted, player.enrollment?.status, completeLesson, item.id]);

  const completion = lesson ? completionOf(lesson) : null;
  const showButton =
    !preview && !isCompleted && (completion === 'button' || completion === 'button-or-end' || completion === 'click-or-button');
  const mediaLesson = lesson && isMedia(lesson.contentType);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="lesson-title"
      className={cn(
        'scroll-mt-20 overflow-hidden rounded-xl border border-border bg-card shadow-2xl shadow-black/40',
        fullscreen.active && 'fixed inset-0 z-50 flex flex-col rounded-none border-0',
      )}
    >
      <header className="flex flex-col gap-x-4 gap-y-2 border-b border-border px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Lesson {number} of {player.totalLessons} · {sectionTitle}
          </p>
          <h2 id="lesson-title" ref={titleRef} tabIndex={-1} className="mt-0.5 text-lg font-bold text-white outline-none sm:text-xl">
            {item.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <LessonIcon type={item.contentType} className="size-3.5 shrink-0" />
              <span className="tabular-nums">{lessonDuration(item)}</span>
            </span>
            {isCompleted && (
              <Badge variant="success">
                <CheckCircle2 aria-hidden /> Completed
              </Badge>
            )}
          </p>
        </div>
        <div className="-mr-1 flex shrink-0 items-center justify-end gap-1">
          {mediaLesson && (
            <label className="mr-1 flex items-center gap-2 text-xs text-muted-foreground">
              Speed
              <NativeSelect
                value={String(rate)}
                onChange={(e) => setRate(Number(e.target.value))}
                className="h-8 w-[4.75rem] py-1 text-xs md:text-xs"
              >
                {PLAYBACK_RATES.map((r) => (
                  <option key={r} value={r}>
                    {r}x
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={fullscreen.toggle}
            aria-label={fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'}
            title={fullscreen.active ? 'Exit fullscreen (Esc)' : 'Fullscreen (F)'}
          >
            {fullscreen.active ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          </Button>
        </div>
      </header>

      <Stage type={item.contentType} fullscreen={fullscreen.active} hasContent={Boolean(lesson)}>
        {item.isLocked ? (
          <LockedNotice nextLessonId={player.nextLessonId} />
        ) : content.isPending ? (
          <div className="grid size-full min-h-64 place-items-center">
            <p className="flex flex-col items-center gap-3 text-sm text-muted-foreground">
              <Spinner label="Loading lesson" />
              Loading...
            </p>
          </div>
        ) : content.isError ? (
          <LessonError error={content.error} nextLessonId={player.nextLessonId} onRetry={() => void content.refetch()} />
        ) : (
          <LessonBody
            key={content.data.id}
            lesson={content.data}
            continueId={continueLesson(player.sections, item.id)}
            courseId={player.course.id}
            preview={preview}
            rate={rate}
            onControls={onControls}
            onComplete={markComplete}
            onReload={onReload}
          />
        )}
      </Stage>

      <footer className={cn('border-t border-border px-4 py-3 sm:px-5', fullscreen.active && 'shrink-0')}>
        <div className="flex flex-wrap items-center gap-3">
          <div className="mr-auto flex flex-wrap items-center gap-3 text-sm">
            {showButton && (
              <Button onClick={markComplete} disabled={complete.isPending}>
                <CheckCircle2 aria-hidden /> {complete.isPending ? 'Saving...' : 'Mark Complete'}
              </Button>
            )}
            {!preview && !isCompleted && completion && !showButton && completion !== 'quiz' && (
              <span className="text-muted-foreground">Completes when you reach the end.</span>
            )}
            {!preview && !isCompleted && completion === 'click-or-button' && (
              <span className="hidden text-muted-foreground sm:inline">or click anywhere in the text</span>
            )}
            {preview && <span className="text-amber-200">{MESSAGES.previewNotRecorded}</span>}
          </div>
          <nav aria-label="Lesson navigation" className="flex items-center gap-2">
            <NeighbourLink lesson={prev} direction="prev" />
            <NeighbourLink lesson={next} direction="next" />
          </nav>
        </div>
        {lesson?.description && !fullscreen.active && (
          <p className="mt-3 text-sm whitespace-pre-line text-zinc-300">{lesson.description}</p>
        )}
      </footer>
    </section>
  );
}

/** The lesson's content area, sized for its kind (and filling the window in fullscreen). */
function Stage({
  type,
  fullscreen,
  hasContent,
  children,
}: {
  type: LessonContent['contentType'];
  fullscreen: boolean;
  hasContent: boolean;
  children: React.ReactNode;
}) {
  const size = fullscreen
    ? 'min-h-0 flex-1 overflow-auto'
    : type === 'video'
      ? 'aspect-video max-h-[75svh] w-full'
      : type === 'audio'
        ? 'h-72'
        : type === 'pdf'
          ? 'h-[75svh] min-h-[420px]'
          : type === 'text' && hasContent
            ? ''
            : 'min-h-80';
  return <div className={cn('relative bg-black/30', size)}>{children}</div>;
}

interface LessonBodyProps {
  lesson: LessonContent;
  /** Where 'Continue Learning' goes after a quiz lesson. */
  continueId: string | null;
  courseId: string;
  preview: boolean;
  rate: number;
  onControls: ControlsCallback;
  onComplete: () => void;
  onReload: () => void;
}

function LessonBody({ lesson, continueId, courseId, preview, rate, onControls, onComplete, onReload }: LessonBodyProps) {
  const record = !preview;
  switch (lesson.contentType) {
    case 'video':
    case 'audio': {
      const kind = lesson.contentType;
      const common = {
        lessonId: lesson.id,
        title: lesson.title,
        resumeAt: lesson.positionSeconds,
        record,
        rate,
        onControls,
        onEnded: onComplete,
      };
      if (lesson.mediaUrl) return <FileMedia {...common} kind={kind} src={lesson.mediaUrl} />;
      const url = lesson.videoUrl;
      const hosted = url ? videoKind(url) : null;
      if (url && hosted === 'youtube') return <YouTubeVideo key={url} {...common} url={url} videoId={youtubeId(url)!} />;
      if (url && hosted === 'vimeo') return <VimeoVideo key={url} {...common} url={url} videoId={vimeoId(url)!} />;
      if (url && hosted === 'file') return <FileMedia {...common} kind={kind} src={url} />;
      if (url)
        return (
          <ContentNotAvailable>
            This {kind} plays on another site:{' '}
            <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-text underline">
              open it in a new tab
            </a>
            , then use Mark Complete.
          </ContentNotAvailable>
        );
      return <ContentNotAvailable />;
    }
    case 'pdf':
      return lesson.mediaUrl ? <PdfLesson title={lesson.title} src={lesson.mediaUrl} size={lesson.fileSize} /> : <ContentNotAvailable />;
    case 'text':
      return (
        <Suspense
          fallback={
            <div className="grid min-h-64 place-items-center">
              <Spinner label="Loading lesson" />
            </div>
          }
        >
          <TextLesson title={lesson.title} content={lesson.content} onRead={onComplete} />
        </Suspense>
      );
    case 'quiz':
      return (
        <QuizLessonView
          lessonId={lesson.id}
          quizId={lesson.quizId}
          courseId={courseId}
          continueId={continueId}
          preview={preview}
          onCompleted={onReload}
        />
      );
  }
}

function ContentNotAvailable({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex size-full min-h-64 flex-col items-center justify-center gap-3 p-8 text-center">
      <FileWarning aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-lg font-bold text-white">{MESSAGES.lessonNotFound}</p>
      <p className="max-w-md text-sm text-zinc-300">{children ?? 'This lesson has no content yet. Please check back later.'}</p>
    </div>
  );
}

function LockedNotice({ nextLessonId }: { nextLessonId: string | null }) {
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

function LessonError({ error, nextLessonId, onRetry }: { error: Error; nextLessonId: string | null; onRetry: () => void }) {
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

function NeighbourLink({ lesson, direction }: { lesson: PlayerLessonItem | null; direction: 'prev' | 'next' }) {
  if (!lesson) return null;
  const label = direction === 'prev' ? 'Previous' : 'Next lesson';
  const icon = direction === 'prev' ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />;
  if (lesson.isLocked)
    return (
      // Reachable by keyboard so the reason can be heard, as in the lesson list; it opens nothing.
      <Button
        variant="secondary"
        size="sm"
        aria-disabled="true"
        className="cursor-not-allowed opacity-60"
        onClick={() => toast.info(MESSAGES.lessonLocked)}
      >
        <Lock aria-hidden /> {label}
        <span className="sr-only">, locked</span>
      </Button>
    );
  return (
    <Button asChild variant={direction === 'next' ? 'light' : 'secondary'} size="sm">
      <Link to={lessonHref(lesson.id)} aria-label={`${label}: ${lesson.title}`}>
        {direction === 'prev' && icon}
        {label}
        {direction === 'next' && icon}
      </Link>
    </Button>
  );
}
