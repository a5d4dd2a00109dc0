// The open lesson's content by its kind (media, PDF, text, quiz), in a stage sized for it.
import { MESSAGES, type LessonContent, type LessonStream } from '@app/core';
import { FileWarning } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { preloadHls } from '@/lib/hls';
import { cn } from '@/lib/utils';
import type { ControlsCallback } from '../media-controls';
import { mediaPlayback } from '../playback';
import { FileMedia } from './file-media';
import { VimeoVideo, YouTubeVideo } from './hosted-video';
import { PdfLesson } from './pdf-lesson';
import { QuizLessonView } from './quiz-lesson-view';

// The markdown renderer and sanitizer load with the first text lesson, not with the player.
const TextLesson = lazy(() => import('./text-lesson'));
// A streamed lesson's player (its controls, quality menu, seek previews) and hls.js load side by
// side with the first streamed lesson, not with the player.
const StreamMedia = lazy(() => {
  preloadHls();
  return import('./stream-media').then((module) => ({ default: module.StreamMedia }));
});

/** The lesson's content area, sized for its kind (and filling the window in fullscreen). */
export function Stage({
  type,
  fullscreen,
  hasContent,
  className,
  children,
}: {
  type: LessonContent['contentType'];
  fullscreen: boolean;
  hasContent: boolean;
  className?: string;
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
  return <div className={cn('relative bg-black/30', size, className)}>{children}</div>;
}

interface LessonBodyProps {
  lesson: LessonContent;
  /** Where 'Continue Learning' goes after a quiz lesson. */
  continueId: string | null;
  courseId: string;
  preview: boolean;
  rate: number;
  onControls: ControlsCallback;
  /** Our own player's media element (a file or a stream; not a hosted video's), for the captions. */
  onMediaElement: (el: HTMLMediaElement | null) => void;
  onComplete: () => void;
  onReload: () => void;
}

export function LessonBody({
  lesson,
  continueId,
  courseId,
  preview,
  rate,
  onControls,
  onMediaElement,
  onComplete,
  onReload,
}: LessonBodyProps) {
  const record = !preview;
  // The lesson plays what it had when it opened: a stream that becomes ready while its file plays
  // waits for the next opening, and a stream's newer links (a refetch signs them anew) keep it.
  const [openedWith, setOpenedWith] = useState<LessonStream | null>(lesson.stream);
  if (openedWith && lesson.stream && lesson.stream !== openedWith) setOpenedWith(lesson.stream);
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
        onElement: onMediaElement,
        onEnded: onComplete,
      };
      const playback = mediaPlayback(lesson, openedWith);
      switch (playback.kind) {
        case 'stream':
          return (
            <Suspense fallback={<MediaLoading kind={kind} />}>
              <StreamMedia {...common} kind={kind} stream={playback.stream} />
            </Suspense>
          );
        case 'file':
          return <FileMedia {...common} kind={kind} src={playback.src} />;
        case 'youtube':
          return <YouTubeVideo key={playback.url} {...common} url={playback.url} videoId={playback.videoId} />;
        case 'vimeo':
          return <VimeoVideo key={playback.url} {...common} url={playback.url} videoId={playback.videoId} />;
        case 'elsewhere':
          return (
            <ContentNotAvailable>
              This {kind} plays on another site:{' '}
              <a href={playback.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-text underline">
                open it in a new tab
              </a>
              , then use Mark Complete.
            </ContentNotAvailable>
          );
        case 'none':
          return <ContentNotAvailable />;
      }
      break;
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

function MediaLoading({ kind }: { kind: 'video' | 'audio' }) {
  return (
    <div className="grid size-full place-items-center bg-black">
      <Spinner label={`Loading ${kind}`} />
    </div>
  );
}

export function ContentNotAvailable({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex size-full min-h-64 flex-col items-center justify-center gap-3 p-8 text-center">
      <FileWarning aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-lg font-bold text-white">{MESSAGES.lessonNotFound}</p>
      <p className="max-w-md text-sm text-zinc-300">{children ?? 'This lesson has no content yet. Please check back later.'}</p>
    </div>
  );
}
