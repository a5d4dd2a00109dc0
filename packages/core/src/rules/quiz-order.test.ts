import { describe, expect, it } from 'vitest';
import { drawAttemptOrder, inAttemptOrder, shuffled, type RandomSource } from './quiz-order.js';

/** A fixed sequence of draws, repeated: the tests know exactly what Fisher-Yates does with it. */
const sequence =
  (...values: number[]): RandomSource =>
  () => {
    const v = values.shift()!;
    values.push(v);
    return v;
  };

const question = (id: string, type: 'multiple_choice' | 'true_false' | 'subjective', options: string[] = []) => ({
  id,
  type,
  options: options.map((o) => ({ id: o, text: o.toUpperCase() })),
});
const QUIZ = [
  question('q1', 'multiple_choice', ['a', 'b', 'c', 'd']),
  question('q2', 'true_false', ['t', 'f']),
  question('q3', 'subjective'),
  question('q4', 'multiple_choice', ['x', 'y']),
];

describe('shuffled', () => {
  it('is a permutation that leaves its input alone', () => {
    const input = ['a', 'b', 'c', 'd', 'e'];
    const out = shuffled(input, sequence(0.9, 0.1, 0.5, 0.3));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('swaps each position with one drawn at or before it (Fisher-Yates)', () => {
    // i=3: j=floor(0*4)=0 -> d b c a; i=2: j=floor(0*3)=0 -> c b d a; i=1: j=floor(0*2)=0 -> b c d a.
    expect(shuffled(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    // A draw just under 1 always picks the position itself: nothing moves.
    expect(shuffled(['a', 'b', 'c', 'd'], () => 0.999)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives every order of three items about equally often', () => {
    let state = 7;
    const random = () => ((state = (state * 48271) % 2147483647) - 1) / 2147483646;
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffled(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(n).toBeGreaterThan(850);
  });
});

describe('drawAttemptOrder', () => {
  it('stores nothing for a quiz that shuffles nothing', () => {
    expect(drawAttemptOrder(QUIZ, { shuffleQuestions: false, shuffleOptions: false }, () => 0)).toEqual({
      questionOrder: null,
      optionOrder: null,
    });
  });

  it('shuffles the questions, and the options of multiple-choice questions only', () => {
    const order = drawAttemptOrder(QUIZ, { shuffleQuestions: true, shuffleOptions: true }, () => 0);
    expect(order.questionOrder).toEqual(['q2', 'q3', 'q4', 'q1']);
    expect(order.optionOrder).toEqual({ q1: ['b', 'c', 'd', 'a'], q4: ['y', 'x'] });
  });

  it('shuffles either one alone', () => {
    expect(drawAttemptOrder(QUIZ, { shuffleQuestions: true, shuffleOptions: false }, () => 0).optionOrder).toBeNull();
    expect(drawAttemptOrder(QUIZ, { shuffleQuestions: false, shuffleOptions: true }, () => 0).questionOrder).toBeNull();
  });
});

describe('inAttemptOrder', () => {
  it('keeps the quiz order without a stored order', () => {
    expect(inAttemptOrder(QUIZ, { questionOrder: null, optionOrder: null })).toEqual(QUIZ);
  });

  it('shows questions and options in the stored order, keeping each option with its text', () => {
    const out = inAttemptOrder(QUIZ, {
      questionOrder: ['q4', 'q2', 'q1', 'q3'],
      optionOrder: { q1: ['c', 'a', 'd', 'b'], q4: ['y', 'x'] },
    });
    expect(out.map((q) => q.id)).toEqual(['q4', 'q2', 'q1', 'q3']);
    expect(out[2]!.options).toEqual([
      { id: 'c', text: 'C' },
      { id: 'a', text: 'A' },
      { id: 'd', text: 'D' },
      { id: 'b', text: 'B' },
    ]);
    expect(out[0]!.options.map((o) => o.id)).toEqual(['y', 'x']);
    expect(out[1]!.options.map((o) => o.id)).toEqual(['t', 'f']);
  });

  it('appends what was added after the attempt started, in quiz order, and skips what was deleted', () => {
    const edited = [
      question('q0', 'subjective'),
      question('q1', 'multiple_choice', ['a', 'new', 'c']),
      question('q3', 'subjective'),
      question('q5', 'true_false', ['t', 'f']),
    ];
    const out = inAttemptOrder(edited, { questionOrder: ['q3', 'q2', 'q1'], optionOrder: { q1: ['c', 'b', 'a'] } });
    expect(out.map((q) => q.id)).toEqual(['q3', 'q1', 'q0', 'q5']);
    expect(out[1]!.options.map((o) => o.id)).toEqual(['c', 'a', 'new']);
  });
});
