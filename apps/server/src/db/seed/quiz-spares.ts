// Spare questions, per bank (a course key of COURSE_BANKS, else a category). The quizzes draw
// from the banks as they always have, which keeps every quiz's settings, the kind of each question
// and so every seeded attempt, score and state of the demo as it was (the draws share one
// generator per course). A draw of a question that another quiz already asks takes the bank's next
// spare of the same kind (type and points) instead: every quiz asks its own questions.
import type { BankQuestion } from './quiz-bank.js';
import { PEOPLE_SPARES } from './quiz-spares-people.js';
import { TECH_SPARES } from './quiz-spares-tech.js';

export const SPARE_QUESTIONS: Record<string, BankQuestion[]> = { ...TECH_SPARES, ...PEOPLE_SPARES };

/** Gives each question to one quiz only: the drawn one, or a spare of the same kind. */
export function uniqueQuestions(spares: Record<string, readonly BankQuestion[]> = SPARE_QUESTIONS) {
  const asked = new Set<string>();
  const left = new Map(Object.entries(spares).map(([bank, questions]) => [bank, [...questions]]));
  return (bank: string, drawn: BankQuestion): BankQuestion => {
    let question = drawn;
    if (asked.has(drawn.text)) {
      const pool = left.get(bank) ?? [];
      const at = pool.findIndex((q) => q.type === drawn.type && q.points === drawn.points && !asked.has(q.text));
      if (at < 0)
        throw new Error(`The quiz bank '${bank}' needs another spare ${drawn.type} question (points: ${drawn.points ?? 'default'}).`);
      question = pool.splice(at, 1)[0]!;
    }
    asked.add(question.text);
    return question;
  };
}
