// What a quiz change says in the audit log (written only when it is recorded: an admin on another
// instructor's course, audit/admin-change.ts). The questions are summarised by what the save did
// to them, not copied: a quiz may hold 150 questions of 5,000 characters.
import type { AuditEvent } from '../audit/record.js';
import { changedFields } from '../audit/diff.js';

/** The quiz's own settings, as the audit row names them. */
const SETTINGS = [
  'title',
  'description',
  'courseId',
  'lessonId',
  'passingScore',
  'timeLimitMinutes',
  'maxAttempts',
  'isPublished',
  'shuffleQuestions',
  'shuffleOptions',
] as const;
type Settings = Record<(typeof SETTINGS)[number], unknown>;

export const quizLabel = (title: string, courseTitle: string) => `${title} — ${courseTitle}`;

/** How many questions a save added, changed (text, type, points, place or options) and removed. */
export interface QuestionChanges {
  before: number;
  added: number;
  changed: number;
  removed: number;
}

export function quizSaved(
  quizId: string,
  label: string,
  before: Settings | null,
  after: Settings,
  questions: QuestionChanges,
): AuditEvent | null {
  const count = questions.before + questions.added - questions.removed;
  if (!before) {
    return {
      action: 'quiz.created',
      entityType: 'quiz',
      entityId: quizId,
      entityLabel: label,
      after: { ...pick(after), questions: count },
    };
  }
  const diff = changedFields(before, after, SETTINGS);
  const touched = questions.added + questions.changed + questions.removed > 0;
  if (!diff && !touched) return null;
  return {
    action: 'quiz.updated',
    entityType: 'quiz',
    entityId: quizId,
    entityLabel: label,
    before: { ...diff?.before, ...(touched ? { questions: questions.before } : {}) },
    after: {
      ...diff?.after,
      ...(touched
        ? { questions: count, questionsAdded: questions.added, questionsChanged: questions.changed, questionsRemoved: questions.removed }
        : {}),
    },
  };
}

const pick = (s: Settings) => Object.fromEntries(SETTINGS.map((k) => [k, s[k]]));
