// Moves in the curriculum tree, as pure functions: drag and drop, the keyboard and the 'Move up /
// Move down / Move to section' items all end in one of these, then in one request (`orderInput`).
import type { ReorderCurriculumInput } from '@app/core';

interface Node {
  id: string;
}
export interface SectionNode<L extends Node = Node> extends Node {
  lessons: L[];
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The section at `from` goes to position `to` (both 0-based); out of range changes nothing. */
export function moveSection<S extends SectionNode>(sections: S[], from: number, to: number): S[] {
  if (from === to || from < 0 || to < 0 || from >= sections.length || to >= sections.length) return sections;
  return moved(sections, from, to);
}

/** Where a lesson is: its section's index and its own. */
export function findLesson(sections: SectionNode[], lessonId: string): { section: number; index: number } | null {
  for (let s = 0; s < sections.length; s++) {
    const index = sections[s]!.lessons.findIndex((l) => l.id === lessonId);
    if (index !== -1) return { section: s, index };
  }
  return null;
}

/**
 * The lesson goes to `toSectionId` at `toIndex` (clamped to the section's length after the lesson
 * left its old place). A lesson that keeps its place returns the same array.
 */
export function moveLesson<L extends Node, S extends SectionNode<L>>(
  sections: S[],
  lessonId: string,
  toSectionId: string,
  toIndex: number,
): S[] {
  const at = findLesson(sections, lessonId);
  const target = sections.findIndex((s) => s.id === toSectionId);
  if (!at || target === -1) return sections;
  const lesson = sections[at.section]!.lessons[at.index]!;
  const without = sections.map((s, i) => (i === at.section ? { ...s, lessons: s.lessons.filter((l) => l.id !== lessonId) } : s));
  const dest = without[target]!;
  const index = Math.max(0, Math.min(toIndex, dest.lessons.length));
  if (target === at.section && index === at.index) return sections;
  const lessons = [...dest.lessons];
  lessons.splice(index, 0, lesson);
  return without.map((s, i) => (i === target ? { ...s, lessons } : s));
}

/** One step up or down, crossing into the neighbouring section at either end of its own. */
export function stepLesson<L extends Node, S extends SectionNode<L>>(sections: S[], lessonId: string, by: -1 | 1): S[] {
  const at = findLesson(sections, lessonId);
  if (!at) return sections;
  const own = sections[at.section]!;
  const index = at.index + by;
  if (index >= 0 && index < own.lessons.length) return moveLesson(sections, lessonId, own.id, index);
  const neighbour = sections[at.section + by];
  if (!neighbour) return sections;
  return moveLesson(sections, lessonId, neighbour.id, by === -1 ? neighbour.lessons.length : 0);
}

/** Whether a step up or down is possible (the first lesson of the first section cannot go up). */
export function canStepLesson(sections: SectionNode[], lessonId: string, by: -1 | 1): boolean {
  return stepLesson(sections, lessonId, by) !== sections;
}

/** The request that saves this order. */
export function orderInput(sections: SectionNode[], version: string): ReorderCurriculumInput {
  return { version, sections: sections.map((s) => ({ id: s.id, lessonIds: s.lessons.map((l) => l.id) })) };
}

/** Whether two trees hold the same order (nothing to save). */
export const sameOrder = (a: SectionNode[], b: SectionNode[]) => JSON.stringify(orderInput(a, '')) === JSON.stringify(orderInput(b, ''));
