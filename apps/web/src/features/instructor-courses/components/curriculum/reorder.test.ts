import { reorderCurriculumInput } from '@app/core';
import { describe, expect, it } from 'vitest';
import { canStepLesson, moveLesson, moveSection, orderInput, sameOrder, stepLesson } from './reorder';

const tree = () => [
  { id: 'a', lessons: [{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }] },
  { id: 'b', lessons: [{ id: 'b1' }] },
  { id: 'c', lessons: [] as { id: string }[] },
];
const ids = (t: ReturnType<typeof tree>) => t.map((s) => `${s.id}:${s.lessons.map((l) => l.id).join(',')}`);

describe('curriculum moves', () => {
  it('moves a section', () => {
    expect(ids(moveSection(tree(), 0, 2))).toEqual(['b:b1', 'c:', 'a:a1,a2,a3']);
    const t = tree();
    expect(moveSection(t, 0, 5)).toBe(t);
  });

  it('moves a lesson within its section and into another, empty ones included', () => {
    expect(ids(moveLesson(tree(), 'a1', 'a', 2))).toEqual(['a:a2,a3,a1', 'b:b1', 'c:']);
    expect(ids(moveLesson(tree(), 'a2', 'b', 0))).toEqual(['a:a1,a3', 'b:a2,b1', 'c:']);
    expect(ids(moveLesson(tree(), 'b1', 'c', 9))).toEqual(['a:a1,a2,a3', 'b:', 'c:b1']);
  });

  it('returns the same tree when nothing moves', () => {
    const t = tree();
    expect(moveLesson(t, 'a2', 'a', 1)).toBe(t);
    expect(moveLesson(t, 'zz', 'a', 0)).toBe(t);
  });

  it('steps across section edges and stops at the ends', () => {
    expect(ids(stepLesson(tree(), 'a3', 1))).toEqual(['a:a1,a2', 'b:a3,b1', 'c:']);
    expect(ids(stepLesson(tree(), 'b1', -1))).toEqual(['a:a1,a2,a3,b1', 'b:', 'c:']);
    expect(ids(stepLesson(tree(), 'b1', 1))).toEqual(['a:a1,a2,a3', 'b:', 'c:b1']);
    expect(canStepLesson(tree(), 'a1', -1)).toBe(false);
    expect(canStepLesson(tree(), 'b1', 1)).toBe(true);
  });

  it('saves every section with every lesson, in a shape the contract takes', () => {
    const input = orderInput(moveLesson(tree(), 'a1', 'c', 0), 'v3');
    expect(input).toEqual({
      version: 'v3',
      sections: [
        { id: 'a', lessonIds: ['a2', 'a3'] },
        { id: 'b', lessonIds: ['b1'] },
        { id: 'c', lessonIds: ['a1'] },
      ],
    });
    expect(sameOrder(tree(), tree())).toBe(true);
    expect(sameOrder(tree(), moveSection(tree(), 0, 1))).toBe(false);
    expect(reorderCurriculumInput.safeParse({ version: 'v', sections: [{ id: 'x', lessonIds: [] }] }).success).toBe(false);
  });
});
