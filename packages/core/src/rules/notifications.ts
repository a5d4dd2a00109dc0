// A notification's words and link, made from its kind and stored facts. Pure and zod-free: the
// server's presenter uses it for every notification it sends; the texts can change without
// rewriting stored rows.
import type { StoredNotification } from '../contract/notifications.js';
import { plural } from './format.js';
import { formatDueDate } from './assignments.js';

export interface NotificationText {
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
}

/** A quiz lesson in the player, or the course assessment when the quiz belongs to no lesson. */
const quizPlace = (d: { courseId: string; lessonId: string | null }) =>
  `/course/${d.courseId}?lesson=${d.lessonId ? encodeURIComponent(d.lessonId) : 'assessment'}`;

/** Whole percent, never rounded up: 59.99% is '59%', below a 60% pass mark as it should read. */
const wholePercent = (value: number) => `${Math.floor(value + 1e-9)}%`;

const points = (n: number) => String(Math.round(n * 100) / 100);

export function describeNotification(n: StoredNotification): NotificationText {
  switch (n.kind) {
    case 'answer_graded': {
      const d = n.data;
      return {
        title: `Answer graded: ${d.quizTitle}`,
        body: `Your written answer got ${points(d.points)} of ${points(d.maxPoints)} points in ${d.courseTitle}; ${plural(d.pendingCount, 'more answer')} still to grade.`,
        link: quizPlace(d),
      };
    }
    case 'quiz_graded': {
      const d = n.data;
      const what = d.lessonId ? 'The next lesson is open.' : 'Your course assessment is passed.';
      return d.passed
        ? {
            title: `Passed: ${d.quizTitle}`,
            body: `Graded at ${wholePercent(d.percentage)} (${d.passingScore}% to pass) in ${d.courseTitle}. ${what}`,
            link: quizPlace(d),
          }
        : {
            title: `Not passed: ${d.quizTitle}`,
            body: `Graded at ${wholePercent(d.percentage)}, below the ${d.passingScore}% needed, in ${d.courseTitle}. See the feedback and try again.`,
            link: quizPlace(d),
          };
    }
    case 'certificate_issued':
      return {
        title: 'Certificate earned',
        body: `You completed ${n.data.courseTitle}. Your certificate is ready.`,
        link: `/certificates/${encodeURIComponent(n.data.code)}`,
      };
    case 'enrollment_deactivated':
      return {
        title: 'Enrollment made inactive',
        body: `Your enrollment in ${n.data.courseTitle} was made inactive by its instructor or an admin. Your progress is kept.`,
        link: `/course-details/${n.data.courseId}`,
      };
    case 'enrollment_restored':
      return {
        title: 'Enrollment restored',
        body: `You can continue ${n.data.courseTitle} where you left off.`,
        link: `/course/${n.data.courseId}`,
      };
    case 'new_lessons': {
      const d = n.data;
      return {
        title: d.count === 1 ? `New lesson in ${d.courseTitle}` : `${plural(d.count, 'new lesson')} in ${d.courseTitle}`,
        body: d.sectionTitle ? `Section '${d.sectionTitle}' is open.` : `'${d.lessonTitle ?? 'A new lesson'}' is ready.`,
        link: d.lessonId ? `/course/${d.courseId}?lesson=${encodeURIComponent(d.lessonId)}` : `/course/${d.courseId}`,
      };
    }
    case 'grading_needed': {
      const d = n.data;
      return {
        title: `${d.pendingCount === 1 ? 'An answer' : plural(d.pendingCount, 'answer')} to grade`,
        body: `${d.learnerName} submitted '${d.quizTitle}' in ${d.courseTitle}.`,
        link: '/instructor/subjective-evaluation',
      };
    }
    case 'new_enrollment':
      return {
        title: 'New learner',
        body: `${n.data.learnerName} enrolled in ${n.data.courseTitle}.`,
        link: `/instructor/courses/${n.data.courseId}/students`,
      };
    case 'course_assigned':
      return {
        title: `Assigned to you: ${n.data.courseTitle}`,
        body: `Complete it by ${formatDueDate(n.data.dueOn)}.`,
        link: `/course/${n.data.courseId}`,
      };
    case 'assignment_due':
      return {
        title: `Due ${n.data.daysBefore === 1 ? 'tomorrow' : `in ${n.data.daysBefore} days`}: ${n.data.courseTitle}`,
        body: `Complete it by ${formatDueDate(n.data.dueOn)}.`,
        link: `/course/${n.data.courseId}`,
      };
    case 'assignment_overdue':
      return {
        title: `Overdue: ${n.data.courseTitle}`,
        body: `It was due on ${formatDueDate(n.data.dueOn)}. Please complete it as soon as you can.`,
        link: `/course/${n.data.courseId}`,
      };
    case 'recertification_due':
      return {
        title: `Time to recertify: ${n.data.courseTitle}`,
        body: `Your certificate expires on ${formatDueDate(n.data.dueOn)}. Take the course again by then.`,
        link: `/course/${n.data.courseId}`,
      };
  }
}
