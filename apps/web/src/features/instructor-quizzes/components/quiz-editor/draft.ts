// The editor's working copy of a quiz, and the two ways out of it: the request body the server
// expects (`toInput`) and the problems to show before sending it (`validateDraft`). Validation is
// the contract's own `quizInput` schema and `questionProblem` rule, so the form refuses exactly
// what the server would.
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_PASSING_SCORE,
  MESSAGES,
  OPTION_SLOTS,
  questionProblem,
  quizInput,
  type AuthoringQuestion,
  type AuthoringQuiz,
  type QuestionType,
  type QuizInput,
  type QuizTargetsResponse,
} from '@app/core';

export interface OptionDraft {
  key: string;
  /** An existing option keeps its id, so earlier answers keep pointing at it. */
  id?: string;
  text: string;
}

export interface QuestionDraft {
  key: string;
  id?: string;
  type: QuestionType;
  text: string;
  points: string;
  /** Always OPTION_SLOTS boxes; blank ones are skipped on save. Used by multiple choice only. */
  options: OptionDraft[];
  /** Multiple choice: the slot marked correct. */
  correctOption: number | null;
  /** True/false: which one is correct. */
  correctAnswer: boolean | null;
  /** What the server said about the stored question (answers, locks); absent for new questions. */
  stored?: Pick<
    AuthoringQuestion,
    'text' | 'type' | 'points' | 'answerCount' | 'pendingCount' | 'canDelete' | 'canChangeType' | 'canChangePoints'
  >;
}

export type Placement = 'course' | 'lesson';

export interface QuizDraft {
  title: string;
  description: string;
  courseId: string;
  placement: Placement;
  /** '' until a lesson is chosen. */
  lessonId: string;
  passingScore: string;
  /** '' means no time limit. */
  timeLimit: string;
  maxAttempts: string;
  isPublished: boolean;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  questions: QuestionDraft[];
}

let lastKey = 0;
/** A stable React key for rows that have no id yet. */
export const newKey = () => `new-${++lastKey}`;

export const blankOptions = (): OptionDraft[] => Array.from({ length: OPTION_SLOTS }, () => ({ key: newKey(), text: '' }));

export function newQuestion(type: QuestionType = 'multiple_choice'): QuestionDraft {
  return { key: newKey(), type, text: '', points: '1', options: blankOptions(), correctOption: null, correctAnswer: null };
}

export function fromQuestion(q: AuthoringQuestion): QuestionDraft {
  const options = blankOptions();
  let correctOption: number | null = null;
  if (q.type === 'multiple_choice') {
    q.options.slice(0, OPTION_SLOTS).forEach((o, i) => {
      options[i] = { key: o.id, id: o.id, text: o.text };
      if (o.isCorrect && correctOption === null) correctOption = i;
    });
  }
  return {
    key: q.id,
    id: q.id,
    type: q.type,
    text: q.text,
    points: String(q.points),
    options,
    correctOption,
    correctAnswer: q.type === 'true_false' ? q.correctAnswer : null,
    stored: q,
  };
}

export interface FixedTarget {
  courseId: string;
  /** null: the course assessment. */
  lessonId: string | null;
}

export interface DraftDefaults {
  courseId?: string | null;
  lessonId?: string | null;
}

export function toDraft(quiz: AuthoringQuiz | null, defaults: DraftDefaults = {}): QuizDraft {
  if (!quiz) {
    const lessonId = defaults.lessonId ?? '';
    return {
      title: '',
      description: '',
      courseId: defaults.courseId ?? '',
      placement: lessonId ? 'lesson' : 'course',
      lessonId,
      passingScore: String(DEFAULT_PASSING_SCORE),
      timeLimit: '',
      maxAttempts: String(DEFAULT_MAX_ATTEMPTS),
      isPublished: false,
      shuffleQuestions: false,
      shuffleOptions: false,
      questions: [newQuestion()],
    };
  }
  return {
    title: quiz.title,
    description: quiz.description ?? '',
    courseId: quiz.courseId,
    placement: quiz.lessonId ? 'lesson' : 'course',
    lessonId: quiz.lessonId ?? '',
    passingScore: String(quiz.passingScore),
    timeLimit: quiz.timeLimitMinutes === null ? '' : String(quiz.timeLimitMinutes),
    maxAttempts: String(quiz.maxAttempts),
    isPublished: quiz.isPublished,
    shuffleQuestions: quiz.shuffleQuestions,
    shuffleOptions: quiz.shuffleOptions,
    questions: quiz.questions.length ? quiz.questions.map(fromQuestion) : [newQuestion()],
  };
}

