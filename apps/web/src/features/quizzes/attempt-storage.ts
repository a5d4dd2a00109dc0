// What must survive a reload while an attempt runs, kept in sessionStorage (this tab only): answers
// typed or picked but not yet confirmed by the server, the question on screen, and which attempt of
// a quiz was open. Storage can be missing or full (private modes): everything here is best effort.

/** One question's answer as the student gave it: an option, or text for a subjective question. */
export interface Answer {
  optionId: string | null;
  answerText: string | null;
}

const PREFIX = 'learnflix:quiz:';
const pendingKey = (attemptId: string) => `${PREFIX}pending:${attemptId}`;
const positionKey = (attemptId: string) => `${PREFIX}position:${attemptId}`;
const activeKey = (quizId: string) => `${PREFIX}active:${quizId}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the answers still live in memory and are retried from there.
  }
}

const isAnswer = (v: unknown): v is Answer =>
  typeof v === 'object' &&
  v !== null &&
  (typeof (v as Answer).optionId === 'string' || (v as Answer).optionId === null) &&
  (typeof (v as Answer).answerText === 'string' || (v as Answer).answerText === null);

export function readPending(attemptId: string): Map<string, Answer> {
  const out = new Map<string, Answer>();
  try {
    const parsed: unknown = JSON.parse(read(pendingKey(attemptId)) ?? '{}');
    for (const [questionId, answer] of Object.entries(parsed as Record<string, unknown>)) {
      if (isAnswer(answer)) out.set(questionId, answer);
    }
  } catch {
    // A damaged entry is ignored.
  }
  return out;
}

export function writePending(attemptId: string, pending: Map<string, Answer>) {
  write(pendingKey(attemptId), pending.size === 0 ? null : JSON.stringify(Object.fromEntries(pending)));
}

/**
 * Drops one confirmed answer from storage, unless storage holds another value for that question
 * by now (a newer screen of the same attempt wrote it after this one left).
 */
export function forgetIfStored(attemptId: string, questionId: string, answer: Answer) {
  const stored = readPending(attemptId);
  const current = stored.get(questionId);
  if (current?.optionId !== answer.optionId || current.answerText !== answer.answerText) return;
  stored.delete(questionId);
  writePending(attemptId, stored);
}

export function readPosition(attemptId: string): number {
  const n = Number(read(positionKey(attemptId)));
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

export const writePosition = (attemptId: string, index: number) => write(positionKey(attemptId), String(index));

/** The attempt this tab had open for a quiz: a reload goes straight back into it. */
export const readActive = (quizId: string) => read(activeKey(quizId));
export const writeActive = (quizId: string, attemptId: string) => write(activeKey(quizId), attemptId);

/** Forgets everything about an attempt once it is submitted or closed. */
export function forgetAttempt(quizId: string, attemptId: string) {
  write(pendingKey(attemptId), null);
  write(positionKey(attemptId), null);
  if (readActive(quizId) === attemptId) write(activeKey(quizId), null);
}
