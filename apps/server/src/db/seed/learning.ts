// What learners have done: enrollments, lesson progress, quiz attempts and answers, reviews and
// certificates. Everything follows the platform's own rules, so the demo is consistent:
// lessons are completed in order (locking), quiz lessons only through a passed attempt,
// progress_percentage is the share of published lessons completed, and a course is completed
// at 100% with its published assessment passed (then a certificate exists).
import { randomUUID } from 'node:crypto';
import { drawAttemptOrder, progressPercent, quizPercentage } from '@app/core';
import type { certificates, courseReviews, enrollments, lessonProgress, quizAnswers, quizAttempts } from '../schema.js';
import type { CourseInfo, QuizInfo } from './curriculum.js';
import { FEEDBACK } from './quiz-bank.js';
import { hashString, Rng } from './random.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Learner {
  id: string;
  staffId: string;
  fullName: string;
  createdAt: Date;
}

/** How far one learner got in one course. */
interface Plan {
  courseKey: string;
  /** Lessons completed, in curriculum order ('all' = every published lesson). */
  completed: number | 'all';
  enrolledDaysAgo: number;
  /** Days since the learner was last active. */
  lastActiveDaysAgo: number;
  /** What happened at the next lesson, when it is a quiz. */
  nextQuiz?: 'failed' | 'pending' | 'in-progress';
  /** The final assessment, when every lesson is done. */
  assessment?: 'passed' | 'pending' | 'failed';
  inactive?: boolean;
  review?: { rating: number; comment: string };
  /** 0..1: how well the learner answers. */
  skill?: number;
}

/** A learner who got a quarter of the way may rate the course (a finisher more often). */
function drawReview(rng: Rng, pct: number, complete: boolean): { rating: number; comment: string } | null {
  if (pct < 25 || !rng.chance(complete ? 0.85 : 0.6)) return null;
  const roll = rng.next();
  const rating = roll < 0.5 ? 5 : roll < 0.82 ? 4 : roll < 0.94 ? 3 : roll < 0.98 ? 2 : 1;
  return { rating, comment: rng.chance(0.85) ? rng.pick(COMMENTS[rating]!) : '' };
}

/** The demo student's own story: one course finished, one under way, one just begun, one not started. */
const DEMO_STUDENT_PLANS: Plan[] = [
  {
    courseKey: 'modern-js',
    completed: 'all',
    enrolledDaysAgo: 120,
    lastActiveDaysAgo: 64,
    assessment: 'passed',
    skill: 0.9,
    review: {
      rating: 5,
      comment:
        'Finally understood closures and the event loop. The quizzes after each section kept me honest, and the final assessment feedback was genuinely useful.',
    },
  },
  { courseKey: 'typescript', completed: 5, enrolledDaysAgo: 40, lastActiveDaysAgo: 1, nextQuiz: 'pending', skill: 0.8 },
  {
    courseKey: 'sql-analytics',
    completed: 4,
    enrolledDaysAgo: 30,
    lastActiveDaysAgo: 3,
    skill: 0.6,
    review: { rating: 4, comment: 'Clear and practical. The joins lesson is the best explanation I have seen.' },
  },
  { courseKey: 'python-data', completed: 2, enrolledDaysAgo: 6, lastActiveDaysAgo: 2, skill: 0.75 },
  { courseKey: 'ux-fundamentals', completed: 0, enrolledDaysAgo: 1, lastActiveDaysAgo: 1 },
];

