// What leaves the server of a monitored learner: picked field by field (never a whole row; no
// staff ID, which is a login name and an imported learner's first password).
import type { StudentRow } from '@app/core';
import type { StudentRowData } from './students-query.js';

export function presentStudentRow(r: StudentRowData): StudentRow {
  return {
    enrollmentId: r.enrollment_id,
    student: { id: r.user_id, fullName: r.full_name, email: r.email, avatarUrl: r.avatar_url },
    course: { id: r.course_id, title: r.course_title, status: r.course_status, instructorId: r.instructor_id },
    status: r.status,
    progressPercentage: r.progress_percentage,
    lessonsDone: r.lessons_done,
    lessonsTotal: r.lessons_total,
    enrolledAt: r.enrolled_at,
    lastActivityAt: r.last_activity_at,
    completedAt: r.completed_at,
    bestQuizPercentage: r.best_quiz_percentage,
    pendingAnswers: r.pending_answers,
  };
}
