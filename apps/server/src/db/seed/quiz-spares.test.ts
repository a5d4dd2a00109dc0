// Each question goes to one quiz only: a repeated draw takes a spare of the same kind.
import { describe, expect, it } from 'vitest';
import { CATEGORY_BANKS, COURSE_BANKS, essay, mc, tf } from './quiz-bank.js';
import { SPARE_QUESTIONS, uniqueQuestions } from './quiz-spares.js';

describe('uniqueQuestions', () => {
  const drawnChoice = mc('Drawn?', ['a', 'b', 'c', 'd'], 0);
  const drawnTrue = tf('True?', true);

  it('keeps a first draw, and replaces a repeat by a spare of the same type and points', () => {
    const unique = uniqueQuestions({
      bank: [tf('Spare true?', false), mc('Worth 3?', ['a', 'b', 'c', 'd'], 1, 3), mc('Spare choice?', ['a', 'b', 'c', 'd'], 2)],
    });
    expect(unique('bank', drawnChoice)).toBe(drawnChoice);
    expect(unique('bank', drawnTrue)).toBe(drawnTrue);
    expect(unique('bank', drawnChoice).text).toBe('Spare choice?');
    expect(unique('bank', drawnTrue).text).toBe('Spare true?');
  });

  it('says which bank needs another spare when they run out', () => {
    const unique = uniqueQuestions({ bank: [] });
    const written = essay('Why?', 'Because.', 'No.');
    unique('bank', written);
    expect(() => unique('bank', written)).toThrow("The quiz bank 'bank' needs another spare subjective question (points: 5).");
  });

  it('has no spare that repeats another question', () => {
    const texts = [...Object.values(SPARE_QUESTIONS), ...Object.values(COURSE_BANKS), ...Object.values(CATEGORY_BANKS)].flatMap((qs) =>
      qs.map((q) => q.text),
    );
    expect(new Set(texts).size).toBe(texts.length);
    for (const q of Object.values(SPARE_QUESTIONS).flat())
      if (q.type === 'multiple_choice') expect(new Set(q.options).size, q.text).toBe(4);
  });
});
