// Quiz authoring and quiz statistics (Quiz Management, the Create/Edit Quiz editor, the statistics
// page). These responses carry the answer key (`isCorrect`): they go only to the course's
// instructor and to admins, never to a student.
import { z } from 'zod';
import { QUESTION_TYPES, QUIZ_TYPES } from '../enums.js';
import { MESSAGES } from './errors.js';
import { adminPage, adminSearch } from './admin-courses.js';
import { optionalText, requiredText, textInput, uuid } from './fields.js';
import { ATTEMPT_STATUSES } from './quiz-taking.js';

export const QUIZ_TITLE_MAX = 200;
export const QUIZ_DESCRIPTION_MAX = 5000;
export const QUESTION_TEXT_MAX = 5000;
export const OPTION_TEXT_MAX = 500;
/** The spec fetches questions by range 0 to 149. */
export const QUESTIONS_MAX = 150;
/** Four option boxes per multiple-choice question. */
export const OPTION_SLOTS = 4;
export const QUESTION_POINTS_MAX = 100;
export const TIME_LIMIT_MAX_MINUTES = 600;
export const MAX_ATTEMPTS_LIMIT = 20;
export const DEFAULT_PASSING_SCORE = 70;
/** The spec's 'maximum 5 reattempts'. */
export const DEFAULT_MAX_ATTEMPTS = 5;
/** The options the server keeps for every true/false question, in this order. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** One of the four option boxes; blank boxes are skipped. `id` keeps an existing option. */
export const optionInput = z.strictObject({
  id: uuid.optional(),
  text: textInput('Option text').trim().max(OPTION_TEXT_MAX, `Options must be at most ${OPTION_TEXT_MAX} characters`),
  isCorrect: z.boolean({ error: 'Mark an option correct with true or false' }).default(false),
});
export type OptionInput = z.input<typeof optionInput>;

/**
 * A question as the editor sends it. One flat shape for the three types: `options` counts only
 * for multiple choice, `correctAnswer` only for true/false (the server keeps the options True and
 * False itself), and a subjective question has neither (switching to subjective clears options).
 * `id` keeps an existing question; without it the question is new.
 */
export const questionInput = z.strictObject({
  id: uuid.optional(),
  type: z.enum(QUESTION_TYPES, { error: 'Question type must be multiple_choice, true_false or subjective' }),
  text: textInput('Question text').trim().max(QUESTION_TEXT_MAX, `Question text must be at most ${QUESTION_TEXT_MAX} characters`),
  points: wholeNumber('Points', 1, QUESTION_POINTS_MAX).default(1),
  options: z.array(optionInput).max(OPTION_SLOTS, `A question has at most ${OPTION_SLOTS} options`).default([]),
  correctAnswer: z.boolean({ error: 'The correct answer must be true or false' }).nullable().optional(),
});
export type QuestionInput = z.input<typeof questionInput>;

/** What one question must satisfy once its blank text is ruled out; null when it is fine. */
export function questionProblem(q: z.output<typeof questionInput>): string | null {
  if (q.type === 'multiple_choice') {
    const filled = q.options.filter((o) => o.text !== '');
    if (filled.length < 2) return MESSAGES.questionNeedsTwoOptions;
    const correct = filled.filter((o) => o.isCorrect).length;
    if (correct === 0) return MESSAGES.questionNeedsCorrectOption;
    if (correct > 1) return MESSAGES.questionOneCorrectOption;
  }
  if (q.type === 'true_false' && q.correctAnswer == null) return MESSAGES.questionNeedsTrueFalse;
  return null;
}

/** A question ready to store: blank options dropped, true/false options spelled out. */
function normalizeQuestion(q: z.output<typeof questionInput>) {
  const options =
    q.type === 'multiple_choice'
      ? q.options.filter((o) => o.text !== '').map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect }))
      : q.type === 'true_false'
        ? TRUE_FALSE_OPTIONS.map((text, i) => ({ id: undefined, text, isCorrect: (i === 0) === q.correctAnswer }))
        : [];
  return { id: q.id, type: q.type, text: q.text, points: q.points, options };
}

