import { formatLessonDuration, type AuthoringLesson } from '@app/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, FolderInput, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LessonIcon } from '@/features/courses';
import { cn } from '@/lib/utils';
import { CONTENT_TYPE_LABELS } from '../../labels';
import { StreamingChip, StreamingFailureNote } from '../streaming/streaming-chip';
import { lessonDragId, type DragData } from './dnd';
import { DragHandle } from './drag-handle';

export interface LessonRowActions {
  onEdit: (lesson: AuthoringLesson) => void;
  onDelete: (lesson: AuthoringLesson) => void;
  onStep: (lesson: AuthoringLesson, by: -1 | 1) => void;
  onMoveTo: (lesson: AuthoringLesson) => void;
  canStep: (lesson: AuthoringLesson, by: -1 | 1) => boolean;
}

/** What a lesson holds, in a few words: the missing piece stands out. */
function contentNote(lesson: AuthoringLesson): { text: string; missing: boolean } {
  switch (lesson.contentType) {
    case 'video':
      return lesson.file
        ? { text: lesson.file.name, missing: false }
        : lesson.videoUrl
          ? { text: lesson.videoUrl, missing: false }
          : { text: 'No video yet', missing: true };
    case 'audio':
    case 'pdf':
      return lesson.file ? { text: lesson.file.name, missing: false } : { text: 'No file yet', missing: true };
    case 'quiz':
      return lesson.quizId ? { text: 'Quiz', missing: false } : { text: 'No questions yet', missing: true };
    default:
      return { text: 'Reading', missing: false };
  }
}

export function LessonRow({
  lesson,
  number,
  sectionId,
  disabled,
  ...actions
}: LessonRowActions & { lesson: AuthoringLesson; number: number; sectionId: string; disabled?: boolean }) {
  const data: DragData = { kind: 'lesson', sectionId, title: lesson.title };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: lessonDragId(lesson.id),
    data,
    disabled,
  });
  const note = contentNote(lesson);
  // A file's streaming copies, while they are made and after (null for a PDF, or a lesson without a file).
  const streaming = lesson.file?.streaming ?? null;
  const length = lesson.contentType === 'quiz' ? null : formatLessonDuration(lesson.durationMinutes);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-lg border border-border bg-black/30 px-2 py-2 sm:gap-3',
        isDragging && 'relative z-10 border-primary bg-zinc-900 shadow-2xl',
      )}
    >
      <DragHandle label={`Move lesson ${lesson.title}`} attributes={attributes} listeners={listeners} disabled={disabled} />
      <span className="hidden w-6 text-right text-xs text-muted-foreground tabular-nums min-[420px]:inline">{number}.</span>
      <LessonIcon type={lesson.contentType} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => actions.onEdit(lesson)}
          className="block max-w-full truncate text-left text-sm font-semibold text-white hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {lesson.title}
        </button>
        {/* The state follows the note, or goes under it when the row is narrow. */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <p className={cn('min-w-0 truncate text-xs', note.missing ? 'text-amber-300' : 'text-muted-foreground')}>
            {CONTENT_TYPE_LABELS[lesson.contentType]}
            {length && ` · ${length}`} · {note.text}
          </p>
          {streaming && <StreamingChip streaming={streaming} lessonTitle={lesson.title} onOpen={() => actions.onEdit(lesson)} />}
        </div>
        {streaming && <StreamingFailureNote streaming={streaming} />}
      </div>
      {lesson.isFree && (
        <Badge variant="info" className="hidden shrink-0 min-[420px]:inline-flex">
          Free
        </Badge>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for lesson ${lesson.title}`} disabled={disabled}>
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => actions.onEdit(lesson)}>
            <Pencil aria-hidden /> Edit lesson
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!actions.canStep(lesson, -1)} onSelect={() => actions.onStep(lesson, -1)}>
            <ArrowUp aria-hidden /> Move up
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!actions.canStep(lesson, 1)} onSelect={() => actions.onStep(lesson, 1)}>
            <ArrowDown aria-hidden /> Move down
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.onMoveTo(lesson)}>
            <FolderInput aria-hidden /> Move to section…
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(lesson)}>
            <Trash2 aria-hidden /> Delete lesson
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
