// A course's published curriculum: the sections learners see and their lessons, in order. The
// player, the course page and stored progress all count the same lessons: those of published
// sections.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ContentType, CurriculumSection } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { lessons, quizQuestions, quizzes, sections } from '../../db/schema.js';

/** Published sections and their lessons in order; quiz lessons carry their question count. */
export async function publishedCurriculum(db: DbOrTx, courseId: string): Promise<CurriculumSection[]> {
  const [row] = await prepared(db, 'published_curriculum', (db) =>
    db.select({ rows: curriculumRowsJson(sql.placeholder('courseId')) }).from(sql`(select 1) as one`),
  ).execute({ courseId });
  return curriculumFromRows(row!.rows);
}

export interface CurriculumRow {
  sectionId: string;
  sectionTitle: string;
  sectionDescription: string | null;
  lessonId: string | null;
  title: string | null;
  contentType: ContentType | null;
  durationMinutes: number | null;
  isFree: boolean | null;
  questionCount: number | null;
}

/**
 * The published curriculum's rows (a section with each of its lessons, or alone) as one JSON array
 * in order: a column of any statement that needs the curriculum beside other reads (the learner's
 * course access reads it with the course and the learner's progress in one statement).
 */
export const curriculumRowsJson = (courseId: SQLWrapper) => sql<CurriculumRow[]>`(
  select coalesce(json_agg(json_build_object(
           'sectionId', s.id, 'sectionTitle', s.title, 'sectionDescription', s.description,
           'lessonId', l.id, 'title', l.title, 'contentType', l.content_type,
           'durationMinutes', l.duration_minutes, 'isFree', l.is_free, 'questionCount', qc.n)
         order by s.order_index, s.created_at, l.order_index, l.created_at), '[]'::json)
    from ${sections} s
    left join ${lessons} l on l.section_id = s.id
    left join lateral (
      select count(qq.id)::int as n from ${quizzes} z left join ${quizQuestions} qq on qq.quiz_id = z.id
       where z.lesson_id = l.id and z.course_id = s.course_id) qc on l.content_type = 'quiz'
   where s.course_id = ${courseId} and s.is_published)`;

/** Sections with their lessons from the rows of `curriculumRowsJson`. */
export function curriculumFromRows(rows: CurriculumRow[]): CurriculumSection[] {
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
export const curriculumLessonIds = (courseId: SQLWrapper) =>
  sql`select l.id from ${lessons} l join ${sections} s on s.id = l.section_id where s.course_id = ${courseId} and s.is_published`;

/** The course's final assessment as a subquery for its id: its first published course quiz. */
export const assessmentQuizId = (courseId: SQLWrapper) =>
  sql`(select q.id from ${quizzes} q where q.course_id = ${courseId} and q.quiz_type = 'course' and q.is_published order by q.created_at limit 1)`;
