import { describe, expect, it } from 'vitest';
import { storedNotification, type StoredNotification } from '../contract/notifications.js';
import { NOTIFICATION_KINDS, NOTIFICATION_PREFERENCE_OF } from './notification-kinds.js';
import { describeNotification } from './notifications.js';

const courseId = '0b8a6a9e-8a0e-4a59-9d55-4cd0d6f1a001';
const quizId = '0b8a6a9e-8a0e-4a59-9d55-4cd0d6f1a002';
const lessonId = '0b8a6a9e-8a0e-4a59-9d55-4cd0d6f1a003';
const attemptId = '0b8a6a9e-8a0e-4a59-9d55-4cd0d6f1a004';
const quiz = { courseId, courseTitle: 'TypeScript in Practice', quizId, quizTitle: 'Quiz: unions', lessonId, attemptId };

const examples: StoredNotification[] = [
  { kind: 'answer_graded', data: { ...quiz, points: 4.5, maxPoints: 5, pendingCount: 1 } },
  { kind: 'quiz_graded', data: { ...quiz, percentage: 90, passingScore: 60, passed: true } },
  { kind: 'certificate_issued', data: { courseId, courseTitle: 'TypeScript in Practice', code: 'ABCD-EFGH-JKLM' } },
  { kind: 'enrollment_deactivated', data: { courseId, courseTitle: 'TypeScript in Practice' } },
  { kind: 'enrollment_restored', data: { courseId, courseTitle: 'TypeScript in Practice' } },
  {
    kind: 'new_lessons',
    data: { courseId, courseTitle: 'TypeScript in Practice', lessonId, lessonTitle: 'Mapped types', sectionTitle: null, count: 1 },
  },
  { kind: 'grading_needed', data: { ...quiz, learnerName: 'Amara Okafor', pendingCount: 2 } },
  { kind: 'new_enrollment', data: { courseId, courseTitle: 'TypeScript in Practice', learnerName: 'Amara Okafor' } },
  { kind: 'course_assigned', data: { courseId, courseTitle: 'Fire Safety', dueOn: '2026-12-14' } },
  { kind: 'assignment_due', data: { courseId, courseTitle: 'Fire Safety', dueOn: '2026-12-14', daysBefore: 7 } },
  { kind: 'assignment_overdue', data: { courseId, courseTitle: 'Fire Safety', dueOn: '2026-12-14' } },
  { kind: 'recertification_due', data: { courseId, courseTitle: 'Fire Safety', dueOn: '2027-12-14' } },
];

describe('describeNotification', () => {
  it('has an example, a title, a body and an in-app link for every kind', () => {
    expect(examples.map((e) => e.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const e of examples) {
      expect(storedNotification.parse(e)).toEqual(e);
      const text = describeNotification(e);
      expect(text.title.length, e.kind).toBeGreaterThan(0);
      expect(text.body.length, e.kind).toBeGreaterThan(0);
      expect(text.link, e.kind).toMatch(/^\/[a-z]/);
    }
  });

  it('leads a graded quiz to its lesson in the player, and an assessment to the assessment', () => {
    expect(describeNotification(examples[1]!).link).toBe(`/course/${courseId}?lesson=${lessonId}`);
    const assessment = { kind: 'quiz_graded', data: { ...quiz, lessonId: null, percentage: 90, passingScore: 60, passed: true } } as const;
    expect(describeNotification(assessment)).toMatchObject({
      link: `/course/${courseId}?lesson=assessment`,
      body: expect.stringContaining('course assessment is passed'),
    });
  });

  it('never rounds a failing percentage up to the pass mark', () => {
    const failed = { kind: 'quiz_graded', data: { ...quiz, percentage: 59.99, passingScore: 60, passed: false } } as const;
    expect(describeNotification(failed)).toMatchObject({
      title: 'Not passed: Quiz: unions',
      body: expect.stringContaining('59%, below the 60%'),
    });
  });

  it('counts new lessons and answers to grade in words', () => {
    const section = {
      kind: 'new_lessons',
      data: { courseId, courseTitle: 'Go', lessonId, lessonTitle: null, sectionTitle: 'Generics', count: 3 },
    } as const;
    expect(describeNotification(section)).toMatchObject({ title: '3 new lessons in Go', body: "Section 'Generics' is open." });
    expect(describeNotification(examples[6]!).title).toBe('2 answers to grade');
    expect(describeNotification({ kind: 'grading_needed', data: { ...quiz, learnerName: 'A', pendingCount: 1 } }).title).toBe(
      'An answer to grade',
    );
  });

  it('refuses stored data that does not fit its kind', () => {
    expect(storedNotification.safeParse({ kind: 'certificate_issued', data: { courseId, courseTitle: 'x' } }).success).toBe(false);
    expect(storedNotification.safeParse({ kind: 'unknown', data: {} }).success).toBe(false);
  });

  it('names a preference (or none) for every kind', () => {
    expect(Object.keys(NOTIFICATION_PREFERENCE_OF).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});

describe('assigned training notices', () => {
  const data = { courseId, courseTitle: 'Fire Safety', dueOn: '2026-12-14' };
  it('say when it is due, in words, and lead to the course', () => {
    expect(describeNotification({ kind: 'assignment_due', data: { ...data, daysBefore: 1 } })).toEqual({
      title: 'Due tomorrow: Fire Safety',
      body: 'Complete it by Mon, 14 Dec 2026.',
      link: `/course/${courseId}`,
    });
    expect(describeNotification({ kind: 'assignment_due', data: { ...data, daysBefore: 7 } }).title).toBe('Due in 7 days: Fire Safety');
    expect(describeNotification({ kind: 'assignment_overdue', data }).body).toBe(
      'It was due on Mon, 14 Dec 2026. Please complete it as soon as you can.',
    );
    expect(describeNotification({ kind: 'recertification_due', data }).title).toBe('Time to recertify: Fire Safety');
  });
});
