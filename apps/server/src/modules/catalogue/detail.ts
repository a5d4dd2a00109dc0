// One published course with its curriculum, as the detail page and preview dialog show it.
// Two queries whatever the size of the course, and one more for the caller's own state.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGES, opensCourse, videoKind, type CourseDetail, type CoursePreview, type CurriculumSection } from '@app/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { categories, courseReviews, courses, enrollments, lessons, quizQuestions, quizzes, sections } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import { notFound } from '../../lib/errors.js';
import { pictureUrl } from '../../storage/file-url.js';
import { cardColumns, instructors, isPublished, presentCard, selectCards } from './card.js';

/**
 * The course page as a visitor sees it: null when the course is not published. The same for
 * everyone, so it is cached (service.ts); the caller's own part is added by `withCaller`.
 */
export async function publicCourseDetail(db: Db, courseId: string): Promise<CourseDetail | null> {
  const [[row], curriculum] = await Promise.all([
    prepared(db, 'course_detail', (db) =>
      db
        .select({
          ...cardColumns,
          description: courses.description,
          whatYouWillLearn: courses.whatYouWillLearn,
          requirements: courses.requirements,
          instructorSpecialization: instructors.specialization,
          instructorBio: instructors.bio,
          instructorAvatarUrl: pictureUrl(instructors.avatarFileId, instructors.avatarUrl),
        })
        .from(courses)
        .leftJoin(...categoryJoin)
        .leftJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(and(isPublished, eq(courses.id, sql.placeholder('courseId')))),
    ).execute({ courseId }),
    publishedCurriculum(db, courseId),
  ]);
  if (!row) return null;
  const card = presentCard(row);
  return {
    ...card,
    description: row.description,
    whatYouWillLearn: row.whatYouWillLearn,
    requirements: row.requirements,
    instructor: card.instructor && {
      ...card.instructor,
      specialization: row.instructorSpecialization,
      bio: row.instructorBio,
      avatarUrl: row.instructorAvatarUrl,
    },
    sections: curriculum.map((s) => ({ ...s, lessons: s.lessons.map((l) => ({ ...l, isLocked: !l.isFree })) })),
    enrollment: null,
    myRating: null,
    teachesCourse: false,
  };
}

export type CallerState = Awaited<ReturnType<typeof callerState>>;

/** The course page for a signed-in caller: their enrollment and rating, and lessons it opens. */
export function withCaller(detail: CourseDetail, mine: CallerState, teachesCourse: boolean): CourseDetail {
  // An inactive enrollment opens nothing (lesson locking: active or completed enrollments only).
  const enrolled = opensCourse(mine.enrollment);
  return {
    ...detail,
    sections: enrolled
      ? detail.sections.map((s) => ({ ...s, lessons: s.lessons.map((l) => ({ ...l, isLocked: false })) }))
      : detail.sections,
    enrollment: mine.enrollment,
    myRating: mine.myRating,
    teachesCourse,
  };
}

const categoryJoin = [categories, eq(categories.id, courses.categoryId)] as const;

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

/** The caller's own enrollment and rating of a course: never cached, never shared. */
export async function callerState(db: Db, courseId: string, userId: string) {
  const [row] = await prepared(db, 'course_detail_caller', (db) =>
    db
      .select({
        id: enrollments.id,
        status: enrollments.status,
        progressPercentage: enrollments.progressPercentage,
        enrolledAt: enrollments.enrolledAt,
        completedAt: enrollments.completedAt,
        rating: courseReviews.rating,
      })
      .from(enrollments)
      .leftJoin(courseReviews, and(eq(courseReviews.courseId, enrollments.courseId), eq(courseReviews.userId, enrollments.userId)))
      .where(and(eq(enrollments.courseId, sql.placeholder('courseId')), eq(enrollments.userId, sql.placeholder('userId')))),
  ).execute({ courseId, userId });
  if (!row) return { enrollment: null, myRating: null };
  return {
    enrollment: {
      id: row.id,
      status: row.status,
      progressPercentage: row.progressPercentage,
      enrolledAt: row.enrolledAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    },
    myRating: row.rating,
  };
}

/**
 * What the preview dialog may play: the course's own preview video, else a free video lesson
 * picked at random. Paid lessons are never previewed: their files are private.
 */
export async function coursePreview(db: Db, courseId: string): Promise<CoursePreview> {
  const [course] = await selectCards(db)
    .where(and(isPublished, eq(courses.id, courseId)))
    .limit(1);
  if (!course) throw notFound(MESSAGES.courseNotFound);
  if (course.previewVideoUrl) {
    const kind = videoKind(course.previewVideoUrl);
    if (kind) return { video: { kind, url: course.previewVideoUrl, lessonTitle: null } };
  }
  const candidates = await db
    .select({ id: lessons.id, title: lessons.title, videoUrl: lessons.videoUrl, fileId: lessons.fileId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(
      and(
        eq(lessons.courseId, courseId),
        eq(sections.isPublished, true),
        eq(lessons.contentType, 'video'),
        eq(lessons.isFree, true),
        sql`(${lessons.videoUrl} is not null or ${lessons.fileId} is not null)`,
      ),
    );
  const playable = candidates.flatMap((l) => {
    if (l.fileId) return [{ kind: 'file' as const, url: `/api/lessons/${l.id}/media`, lessonTitle: l.title }];
    const kind = l.videoUrl ? videoKind(l.videoUrl) : null;
    return kind && l.videoUrl ? [{ kind, url: l.videoUrl, lessonTitle: l.title }] : [];
  });
  if (playable.length === 0) return { video: null };
  return { video: playable[Math.floor(Math.random() * playable.length)]! };
}
