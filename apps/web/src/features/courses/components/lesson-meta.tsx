import { formatLessonDuration, plural, type ContentType, type CourseDetail } from '@app/core';
import { FileQuestion, FileText, Headphones, File, Lock, PlayCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const ICONS = { video: PlayCircle, pdf: FileText, audio: Headphones, quiz: FileQuestion } as const;
const NAMES = { video: 'Video', pdf: 'PDF', audio: 'Audio', quiz: 'Quiz', text: 'Reading' } as const;

/** The lesson's kind as an icon (video, pdf, audio, quiz; anything else a plain page) with its name for screen readers. */
export function LessonIcon({ type, className }: { type: ContentType; className?: string }) {
  const Icon = type in ICONS ? ICONS[type as keyof typeof ICONS] : File;
  return (
    <>
      <Icon aria-hidden className={className ?? 'size-4 shrink-0 text-muted-foreground'} />
      <span className="sr-only">{NAMES[type]}:</span>
    </>
  );
}

/** '12:00', '1:05:00', or 'N questions' for quiz lessons (spec section 9); null for a lesson without a length. */
export function lessonDuration(lesson: { contentType: ContentType; durationMinutes: number; questionCount: number | null }): string | null {
  if (lesson.contentType === 'quiz') return plural(lesson.questionCount ?? 0, 'question');
  return formatLessonDuration(lesson.durationMinutes);
}

type CurriculumLessonItem = CourseDetail['sections'][number]['lessons'][number];

/**
 * One lesson of a course's curriculum, as a visitor sees it: kind, title, Free or locked, length.
 * `compact` (the preview dialog) keeps a long title to two lines so that the lock and the length
 * stay on a phone's screen.
 */
export function CurriculumLesson({ lesson, compact = false }: { lesson: CurriculumLessonItem; compact?: boolean }) {
  const duration = lessonDuration(lesson);
  return (
    <li className={cn('flex items-center text-sm', compact ? 'gap-2 px-3 py-2' : 'gap-3 px-4 py-2.5')}>
      <LessonIcon type={lesson.contentType} />
      <span className={cn('min-w-0 flex-1 text-zinc-200', compact && 'line-clamp-2 break-words')}>{lesson.title}</span>
      {lesson.isFree && <Badge variant="success">Free</Badge>}
      {lesson.isLocked && (
        <>
          <Lock aria-hidden className={cn('text-muted-foreground', compact ? 'size-3.5' : 'size-4')} />
          <span className="sr-only">Locked</span>
        </>
      )}
      {/* The column keeps its width on the course page, so the lengths below it stay aligned. */}
      {(duration || !compact) && (
        <span className={cn('shrink-0 text-xs text-muted-foreground tabular-nums', !compact && 'w-20 text-right')}>{duration}</span>
      )}
    </li>
  );
}
