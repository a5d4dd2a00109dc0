import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The grip a section or lesson is dragged by, with the mouse, touch or the keyboard (space, arrows, space). */
export function DragHandle({
  label,
  attributes,
  listeners,
  disabled,
  className,
}: {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      {...attributes}
      {...listeners}
      aria-label={label}
      disabled={disabled}
      className={cn(
        'grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40',
        className,
      )}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}
