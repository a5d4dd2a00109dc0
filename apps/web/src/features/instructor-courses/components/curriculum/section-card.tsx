import type { AuthoringLesson, AuthoringSection } from '@app/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Eye, EyeOff, MoreVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { dropZoneId, lessonDragId, sectionDragId, type DragData } from './dnd';
import { DragHandle } from './drag-handle';
import { LessonRow, type LessonRowActions } from './lesson-row';

export interface SectionActions {
  onRename: (section: AuthoringSection) => void;
  onDelete: (section: AuthoringSection) => void;
  onTogglePublished: (section: AuthoringSection) => void;
  onStepSection: (section: AuthoringSection, by: -1 | 1) => void;
  onAddLesson: (section: AuthoringSection) => void;
}

interface SectionCardProps extends SectionActions {
  section: AuthoringSection;
  index: number;
  count: number;
  /** The number of the section's first lesson across the course. */
  firstNumber: number;
  lessonActions: LessonRowActions;
  disabled?: boolean;
}

export function SectionCard({ section, index, count, firstNumber, lessonActions, disabled, ...actions }: SectionCardProps) {
  const headingId = useId();
  const data: DragData = { kind: 'section', sectionId: section.id, title: section.title };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: sectionDragId(section.id),
    data,
    disabled,
  });
  const zone: DragData = { kind: 'section-drop', sectionId: section.id, title: section.title, empty: section.lessons.length === 0 };
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: dropZoneId(section.id), data: zone, disabled });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'rounded-xl border border-border bg-card p-3 shadow-lg shadow-black/30 sm:p-4',
        isDragging && 'relative z-20 border-primary',
      )}
      aria-labelledby={headingId}
    >
      <div className="flex items-start gap-2">
        <DragHandle
          label={`Move section ${section.title}`}
          attributes={attributes}
          listeners={listeners}
          disabled={disabled}
          className="mt-0.5"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-base font-bold break-words text-white">
              <span className="text-muted-foreground">Section {index + 1}:</span> {section.title}
            </h3>
            <Badge variant={section.isPublished ? 'success' : 'secondary'}>{section.isPublished ? 'Published' : 'Hidden'}</Badge>
          </div>
          {section.description && <p className="mt-1 text-sm break-words text-muted-foreground">{section.description}</p>}
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for section ${section.title}`} disabled={disabled}>
              <MoreVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions.onRename(section)}>
              <Pencil aria-hidden /> Rename section
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onTogglePublished(section)}>
              {section.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              {section.isPublished ? 'Unpublish section' : 'Publish section'}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={index === 0} onSelect={() => actions.onStepSection(section, -1)}>
              <ArrowUp aria-hidden /> Move up
            </DropdownMenuItem>
            <DropdownMenuItem disabled={index === count - 1} onSelect={() => actions.onStepSection(section, 1)}>
              <ArrowDown aria-hidden /> Move down
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(section)}>
              <Trash2 aria-hidden /> Delete section
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <SortableContext id={section.id} items={section.lessons.map((l) => lessonDragId(l.id))} strategy={verticalListSortingStrategy}>
        <ul
          ref={setDropRef}
          aria-label={`Lessons of ${section.title}`}
          className={cn(
            'mt-3 grid min-h-12 grid-cols-[minmax(0,1fr)] gap-2 rounded-lg',
            isOver && section.lessons.length === 0 && 'bg-primary/10 ring-1 ring-primary',
          )}
        >
          {section.lessons.length === 0 && (
            <li className="grid min-h-12 place-items-center rounded-lg border border-dashed border-border px-3 text-center text-xs text-muted-foreground">
              No lessons yet. Add one, or drag a lesson here.
            </li>
          )}
          {section.lessons.map((lesson: AuthoringLesson, i) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              number={firstNumber + i}
              sectionId={section.id}
              disabled={disabled}
              {...lessonActions}
            />
          ))}
        </ul>
      </SortableContext>
      <Button variant="outline" size="sm" className="mt-3 border-dashed" onClick={() => actions.onAddLesson(section)} disabled={disabled}>
        <Plus aria-hidden /> Add Lesson
      </Button>
    </li>
  );
}
