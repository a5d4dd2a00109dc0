import { formatLessonDuration, plural, type ContentType } from '@app/core';
import { FileQuestion, FileText, Headphones, File, PlayCircle } from 'lucide-react';

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

/** '12:00', '1:05:00', or 'N questions' for quiz lessons (spec section 9). */
export function lessonDuration(lesson: { contentType: ContentType; durationMinutes: number; questionCount: number | null }): string {
  if (lesson.contentType === 'quiz') return plural(lesson.questionCount ?? 0, 'question');
  return formatLessonDuration(lesson.durationMinutes);
}