/** Questions with blank text are skipped; at least one must remain (spec section 5). */
export const quizQuestionsInput = z
  .array(questionInput, { error: 'Questions must be a list' })
  .max(QUESTIONS_MAX, `A quiz has at most ${QUESTIONS_MAX} questions`)
  .superRefine((list, ctx) => {
    const questionIds = new Set<string>();
    const optionIds = new Set<string>();
    let kept = 0;
    list.forEach((q, i) => {
      if (q.text === '') return;
      kept++;
      const problem = questionProblem(q);
      if (problem) ctx.addIssue({ code: 'custom', message: `Question ${i + 1}: ${problem}`, path: [i] });
      if (q.id) {
        if (questionIds.has(q.id)) ctx.addIssue({ code: 'custom', message: MESSAGES.questionDuplicate, path: [i, 'id'] });
        questionIds.add(q.id);
      }
      for (const o of q.type === 'multiple_choice' ? q.options : []) {
        if (!o.id || o.text === '') continue;
        if (optionIds.has(o.id)) ctx.addIssue({ code: 'custom', message: MESSAGES.questionDuplicate, path: [i, 'options'] });
        optionIds.add(o.id);
      }
    });
    if (kept === 0) ctx.addIssue({ code: 'custom', message: MESSAGES.quizNeedsQuestion });
  })
  .transform((list) => list.filter((q) => q.text !== '').map(normalizeQuestion));

/**
 * Create Quiz and Edit Quiz (PUT replaces the whole quiz). No lessonId means a course-level
 * assessment. isPublished left out: a new quiz is a draft, an edited one keeps its state.
 */
export const quizInput = z.strictObject({
  title: requiredText('Title', QUIZ_TITLE_MAX),
  description: optionalText('Description', QUIZ_DESCRIPTION_MAX).default(null),
  courseId: uuid,
  lessonId: uuid.nullable().default(null),
  passingScore: wholeNumber('Passing score', 0, 100).default(DEFAULT_PASSING_SCORE),
  timeLimitMinutes: wholeNumber('Time limit', 1, TIME_LIMIT_MAX_MINUTES).nullable().default(null),
  maxAttempts: wholeNumber('Max attempts', 1, MAX_ATTEMPTS_LIMIT).default(DEFAULT_MAX_ATTEMPTS),
  isPublished: z.boolean({ error: 'Published must be true or false' }).optional(),
  /**
   * Each attempt draws its own order of questions, and of the options of multiple-choice
   * questions. Left out: a new quiz does not shuffle, an edited one keeps its settings.
   */
  shuffleQuestions: z.boolean({ error: 'Shuffle questions must be true or false' }).optional(),
  shuffleOptions: z.boolean({ error: 'Shuffle options must be true or false' }).optional(),
  /**
   * Edit Quiz: the `updatedAt` of the version the editor opened. A quiz changed since (another tab,
   * a co-instructor, an admin) is not overwritten: the save is refused with 409.
   */
  expectedUpdatedAt: z.iso.datetime({ error: 'expectedUpdatedAt must be an ISO date-time' }).optional(),
  questions: quizQuestionsInput,
});
/** What the editor sends. */
export type QuizInput = z.input<typeof quizInput>;
/** What the server stores, after defaults, trimming and skipping. */
export type QuizSave = z.output<typeof quizInput>;

export const quizPublishInput = z.strictObject({ isPublished: z.boolean({ error: 'Published must be true or false' }) });