/** '' is no number at all (the schema then says '... must be a number'). */
const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The request body of POST and PUT. */
export function toInput(draft: QuizDraft): QuizInput {
  return {
    title: draft.title,
    description: draft.description,
    courseId: draft.courseId,
    lessonId: draft.placement === 'lesson' ? draft.lessonId : null,
    passingScore: toNumber(draft.passingScore),
    timeLimitMinutes: draft.timeLimit.trim() === '' ? null : toNumber(draft.timeLimit),
    maxAttempts: toNumber(draft.maxAttempts),
    isPublished: draft.isPublished,
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
    questions: draft.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      type: q.type,
      text: q.text,
      points: toNumber(q.points),
      options:
        q.type === 'multiple_choice'
          ? q.options.map((o, i) => ({ ...(o.id ? { id: o.id } : {}), text: o.text, isCorrect: q.correctOption === i }))
          : [],
      correctAnswer: q.type === 'true_false' ? q.correctAnswer : null,
    })),
  };
}

export type QuizField = 'title' | 'description' | 'courseId' | 'placement' | 'lessonId' | 'passingScore' | 'timeLimit' | 'maxAttempts';

export interface QuestionErrors {
  text?: string;
  points?: string;
  /** Options or the correct answer. */
  answer?: string;
  /** What the server refused about this question. */
  server?: string;
}

export interface DraftErrors {
  fields: Partial<Record<QuizField, string>>;
  /** About the question list as a whole ('Add at least one question to the quiz.'). */
  questions?: string;
  byQuestion: Record<string, QuestionErrors>;
}

export const hasErrors = (e: DraftErrors) =>
  Object.keys(e.fields).length > 0 || Boolean(e.questions) || Object.values(e.byQuestion).some((q) => Object.keys(q).length > 0);

const FIELD_OF: Record<string, QuizField> = {
  title: 'title',
  description: 'description',
  courseId: 'courseId',
  lessonId: 'lessonId',
  passingScore: 'passingScore',
  timeLimitMinutes: 'timeLimit',
  maxAttempts: 'maxAttempts',
};

type Course = QuizTargetsResponse['courses'][number];

/**
 * Every problem the server would refuse the draft for, placed next to its field. `course` is the
 * chosen course from the targets list (when known), to catch a lesson or assessment already taken.
 */
export function validateDraft(draft: QuizDraft, quizId: string | null, course: Course | undefined): DraftErrors {
  const errors: DraftErrors = { fields: {}, byQuestion: {} };
  const forQuestion = (i: number) => (errors.byQuestion[draft.questions[i]!.key] ??= {});
  const result = quizInput.safeParse(toInput(draft));
  for (const issue of result.success ? [] : result.error.issues) {
    const [head, index, part] = issue.path;
    if (head === 'questions' && typeof index === 'number' && draft.questions[index]) {
      const q = forQuestion(index);
      if (part === 'text') q.text ??= issue.message;
      else if (part === 'points') q.points ??= issue.message;
      else q.answer ??= issue.message.replace(/^Question \d+: /, '');
    } else if (head === 'questions') {
      errors.questions ??= issue.message;
    } else if (typeof head === 'string' && FIELD_OF[head]) {
      errors.fields[FIELD_OF[head]] ??= issue.message;
    }
  }

  // The list's own rules stop at the first type error; run them per question so that every
  // problem shows at once.
  let kept = 0;
  draft.questions.forEach((q, i) => {
    const text = q.text.trim();
    if (!text) return;
    kept++;
    const problem = questionProblem({
      type: q.type,
      text,
      points: 1,
      options: q.options.map((o, j) => ({ text: o.text.trim(), isCorrect: q.correctOption === j })),
      correctAnswer: q.correctAnswer,
    });
    if (problem) forQuestion(i).answer ??= problem;
  });
  if (kept === 0) errors.questions ??= MESSAGES.quizNeedsQuestion;

  if (!draft.courseId) errors.fields.courseId = 'Choose a course.';
  if (draft.placement === 'lesson' && !draft.lessonId) errors.fields.lessonId = MESSAGES.quizLessonInvalid;
  if (course && draft.placement === 'course' && course.assessmentQuizId && course.assessmentQuizId !== quizId) {
    errors.fields.placement = MESSAGES.courseHasAssessment;
  }
  const lesson = course?.lessons.find((l) => l.id === draft.lessonId);
  if (draft.placement === 'lesson' && lesson?.quizId && lesson.quizId !== quizId) errors.fields.lessonId = MESSAGES.lessonHasQuiz;

  for (const [key, q] of Object.entries(errors.byQuestion)) if (Object.keys(q).length === 0) delete errors.byQuestion[key];
  return errors;
}

/** The comparable content of a draft, for the unsaved-changes check. */
export const snapshot = (draft: QuizDraft) => JSON.stringify(toInput(draft));

/**
 * The server names a refused question by its text ('Question "What is...": reason'). Finds that
 * question and the reason alone, so the reason can sit next to the question as well. The text may
 * itself hold '": ' (the reasons never do), so the name runs to the last one.
 */
export function refusedQuestion(message: string, questions: QuestionDraft[]): { question: QuestionDraft; reason: string } | undefined {
  const match = /^Question "(.*)": (.*)$/s.exec(message);
  if (!match) return undefined;
  const [, name = '', reason = ''] = match;
  const named = name.endsWith('...') ? name.slice(0, -3) : name;
  const question = questions.find((q) => q.stored?.text === named) ?? questions.find((q) => q.stored?.text.startsWith(named));
  return question && { question, reason };
}
