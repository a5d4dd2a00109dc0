// The order in which one attempt shows a quiz. A quiz may shuffle its questions, the options of
// its multiple-choice questions, or both; each attempt draws its own order when it starts and
// keeps it, so a reload shows the same screen and a new attempt a new one. Scoring never looks
// at the order: answers name question and option ids.
import type { QuestionType } from '../enums.js';

/** A number in [0, 1), as Math.random returns: the server's, or a seeded one in tests and the demo seed. */
export type RandomSource = () => number;

/** A shuffled copy (Fisher-Yates): every order equally likely when `random` is uniform. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** An attempt's stored order; null keeps the quiz's own order (an unshuffled quiz). */
export interface AttemptOrder {
  questionOrder: string[] | null;
  /** Option ids per multiple-choice question id. True/false keeps True, False. */
  optionOrder: Record<string, string[]> | null;
}

export interface ShuffleSettings {
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

interface OrderedQuestion {
  id: string;
  type: QuestionType;
  options: readonly { id: string }[];
}

/** Draws a new attempt's order from the quiz's questions in their authoring order. */
export function drawAttemptOrder(questions: readonly OrderedQuestion[], settings: ShuffleSettings, random: RandomSource): AttemptOrder {
  return {
    questionOrder: settings.shuffleQuestions
      ? shuffled(
          questions.map((q) => q.id),
          random,
        )
      : null,
    optionOrder: settings.shuffleOptions
      ? Object.fromEntries(
          questions
            .filter((q) => q.type === 'multiple_choice')
            .map((q) => [
              q.id,
              shuffled(
                q.options.map((o) => o.id),
                random,
              ),
            ]),
        )
      : null,
  };
}

/**
 * `items` in the stored order of `ids`. Items the order does not know (added to the quiz after
 * the attempt started) come last, in the order given; ids no longer present are skipped.
 */
function byStoredOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return items
    .map((item, i) => ({ item, at: position.get(item.id) ?? ids.length + i }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.item);
}

/**
 * Questions (in authoring order, each with its options in authoring order) as the attempt shows
 * them. What the instructor added since the attempt started is appended in authoring order, so the
 * questions and options a learner has already seen keep their places.
 */
export function inAttemptOrder<Q extends { id: string; options: readonly { id: string }[] }>(
  questions: readonly Q[],
  order: AttemptOrder,
): Q[] {
  const placed = order.questionOrder ? byStoredOrder(questions, order.questionOrder) : [...questions];
  const options = order.optionOrder;
  if (!options) return placed;
  return placed.map((q) => {
    const ids = options[q.id];
    return ids ? { ...q, options: byStoredOrder(q.options, ids) } : q;
  });
}
