// Drag and drop of the Curriculum Builder with @dnd-kit: which targets a dragged section or lesson
// may land on (for the pointer and the keyboard alike), and what a screen reader hears.
import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

export type DragKind = 'section' | 'lesson' | 'section-drop';
export interface DragData {
  kind: DragKind;
  /** A lesson's section, or the section of a drop zone. */
  sectionId: string;
  title: string;
  /** A drop zone: whether its section has no lessons (only then is it a keyboard target). */
  empty?: boolean;
}

export const sectionDragId = (id: string) => `section:${id}`;
export const lessonDragId = (id: string) => `lesson:${id}`;
export const dropZoneId = (sectionId: string) => `drop:${sectionId}`;
/** The record id behind a drag id. */
export const idOf = (dragId: UniqueIdentifier) => String(dragId).replace(/^[a-z]+:/, '');

const kindOf = (c: { data: { current?: unknown } }) => (c.data.current as DragData | undefined)?.kind;

/** A section lands among sections; a lesson on a lesson or on a section's drop zone. */
function accepts(active: DragKind | undefined, target: DragKind | undefined) {
  return active === 'section' ? target === 'section' : target === 'lesson' || target === 'section-drop';
}

/**
 * Targets for the keyboard, which has no pointer: a full section's zone is centred on its middle
 * lesson and would take its place, so only an empty section's zone counts.
 */
function keyboardTarget(active: DragKind | undefined, c: { data: { current?: unknown } }) {
  return accepts(active, kindOf(c)) && (kindOf(c) !== 'section-drop' || Boolean((c.data.current as DragData).empty));
}

export const collisionDetection: CollisionDetection = (args) => {
  const activeKind = kindOf(args.active);
  const droppableContainers = args.droppableContainers.filter((c) => accepts(activeKind, kindOf(c)));
  if (activeKind === 'section') return closestCenter({ ...args, droppableContainers });
  const within = pointerWithin({ ...args, droppableContainers });
  // A lesson under the pointer wins over the drop zone of the section around it.
  const lessons = within.filter((c) => kindOf(c.data?.droppableContainer ?? { data: {} }) === 'lesson');
  if (lessons.length > 0) return lessons;
  if (within.length > 0) return within;
  // The keyboard: the nearest lesson, or an empty section's zone.
  return closestCenter({ ...args, droppableContainers: droppableContainers.filter((c) => keyboardTarget(activeKind, c)) });
};

/**
 * The arrow keys move to the next target of the same kind: without the filter, a section moving
 * down would stop at its own first lesson.
 */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const activeKind = kindOf(args.context.active ?? { data: {} });
  const all = args.context.droppableContainers;
  const filtered = {
    get: (id: UniqueIdentifier) => all.get(id),
    getEnabled: () => all.getEnabled().filter((c: DroppableContainer) => keyboardTarget(activeKind, c)),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: filtered } });
};

export const screenReaderInstructions = {
  draggable:
    'To move this item, press space or enter. Use the up and down arrow keys to move it, space or enter to drop it where it is, or escape to cancel. The "Move" menu of each item does the same.',
};

/** Where an item is now, in words ("position 2 of 5 in section Basics"). */
export type PositionOf = (dragId: UniqueIdentifier) => string;

export function announcements(titleOf: (dragId: UniqueIdentifier) => string, positionOf: PositionOf): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. It is at ${positionOf(active.id)}.`,
    // Over its own place (as it is when picked up) says nothing new: the pick-up message stays.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${titleOf(active.id)} is over ${positionOf(over.id)}.`
          : `${titleOf(active.id)} is not over a place it can go.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} was dropped at ${positionOf(over.id)}.` : `${titleOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled. It went back to where it was.`,
  };
}
