// A course's published curriculum: the sections learners see and their lessons, in order. The
// player, the course page and stored progress all count the same lessons: those of published
// sections.
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CurriculumSection } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { lessons, quizQuestions, quizzes, sections } from '../../db/schema.js';

/** Published sections and their lessons in order; quiz lessons carry their question count. */
export async function publishedCurriculum(db: DbOrTx, courseId: string): Promise<CurriculumSection[]> {
  const rows = await prepared(db, 'published_curriculum', (db) => {
    const questionCounts = db
      .select({ lessonId: quizzes.lessonId, n: sql<number>`count(${quizQuestions.id})::int`.as('n') })
      .from(quizzes)
      .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
      .where(eq(quizzes.courseId, sql.placeholder('courseId')))
      .groupBy(quizzes.lessonId)
      .as('qc');
    return db
      .select({
        sectionId: sections.id,
        sectionTitle: sections.title,
        sectionDescription: sections.description,
        lessonId: lessons.id,
        title: lessons.title,
        contentType: lessons.contentType,
        durationMinutes: lessons.durationMinutes,
        isFree: lessons.isFree,
        questionCount: questionCounts.n,
      })
      .from(sections)
      .leftJoin(lessons, eq(lessons.sectionId, sections.id))
      .leftJoin(questionCounts, eq(questionCounts.lessonId, lessons.id))
      .where(and(eq(sections.courseId, sql.placeholder('courseId')), eq(sections.isPublished, true)))
      .orderBy(asc(sections.orderIndex), asc(sections.createdAt), asc(lessons.orderIndex), asc(lessons.createdAt));
  }).execute({ courseId });

  const out: CurriculumSection[] = [];
  for (const r of rows) {
    let section = out.at(-1);
    if (section?.id !== r.sectionId) {
      section = { id: r.sectionId, title: r.sectionTitle, description: r.sectionDescription, lessons: [] };
      out.push(section);
    }
    if (r.lessonId && r.title && r.contentType)
      section.lessons.push({
        id: r.lessonId,
        title: r.title,
        contentType: r.contentType,
        durationMinutes: r.durationMinutes ?? 0,
        isFree: r.isFree ?? false,
        questionCount: r.contentType === 'quiz' ? (r.questionCount ?? 0) : null,
        isLocked: true,
      });
  }
  return out;
}

/** The ids of the course's lessons in published sections, as a subquery (`courseId`: a value, a placeholder or a column). */
export const curriculumLessonIds = (courseId: SQL | Placeholder) =>
  sql`select l.id from ${lessons} l join ${sections} s on s.id = l.section_id where s.course_id = ${courseId} and s.is_published`;

/** The course's final assessment as a subquery for its id: its first published course quiz. */
export const assessmentQuizId = (courseId: SQL | Placeholder) =>
  sql`(select q.id from ${quizzes} q where q.course_id = ${courseId} and q.quiz_type = 'course' and q.is_published order by q.created_at limit 1)`;