/** Fields every authoring response shares. */
export const authoringQuizHeader = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  quizType: z.enum(QUIZ_TYPES),
  courseId: z.uuid(),
  courseTitle: z.string(),
  lessonId: z.uuid().nullable(),
  lessonTitle: z.string().nullable(),
  isPublished: z.boolean(),
  passingScore: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  maxAttempts: z.number().int(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const quizListItem = authoringQuizHeader.extend({
  questionCount: z.number().int(),
  totalPoints: z.number().int(),
  attemptCount: z.number().int(),
  /** Mean percentage of submitted attempts; null before any. */
  averagePercentage: z.number().nullable(),
});
export type QuizListItem = z.infer<typeof quizListItem>;

export const QUIZ_LIST_PAGE_SIZE = 12;
export const QUIZ_LIST_STATUSES = ['all', 'published', 'draft'] as const;
export type QuizListStatus = (typeof QUIZ_LIST_STATUSES)[number];
/** Newest first; title A-Z; course A-Z (its quizzes newest first); most attempted first. */
export const QUIZ_LIST_SORTS = ['newest', 'title', 'course', 'attempts'] as const;
export type QuizListSort = (typeof QUIZ_LIST_SORTS)[number];

/**
 * Quiz Management's list: searched by quiz or course title, filtered by course and status, sorted,
 * a page at a time (GET /api/instructor/quizzes?q&courseId&status&sort&page).
 */
export const quizListQuery = z.strictObject({
  q: adminSearch(),
  courseId: uuid.optional(),
  status: z.enum(QUIZ_LIST_STATUSES, { error: 'Status must be all, published or draft' }).default('all'),
  sort: z.enum(QUIZ_LIST_SORTS, { error: 'Sort must be newest, title, course or attempts' }).default('newest'),
  page: adminPage,
});
export type QuizListQuery = z.output<typeof quizListQuery>;
export type QuizListQueryInput = z.input<typeof quizListQuery>;

/**
 * Quiz Management: the three summary cards (every quiz the caller manages, whatever the filters:
 * they describe the whole of one's quizzes) and one page of 'Your Quizzes' as filtered.
 */
export const quizListResponse = z.object({
  summary: z.object({ totalQuizzes: z.number().int(), published: z.number().int(), totalAttempts: z.number().int() }),
  quizzes: z.array(quizListItem),
  /** Quizzes matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuizListResponse = z.infer<typeof quizListResponse>;

export const authoringOption = z.object({ id: z.uuid(), text: z.string(), isCorrect: z.boolean() });

export const authoringQuestion = z.object({
  id: z.uuid(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  points: z.number().int(),
  options: z.array(authoringOption),
  /** True/false questions: which one is correct; null for other types. */
  correctAnswer: z.boolean().nullable(),
  /** Answers stored for it, in any attempt. */
  answerCount: z.number().int(),
  /** Answers to it waiting for grading in submitted attempts. */
  pendingCount: z.number().int(),
  /** What the editor may still change without breaking earlier results. */
  canDelete: z.boolean(),
  canChangeType: z.boolean(),
  canChangePoints: z.boolean(),
});
export type AuthoringQuestion = z.infer<typeof authoringQuestion>;

export const authoringQuiz = authoringQuizHeader.extend({ attemptCount: z.number().int(), questions: z.array(authoringQuestion) });
export type AuthoringQuiz = z.infer<typeof authoringQuiz>;

export const authoringQuizResponse = z.object({ quiz: authoringQuiz });
export const quizSaveResponse = z.object({ quiz: authoringQuiz, message: z.string() });
export type QuizSaveResponse = z.infer<typeof quizSaveResponse>;
export const quizPublishResponse = z.object({ id: z.uuid(), isPublished: z.boolean(), message: z.string() });
export const quizDeleteResponse = z.object({ message: z.string() });

/** Where the editor may put a quiz: the caller's courses and their quiz lessons. */
export const quizTargetsResponse = z.object({
  courses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      /** The course's assessment, if it has one (a course has at most one). */
      assessmentQuizId: z.uuid().nullable(),
      lessons: z.array(z.object({ id: z.uuid(), title: z.string(), sectionTitle: z.string(), quizId: z.uuid().nullable() })),
    }),
  ),
});
export type QuizTargetsResponse = z.infer<typeof quizTargetsResponse>;

export const statisticsAttempt = z.object({
  id: z.uuid(),
  attemptNumber: z.number().int(),
  /** Name and e-mail, as the grading screen shows them. Never the Staff ID: it is a login name (and an imported learner's first password). */
  student: z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable() }),
  answersCount: z.number().int(),
  questionsCount: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  isPassed: z.boolean(),
  pendingCount: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  timeTakenMinutes: z.number().int().nullable(),
});
export type StatisticsAttempt = z.infer<typeof statisticsAttempt>;

export const questionStatistics = z.object({
  id: z.uuid(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  points: z.number().int(),
  /** Answers in submitted attempts. */
  answered: z.number().int(),
  /** Objective: answers marked correct. Subjective: graded answers. */
  correct: z.number().int(),
  /** Subjective answers still waiting for grading. */
  pending: z.number().int(),
  /**
   * Percent. Objective: share of submitted answers that are correct. Subjective: average points
   * of graded answers over the question's points. Null when nothing counts yet.
   */
  correctRate: z.number().nullable(),
});
export type QuestionStatistics = z.infer<typeof questionStatistics>;

export const scoreBucket = z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() });

export const quizStatisticsResponse = z.object({
  quiz: authoringQuizHeader.extend({ questionCount: z.number().int(), totalPoints: z.number().int() }),
  summary: z.object({
    totalAttempts: z.number().int(),
    submittedAttempts: z.number().int(),
    pendingEvaluation: z.number().int(),
    uniqueStudents: z.number().int(),
    /** Mean percentage of submitted attempts. */
    averagePercentage: z.number().nullable(),
    /** Percent of graded submitted attempts (none pending) that passed. */
    passRate: z.number().nullable(),
  }),
  /** Newest completed first, unfinished attempts after them; at most STATISTICS_ATTEMPTS_MAX. */
  attempts: z.array(statisticsAttempt),
  questions: z.array(questionStatistics),
  /** Ten buckets of percentage over submitted attempts: 0-9, 10-19, ..., 90-100. */
  distribution: z.array(scoreBucket),
});
export type QuizStatisticsResponse = z.infer<typeof quizStatisticsResponse>;
export const STATISTICS_ATTEMPTS_MAX = 500;
