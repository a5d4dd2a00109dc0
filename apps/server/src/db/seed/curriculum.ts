// Turns the catalogue data into rows: courses (with their generated thumbnails), sections,
// lessons of every content type, and quizzes with their questions and options.
import { randomUUID } from 'node:crypto';
import type { ContentType } from '@app/core';
import type { courses, lessons, quizQuestionOptions, quizQuestions, quizzes, sections } from '../schema.js';
import { COURSES, type CourseSeed } from './catalogue-data.js';
import { lessonMarkdown } from './lesson-text.js';
import type { AssetName, SeedFiles } from './media.js';
import { CATEGORY_BANKS, COURSE_BANKS, type BankQuestion } from './quiz-bank.js';
import { uniqueQuestions } from './quiz-spares.js';
import { hashString, Rng } from './random.js';
import { coursePictureSvgs } from './thumbnails.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface QuestionInfo {
  id: string;
  type: BankQuestion['type'];
  points: number;
  options: Array<{ id: string; correct: boolean }>;
  answers: [string, string] | null;
}

export interface QuizInfo {
  id: string;
  /** Stable across seeds (ids are not): seeds the order a seeded attempt of a shuffled quiz draws. */
  key: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  passingScore: number;
  maxAttempts: number;
  timeLimitMinutes: number | null;
  isPublished: boolean;
  questions: QuestionInfo[];
}

export interface LessonInfo {
  id: string;
  contentType: ContentType;
  durationMinutes: number;
  quiz: QuizInfo | null;
}

export interface CourseInfo {
  seed: CourseSeed;
  id: string;
  instructorId: string;
  createdAt: Date;
  /** Lessons of published sections, in the order learners take them. */
  lessons: LessonInfo[];
  /** The published final assessment, if any. */
  assessment: QuizInfo | null;
}

export interface CurriculumRows {
  courses: Array<typeof courses.$inferInsert>;
  sections: Array<typeof sections.$inferInsert>;
  lessons: Array<typeof lessons.$inferInsert>;
  quizzes: Array<typeof quizzes.$inferInsert>;
  questions: Array<typeof quizQuestions.$inferInsert>;
  options: Array<typeof quizQuestionOptions.$inferInsert>;
  info: CourseInfo[];
}

const KIND: Record<string, ContentType> = { v: 'video', y: 'video', m: 'video', a: 'audio', p: 'pdf', t: 'text', q: 'quiz' };
const LESSON_LINE = /^([vymaptq])(?::(\S+))? (.+?)(?: ~(\d+))?$/;

interface ParsedLesson {
  kind: string;
  ref: string | undefined;
  title: string;
  minutes: number | undefined;
}

function parseLesson(line: string): ParsedLesson {
  const m = LESSON_LINE.exec(line);
  if (!m) throw new Error(`Bad lesson line: ${line}`);
  return { kind: m[1]!, ref: m[2], title: m[3]!, minutes: m[4] ? Number(m[4]) : undefined };
}

const DESCRIPTIONS: Record<string, (title: string) => string> = {
  v: (t) => `A short video: ${t.toLowerCase()}.`,
  y: () => 'Watch this talk, then note the one idea you want to remember.',
  m: () => 'A short film used as a case study. Watch it once for fun, once with the lesson in mind.',
  a: () => 'Listen on the go: a short audio lesson with a practical takeaway.',
  p: () => 'Download or read the handout in your browser; keep it next to you for the rest of the section.',
  t: () => 'Reading with examples and a short practice task.',
  q: () => 'Check your understanding before moving on.',
};

/**
 * The bank's authors put most right answers second (119 of the demo's 151 multiple-choice
 * questions), a pattern learners spot. Each question gets its right answer at the next position
 * of a shuffled deck of every position, so each position holds about a quarter of them, and its
 * wrong answers in random order around it. A generator of its own, so that everything else in the
 * demo draws what it drew before.
 */
function answerPlacer(rng: Rng) {
  let deck: number[] = [];
  return (options: readonly string[], correct: number) => {
    if (deck.length === 0) deck = rng.shuffle(options.map((_, i) => i));
    const at = deck.pop()! % options.length;
    const placed = rng.shuffle(options.filter((_, i) => i !== correct));
    placed.splice(at, 0, options[correct]!);
    return { options: placed, correct: at };
  };
}