const COMMENTS: Record<number, string[]> = {
  5: [
    'Excellent course. Clear explanations, great pacing and exercises that actually stick.',
    'One of the best courses I have taken online. I use what I learned at work every day.',
    'The instructor explains complex ideas simply. The handouts are gold.',
    'Perfect mix of videos, reading and quizzes. Highly recommended.',
    'Practical, well structured and up to date. Worth every minute.',
  ],
  4: [
    'Very good content. A few lessons felt a bit rushed, but overall great value.',
    'Solid course with useful examples. I would love an extra section on advanced topics.',
    'Clear and practical. The quizzes helped me find the gaps in my understanding.',
    'Good structure and a friendly instructor. Some videos could be shorter.',
  ],
  3: [
    'Decent introduction, but I expected more depth in the later sections.',
    'Useful in parts. The reading lessons were better than the videos for me.',
  ],
  2: ['Too basic for me, and some examples felt outdated.'],
  1: ['Not what I expected from the description.'],
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface LearningRows {
  enrollments: Array<typeof enrollments.$inferInsert>;
  progress: Array<typeof lessonProgress.$inferInsert>;
  attempts: Array<typeof quizAttempts.$inferInsert>;
  answers: Array<typeof quizAnswers.$inferInsert>;
  reviews: Array<typeof courseReviews.$inferInsert>;
  certificates: Array<typeof certificates.$inferInsert>;
}

export function buildLearning(args: { now: Date; courses: CourseInfo[]; demoStudent: Learner; students: Learner[] }): LearningRows {
  const { now, courses, demoStudent, students } = args;
  const out: LearningRows = { enrollments: [], progress: [], attempts: [], answers: [], reviews: [], certificates: [] };
  const byKey = new Map(courses.map((c) => [c.seed.key, c]));
  const codes = new Set<string>();
  const codeRng = new Rng(hashString('certificates'));
  const newCode = () => {
    for (;;) {
      const code = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => codeRng.pick([...CODE_ALPHABET])).join('')).join('-');
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };

  const clampPast = (t: number) => new Date(Math.min(t, now.getTime() - MINUTE));

  /** One finished (or pending) attempt, with an answer to every question. */
  function attempt(
    rng: Rng,
    quiz: QuizInfo,
    course: CourseInfo,
    learner: Learner,
    attemptNumber: number,
    startedAt: Date,
    mode: 'pass' | 'fail' | 'pending' | 'in-progress',
    skill: number,
  ): Date {
    const attemptId = randomUUID();
    const deadlineAt = quiz.timeLimitMinutes ? new Date(startedAt.getTime() + quiz.timeLimitMinutes * MINUTE) : null;
    // The order a shuffled quiz's attempt drew, as the server would store it; from a generator of
    // its own, so that the rest of the learner's story draws what it drew before.
    const order = drawAttemptOrder(
      quiz.questions,
      quiz,
      new Rng(hashString(`attempt-order:${quiz.key}:${learner.staffId}:${attemptNumber}`)).next,
    );
    if (mode === 'in-progress') {
      out.attempts.push({
        id: attemptId,
        quizId: quiz.id,
        userId: learner.id,
        attemptNumber,
        startedAt,
        deadlineAt,
        ...order,
        createdAt: startedAt,
      });
      return startedAt;
    }
    const timeTaken = rng.int(2, Math.max(3, (quiz.timeLimitMinutes ?? 20) - 1));
    const completedAt = new Date(startedAt.getTime() + timeTaken * MINUTE);
    const p = mode === 'pass' ? Math.max(skill, 0.8) : mode === 'fail' ? 0.3 : skill;
    const correct = quiz.questions.map((q) => (q.type === 'subjective' ? mode !== 'fail' && rng.chance(Math.max(p, 0.5)) : rng.chance(p)));
    const maxScore = quiz.questions.reduce((s, q) => s + q.points, 0);
    const subjectivePoints = (i: number) => {
      const q = quiz.questions[i]!;
      return correct[i] ? q.points - (rng.chance(0.5) ? 0 : 1) : Math.max(0, Math.round(q.points * 0.3));
    };
    const points = quiz.questions.map((q, i) =>
      q.type === 'subjective' ? (mode === 'pending' ? 0 : subjectivePoints(i)) : correct[i] ? q.points : 0,
    );
    // The same percentage the server stores (truncated to two decimals), so seeded passes are real ones.
    const pct = () =>
      quizPercentage(
        points.reduce((s, v) => s + v, 0),
        maxScore,
      );
    // Nudge the objective answers until the outcome matches the story.
    const objective = quiz.questions.map((q, i) => i).filter((i) => quiz.questions[i]!.type !== 'subjective');
    if (mode === 'pass') {
      quiz.questions.forEach((q, i) => {
        if (q.type === 'subjective' && pct() < quiz.passingScore) {
          correct[i] = true;
          points[i] = q.points;
        }
      });
      for (const i of objective) {
        if (pct() >= quiz.passingScore) break;
        correct[i] = true;
        points[i] = quiz.questions[i]!.points;
      }
    } else if (mode === 'fail') {
      for (const i of objective) {
        if (pct() < quiz.passingScore) break;
        correct[i] = false;
        points[i] = 0;
      }
    }
    const score = points.reduce((s, v) => s + v, 0);
    const percentage = pct();
    const evaluatedAt = clampPast(completedAt.getTime() + rng.int(3, 30) * HOUR);
    quiz.questions.forEach((q, i) => {
      if (q.type === 'subjective') {
        const strong = mode === 'pending' ? rng.chance(skill) : correct[i]!;
        const graded = mode !== 'pending';
        out.answers.push({
          attemptId,
          questionId: q.id,
          optionId: null,
          answerText: q.answers![strong ? 0 : 1],
          isCorrect: graded ? points[i]! >= q.points / 2 : null,
          pointsAwarded: graded ? points[i]! : 0,
          instructorFeedback: graded ? rng.pick(strong ? FEEDBACK.strong : FEEDBACK.weak) : null,
          evaluationStatus: graded ? 'evaluated' : 'pending',
          evaluatedAt: graded ? evaluatedAt : null,
          evaluatedBy: graded ? course.instructorId : null,
          updatedAt: graded ? evaluatedAt : completedAt,
        });
      } else {
        const right = q.options.find((o) => o.correct)!;
        const wrong = q.options.filter((o) => !o.correct);
        out.answers.push({
          attemptId,
          questionId: q.id,
          optionId: correct[i] ? right.id : rng.pick(wrong).id,
          isCorrect: correct[i]!,
          pointsAwarded: points[i]!,
          evaluationStatus: 'evaluated',
          evaluatedAt: completedAt,
          updatedAt: completedAt,
        });
      }
    });
    out.attempts.push({
      id: attemptId,
      quizId: quiz.id,
      userId: learner.id,
      attemptNumber,
      score,
      maxScore,
      percentage,
      isPassed: mode === 'pass',
      startedAt,
      deadlineAt,
      completedAt,
      timeTakenMinutes: timeTaken,
      ...order,
      createdAt: startedAt,
    });
    return completedAt;
  }

  /** Fails a few times (sometimes) and then passes; returns when it passed. */
  function passQuiz(rng: Rng, quiz: QuizInfo, course: CourseInfo, learner: Learner, at: Date, skill: number): Date {
    let t = at;
    let n = 1;
    const failures = Math.min(quiz.maxAttempts - 1, skill < 0.7 ? rng.int(0, 2) : rng.chance(0.2) ? 1 : 0);
    for (; n <= failures; n++) t = new Date(attempt(rng, quiz, course, learner, n, t, 'fail', skill).getTime() + rng.int(10, 90) * MINUTE);
    return attempt(rng, quiz, course, learner, n, t, 'pass', skill);
  }

  function enrol(learner: Learner, course: CourseInfo, plan: Plan) {
    const rng = new Rng(hashString(`learn:${learner.staffId}:${course.seed.key}`));
    const skill = plan.skill ?? 0.55 + rng.next() * 0.4;
    const total = course.lessons.length;
    const k = plan.completed === 'all' ? total : Math.min(plan.completed, total);
    const earliest = Math.max(course.createdAt.getTime(), learner.createdAt.getTime()) + HOUR;
    const enrolledAt = clampPast(Math.max(earliest, now.getTime() - plan.enrolledDaysAgo * DAY - rng.int(0, 12) * HOUR));
    const lastActive = clampPast(
      Math.max(enrolledAt.getTime() + 30 * MINUTE, now.getTime() - plan.lastActiveDaysAgo * DAY - rng.int(0, 10) * HOUR),
    );
    const step = k > 0 ? (lastActive.getTime() - enrolledAt.getTime()) / (k + (plan.assessment ? 1 : 0)) : 0;
    let t = enrolledAt.getTime();
    let lastTouched: Date | null = k > 0 ? null : plan.lastActiveDaysAgo < plan.enrolledDaysAgo ? lastActive : null;

    for (let i = 0; i < k; i++) {
      const lesson = course.lessons[i]!;
      t += step * (0.6 + rng.next() * 0.4);
      let completedAt = clampPast(t);
      if (lesson.quiz) completedAt = clampPast(passQuiz(rng, lesson.quiz, course, learner, completedAt, skill).getTime());
      t = completedAt.getTime();
      out.progress.push({
        userId: learner.id,
        lessonId: lesson.id,
        courseId: course.id,
        completed: true,
        completedAt,
        positionSeconds: 0,
        updatedAt: completedAt,
      });
      lastTouched = completedAt;
    }

    // Where the learner stopped: half-watched media, or an attempt at the next quiz.
    const next = k < total ? course.lessons[k]! : null;
    if (next && (k > 0 || plan.nextQuiz)) {
      const at = clampPast(Math.max(t + HOUR, lastActive.getTime()));
      if ((next.contentType === 'video' || next.contentType === 'audio') && rng.chance(0.7)) {
        out.progress.push({
          userId: learner.id,
          lessonId: next.id,
          courseId: course.id,
          completed: false,
          positionSeconds: rng.int(4, 11),
          updatedAt: at,
        });
        lastTouched = at;
      } else if (next.quiz && plan.nextQuiz) {
        const hasEssay = next.quiz.questions.some((q) => q.type === 'subjective');
        const mode = plan.nextQuiz === 'pending' && !hasEssay ? 'fail' : plan.nextQuiz === 'failed' ? 'fail' : plan.nextQuiz;
        lastTouched = attempt(rng, next.quiz, course, learner, 1, at, mode, skill);
      }
    }

    let passedAssessment = false;
    if (k === total && course.assessment && plan.assessment) {
      const at = clampPast(t + step * 0.8);
      if (plan.assessment === 'passed') {
        lastTouched = passQuiz(rng, course.assessment, course, learner, at, skill);
        passedAssessment = true;
      } else
        lastTouched = attempt(rng, course.assessment, course, learner, 1, at, plan.assessment === 'pending' ? 'pending' : 'fail', skill);
    }

    const pct = progressPercent(k, total);
    const complete = k === total && total > 0 && (!course.assessment || passedAssessment);
    const completedAt = complete ? (lastTouched ?? enrolledAt) : null;
    const status = complete ? 'completed' : plan.inactive ? 'inactive' : 'active';
    out.enrollments.push({
      userId: learner.id,
      courseId: course.id,
      status,
      progressPercentage: pct,
      enrolledAt,
      lastAccessedAt: lastTouched,
      completedAt,
    });
    if (complete) {
      out.certificates.push({
        code: newCode(),
        userId: learner.id,
        courseId: course.id,
        learnerName: learner.fullName,
        courseTitle: course.seed.title,
        issuedAt: completedAt!,
      });
    }
    // As the server allows: only an active or completed enrollment rates its course.
    const review = status === 'inactive' ? null : (plan.review ?? drawReview(rng, pct, complete));
    if (review) {
      const at = clampPast((lastTouched ?? enrolledAt).getTime() + rng.int(1, 48) * HOUR);
      out.reviews.push({
        courseId: course.id,
        userId: learner.id,
        rating: review.rating,
        comment: review.comment || null,
        createdAt: at,
        updatedAt: at,
      });
    }
  }

  for (const plan of DEMO_STUDENT_PLANS) enrol(demoStudent, byKey.get(plan.courseKey)!, plan);

  // The other students: each course draws a class according to its popularity.
  let inProgressAttemptLeft = 1;
  for (const course of courses) {
    if (course.seed.status === 'draft' || course.lessons.length === 0) continue;
    const rng = new Rng(hashString(`class:${course.seed.key}`));
    const ageDays = Math.max(2, Math.floor((now.getTime() - course.createdAt.getTime()) / DAY));
    for (const student of students) {
      if (!rng.chance(course.seed.popularity * 0.95)) continue;
      const total = course.lessons.length;
      const roll = rng.next();
      const demoCourse = course.seed.instructor === 'INS-001';
      // In the demo instructor's courses many learners stand at a quiz: attempts to grade.
      const quizIndexes = course.lessons.flatMap((l, i) => (l.quiz ? [i] : []));
      const completed =
        roll < 0.22
          ? total
          : roll < 0.34
            ? 0
            : demoCourse && quizIndexes.length && rng.chance(0.6)
              ? rng.pick(quizIndexes)
              : roll < 0.55
                ? rng.int(1, Math.max(1, Math.floor(total / 4)))
                : rng.int(Math.ceil(total / 4), total - 1);
      const enrolledDaysAgo = rng.int(1, ageDays - 1);
      const lastActiveDaysAgo = Math.max(0, rng.int(0, enrolledDaysAgo - 1));
      let nextQuiz: Plan['nextQuiz'];
      const nextLesson = course.lessons[completed];
      if (nextLesson?.quiz) {
        if (inProgressAttemptLeft > 0 && nextLesson.quiz.timeLimitMinutes && course.seed.status === 'published') {
          nextQuiz = 'in-progress';
          inProgressAttemptLeft--;
        } else if (rng.chance(demoCourse ? 0.9 : 0.6)) nextQuiz = rng.chance(demoCourse ? 0.7 : 0.4) ? 'pending' : 'failed';
      }
      const plan: Plan = {
        courseKey: course.seed.key,
        completed,
        enrolledDaysAgo,
        lastActiveDaysAgo: nextQuiz === 'in-progress' ? 0 : lastActiveDaysAgo,
        inactive: completed < total && rng.chance(0.08),
      };
      if (nextQuiz) plan.nextQuiz = nextQuiz;
      if (completed === total) plan.assessment = demoCourse && rng.chance(0.5) ? 'pending' : rng.chance(0.9) ? 'passed' : 'failed';
      enrol(student, course, plan);
    }
  }
  // An in-progress attempt is only "in progress" if it started moments ago.
  for (const a of out.attempts) {
    if (!a.completedAt && a.startedAt) {
      a.startedAt = new Date(now.getTime() - 4 * MINUTE);
      a.createdAt = a.startedAt;
      const quizLimit = courses.flatMap((c) => c.lessons).find((l) => l.quiz?.id === a.quizId)?.quiz?.timeLimitMinutes;
      a.deadlineAt = quizLimit ? new Date(a.startedAt.getTime() + quizLimit * MINUTE) : null;
    }
  }
  return out;
}
