import { continueLesson, MESSAGES, type LessonContent, type PlayerResponse } from '@app/core';
import { CheckCircle2 } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LessonIcon, lessonDuration } from '@/features/courses';
import { useBrowserSetting } from '@/hooks/use-browser-setting';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCaptionCues } from '../api/get-caption-cues';
import { useCompleteLesson } from '../api/complete-lesson';
import { useLesson } from '../api/get-lesson';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useCaptions } from '../hooks/use-captions';
import { usePlaybackRate } from '../hooks/use-playback-rate';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import type { MediaControls } from '../media-controls';
import type { PlayerLessonItem } from '../selection';
import { CaptionOverlay } from './caption-overlay';
import { LessonBody, Stage } from './lesson-body';
import { LessonToolbar } from './lesson-toolbar';
import { LessonError, LockedNotice } from './lesson-notices';
import { NeighbourLink } from './neighbour-link';
import { TranscriptPanel } from './transcript-panel';

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
const parseFlag = (stored: string) => (stored === 'true' ? true : stored === 'false' ? false : null);

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
  const playFrom = useCallback((seconds: number) => media.current?.playFrom(seconds), []);

  const [mediaEl, setMediaEl] = useState<HTMLMediaElement | null>(null);
  const captions = useCaptions(lesson);
  const [transcriptWanted, setTranscriptWanted] = useBrowserSetting<boolean>('learnflix.transcript', parseFlag, false);
  // Captions are ours to show over our own player only (not over a hosted video).
  const captioned = Boolean(lesson && isMedia(lesson.contentType) && mediaEl && captions.tracks.length > 0);
  const transcriptOpen = captioned && transcriptWanted;
  const captionCues = useCaptionCues(captioned && captions.track ? captions.track.url : null);

  usePlayerShortcuts({
    media,
    toggleFullscreen: fullscreen.toggle,
    openHelp: () => setHelpOpen(true),
    toggleCaptions: captioned ? captions.toggle : null,
    toggleTranscript: captioned ? () => setTranscriptWanted(!transcriptWanted) : null,
  });

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
  const length = lessonDuration(item);

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
              {length && <span className="tabular-nums">{length}</span>}
            </span>
            {isCompleted && (
              <Badge variant="success">
                <CheckCircle2 aria-hidden /> Completed
              </Badge>
            )}
          </p>
        </div>
        <LessonToolbar
          media={Boolean(mediaLesson)}
          rate={rate}
          onRate={setRate}
          captions={captioned ? captions : null}
          transcriptOpen={transcriptOpen}
          onTranscript={setTranscriptWanted}
          helpOpen={helpOpen}
          onHelp={setHelpOpen}
          fullscreen={fullscreen.active}
          onFullscreen={fullscreen.toggle}
        />
      </header>

      <div className={cn(fullscreen.active ? 'flex min-h-0 flex-1 flex-col xl:flex-row' : transcriptOpen && 'xl:flex')}>
        <Stage type={item.contentType} fullscreen={fullscreen.active} hasContent={Boolean(lesson)} className="xl:min-w-0 xl:flex-1">
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
              onMediaElement={setMediaEl}
              onComplete={markComplete}
              onReload={onReload}
            />
          )}
          {captioned && captions.language && captionCues.data && (
            <CaptionOverlay media={mediaEl} cues={captionCues.data} language={captions.language} large={fullscreen.active} />
          )}
        </Stage>
        {transcriptOpen && (
          // Under the video (a sheet on a phone), beside it on a wide screen, as tall as the video.
          <div className="h-[min(22rem,45svh)] shrink-0 border-t border-border xl:relative xl:h-auto xl:w-80 xl:border-t-0 xl:border-l">
            <TranscriptPanel
              captions={captions}
              media={mediaEl}
              onPlayFrom={playFrom}
              onClose={() => setTranscriptWanted(false)}
              className="size-full xl:absolute xl:inset-0"
            />
          </div>
        )}
      </div>

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