export function buildCurriculum(args: {
  now: Date;
  userIds: Map<string, string>;
  userNames: Map<string, string>;
  categoryIds: Map<string, string>;
  files: SeedFiles;
}): CurriculumRows {
  const { now, userIds, userNames, categoryIds, files } = args;
  const out: CurriculumRows = { courses: [], sections: [], lessons: [], quizzes: [], questions: [], options: [], info: [] };
  const placeAnswer = answerPlacer(new Rng(hashString('option-order')));
  // Every question is asked by one quiz only, across all courses (quiz-spares.ts).
  const unique = uniqueQuestions();

  for (const seed of COURSES) {
    const rng = new Rng(hashString(`course:${seed.key}`));
    const id = randomUUID();
    const instructorId = userIds.get(seed.instructor);
    if (!instructorId) throw new Error(`Unknown instructor ${seed.instructor}`);
    const createdAt = new Date(now.getTime() - seed.ageDays * DAY - rng.int(1, 10) * HOUR);
    const updatedAt = new Date(
      Math.min(now.getTime() - HOUR, createdAt.getTime() + rng.int(1, Math.max(2, Math.floor(seed.ageDays / 2))) * DAY),
    );
    const thumb = files.addPoster(
      coursePictureSvgs({
        key: seed.key,
        title: seed.title,
        category: seed.category,
        level: seed.level,
        hours: seed.hours,
        instructorName: userNames.get(seed.instructor)!,
      }),
      `${seed.key}-thumbnail.svg`,
      instructorId,
      createdAt,
    );

    // Questions for this course: its own bank, else its category's; lesson quizzes take them in turn.
    const bankKey = COURSE_BANKS[seed.key] ? seed.key : seed.category;
    const bank = COURSE_BANKS[seed.key] ?? CATEGORY_BANKS[seed.category];
    const objective = rng.shuffle(bank.filter((q) => q.type !== 'subjective'));
    const subjective = rng.shuffle(bank.filter((q) => q.type === 'subjective'));
    let nextObjective = 0;
    let nextSubjective = 0;
    const ownedByDemoInstructor = seed.instructor === 'INS-001';
    const courseIsDraft = seed.status === 'draft';

    const addQuiz = (quiz: {
      key: string;
      title: string;
      description: string;
      lessonId: string | null;
      picked: BankQuestion[];
      passingScore: number;
      timeLimitMinutes: number | null;
      maxAttempts: number;
      isPublished: boolean;
      /** Questions and options in a new order for each attempt. */
      shuffle: boolean;
      createdAt: Date;
    }): QuizInfo => {
      const quizId = randomUUID();
      out.quizzes.push({
        id: quizId,
        title: quiz.title,
        description: quiz.description,
        lessonId: quiz.lessonId,
        courseId: id,
        instructorId,
        passingScore: quiz.passingScore,
        timeLimitMinutes: quiz.timeLimitMinutes,
        maxAttempts: quiz.maxAttempts,
        isPublished: quiz.isPublished,
        quizType: quiz.lessonId ? 'lesson' : 'course',
        shuffleQuestions: quiz.shuffle,
        shuffleOptions: quiz.shuffle,
        createdAt: quiz.createdAt,
        updatedAt: quiz.createdAt,
      });
      const questions = quiz.picked.map((drawn, index): QuestionInfo => {
        const q = unique(bankKey, drawn);
        const questionId = randomUUID();
        const points = q.points ?? (q.type === 'subjective' ? (quiz.lessonId ? 4 : 5) : q.type === 'multiple_choice' ? 2 : 1);
        out.questions.push({ id: questionId, quizId, questionText: q.text, questionType: q.type, orderIndex: index, points });
        const options: QuestionInfo['options'] = [];
        const placed = q.type === 'multiple_choice' ? placeAnswer(q.options, q.correct) : null;
        const texts = placed ? placed.options : q.type === 'true_false' ? ['True', 'False'] : [];
        texts.forEach((text, i) => {
          const correct = placed ? i === placed.correct : q.type === 'true_false' ? (i === 0) === q.answer : false;
          const optionId = randomUUID();
          out.options.push({ id: optionId, questionId, optionText: text, isCorrect: correct, orderIndex: i });
          options.push({ id: optionId, correct });
        });
        return { id: questionId, type: q.type, points, options, answers: q.type === 'subjective' ? q.answers : null };
      });
      return {
        id: quizId,
        key: quiz.key,
        shuffleQuestions: quiz.shuffle,
        shuffleOptions: quiz.shuffle,
        passingScore: quiz.passingScore,
        maxAttempts: quiz.maxAttempts,
        timeLimitMinutes: quiz.timeLimitMinutes,
        isPublished: quiz.isPublished,
        questions,
      };
    };

    const info: CourseInfo = { seed, id, instructorId, createdAt, lessons: [], assessment: null };
    let lessonNo = 0;
    let textNo = 0;
    let firstYoutube: string | null = null;
    seed.sections.forEach((section, sectionIndex) => {
      const sectionId = randomUUID();
      const sectionCreated = new Date(createdAt.getTime() + sectionIndex * HOUR);
      const published = section.published ?? true;
      out.sections.push({
        id: sectionId,
        courseId: id,
        title: section.title,
        description: section.description ?? null,
        orderIndex: sectionIndex,
        isPublished: published,
        createdAt: sectionCreated,
      });
      section.lessons.forEach((line, lessonIndex) => {
        const l = parseLesson(line);
        const lessonId = randomUUID();
        const contentType = KIND[l.kind]!;
        const lessonCreated = new Date(sectionCreated.getTime() + (lessonIndex + 1) * 60_000);
        const minutes = l.minutes ?? (contentType === 'quiz' ? 10 : 12);
        let videoUrl: string | null = null;
        let fileId: string | null = null;
        let content: string | null = null;
        const fileName = (ext: string) =>
          `${String(lessonNo + 1).padStart(2, '0')}-${l.title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
            .slice(0, 60)}.${ext}`;
        if (l.kind === 'v') {
          const asset = (l.ref ?? 'welcome') as AssetName;
          if (!['welcome', 'code', 'concept', 'trailer'].includes(asset)) throw new Error(`Unknown video asset ${asset}`);
          fileId = files.addLessonAsset(asset, fileName('mp4'), instructorId, lessonCreated).id;
        } else if (l.kind === 'y') {
          videoUrl = `https://www.youtube.com/watch?v=${l.ref}`;
          firstYoutube ??= videoUrl;
        } else if (l.kind === 'm') {
          videoUrl = `https://vimeo.com/${l.ref}`;
        } else if (l.kind === 'a') {
          fileId = files.addLessonAsset('audio', fileName('mp3'), instructorId, lessonCreated).id;
        } else if (l.kind === 'p') {
          fileId = files.addLessonAsset('handout', fileName('pdf'), instructorId, lessonCreated).id;
        } else if (l.kind === 't') {
          content = lessonMarkdown(seed, l.title, minutes, l.ref, textNo++);
        }
        const isFree = contentType !== 'quiz' && (lessonNo === 0 || (lessonNo === 1 && seed.price > 0));
        out.lessons.push({
          id: lessonId,
          sectionId,
          courseId: id,
          title: l.title,
          description: DESCRIPTIONS[l.kind]!(l.title),
          contentType,
          videoUrl,
          fileId,
          content,
          durationMinutes: minutes,
          isFree,
          orderIndex: lessonIndex,
          createdAt: lessonCreated,
          updatedAt: lessonCreated,
        });
        let quiz: QuizInfo | null = null;
        if (contentType === 'quiz') {
          const withEssay = ownedByDemoInstructor || rng.chance(0.25);
          const count = withEssay ? 3 : 4;
          const picked: BankQuestion[] = Array.from({ length: count }, () => objective[nextObjective++ % objective.length]!);
          if (withEssay && subjective.length) picked.push(subjective[nextSubjective++ % subjective.length]!);
          quiz = addQuiz({
            key: `${seed.key}:lesson:${lessonNo}`,
            title: l.title,
            description: `${section.title}: a short check of the key ideas in this section.`,
            lessonId,
            picked,
            passingScore: rng.pick([60, 70, 70, 80]),
            timeLimitMinutes: rng.pick([null, 10, 15]),
            maxAttempts: rng.pick([3, 5, 5]),
            isPublished: !courseIsDraft,
            shuffle: false,
            createdAt: lessonCreated,
          });
        }
        if (published) info.lessons.push({ id: lessonId, contentType, durationMinutes: minutes, quiz });
        lessonNo++;
      });
    });

    if (seed.assessment) {
      const essays = seed.assessmentEssays ?? (ownedByDemoInstructor ? 2 : 1);
      const picked = [...rng.sample(objective, 6 - essays), ...rng.sample(subjective, essays)];
      const quiz = addQuiz({
        key: `${seed.key}:assessment`,
        title: `${seed.title}: Final Assessment`,
        description:
          'The course assessment: pass it to complete the course and earn your certificate.' +
          (essays > 0 ? ' Written answers are graded by the instructor.' : ''),
        lessonId: null,
        picked,
        passingScore: 70,
        timeLimitMinutes: 30,
        maxAttempts: 3,
        isPublished: seed.assessment === 'published' && !courseIsDraft,
        // The final assessments show the shuffling setting: every attempt a new order.
        shuffle: true,
        createdAt: new Date(createdAt.getTime() + 12 * HOUR),
      });
      if (quiz.isPublished) info.assessment = quiz;
    }

    out.courses.push({
      id,
      title: seed.title,
      shortDescription: seed.short,
      description: seed.description,
      thumbnailFileId: thumb.id,
      previewVideoUrl: firstYoutube,
      price: seed.price,
      level: seed.level,
      durationHours: seed.hours,
      status: seed.status,
      categoryId: categoryIds.get(seed.category)!,
      instructorId,
      whatYouWillLearn: seed.learn,
      requirements: seed.requirements,
      createdAt,
      updatedAt,
    });
    out.info.push(info);
  }
  return out;
}
