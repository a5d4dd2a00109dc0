// One published course with its curriculum, as the detail page and preview dialog show it.
// Two queries whatever the size of the course, and one more for the caller's own state.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  lockedLessons,
  MESSAGES,
  opensCourse,
  videoKind,
  type CourseDetail,
  type CoursePreview,
  type CurriculumSection,
  type PreviewVideo,
} from '@app/core';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { categories, courseReviews, courses, enrollments, lessonProgress, lessons, mediaTranscodes, sections } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import { notFound } from '../../lib/errors.js';
import { pictureUrl } from '../../storage/file-url.js';
import { publishedCurriculum } from '../courses/published-curriculum.js';
import { isPublished } from '../courses/ownership.js';
import { cardColumns, instructors, presentHeroCard, selectCards } from './card.js';

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
  const card = presentHeroCard(row);
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
    sections: withLocks(curriculum, { completed: new Set(), hasAccess: false }),
    enrollment: null,
    myRating: null,
    teachesCourse: false,
  };
}

export type CallerState = Awaited<ReturnType<typeof callerState>>;

/** The course page for a signed-in caller: their enrollment and rating, and lessons it opens. */
export function withCaller(detail: CourseDetail, mine: CallerState, teachesCourse: boolean): CourseDetail {
  return {
    ...detail,
    // Locked as the player locks them: an active or completed enrollment opens the first lesson
    // and each one after a completed predecessor; an inactive one opens nothing.
    sections: withLocks(detail.sections, { completed: new Set(mine.completedLessonIds), hasAccess: opensCourse(mine.enrollment) }),
    enrollment: mine.enrollment,
    myRating: mine.myRating,
    teachesCourse,
  };
}

const categoryJoin = [categories, eq(categories.id, courses.categoryId)] as const;

/** The curriculum with each lesson's lock, by the player's rule (core rules/locking.ts). */
function withLocks(curriculum: CurriculumSection[], caller: { completed: ReadonlySet<string>; hasAccess: boolean }): CurriculumSection[] {
  const locked = lockedLessons({ lessons: curriculum.flatMap((s) => s.lessons), ...caller });
  return curriculum.map((s) => ({ ...s, lessons: s.lessons.map((l) => ({ ...l, isLocked: locked.has(l.id) })) }));
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
        completedLessonIds: sql<string[]>`array(select ${lessonProgress.lessonId} from ${lessonProgress}
          where ${lessonProgress.userId} = ${enrollments.userId} and ${lessonProgress.courseId} = ${enrollments.courseId} and ${lessonProgress.completed})::text[]`,
      })
      .from(enrollments)
      .leftJoin(courseReviews, and(eq(courseReviews.courseId, enrollments.courseId), eq(courseReviews.userId, enrollments.userId)))
      .where(and(eq(enrollments.courseId, sql.placeholder('courseId')), eq(enrollments.userId, sql.placeholder('userId')))),
  ).execute({ courseId, userId });
  if (!row) return { enrollment: null, myRating: null, completedLessonIds: [] };
  return {
    enrollment: {
      id: row.id,
      status: row.status,
      progressPercentage: row.progressPercentage,
      enrolledAt: row.enrolledAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    },
    myRating: row.rating,
    completedLessonIds: row.completedLessonIds,
  };
}

/**
 * What the preview dialog may play: the course's own preview video, then every free video lesson
 * of its published curriculum in order, each address once (the seed's preview video is also its
 * first free YouTube lesson). The dialog picks one per opening (core's pickPreview): this used to
 * pick here, and always the preview video when the course had one, so every opening played the
 * same video. Paid lessons are never previewed: their files are private.
 */
export async function coursePreview(deps: Pick<Deps, 'db'>, courseId: string): Promise<CoursePreview> {
  const { db } = deps;
  const [course] = await selectCards(db)
    .where(and(isPublished, eq(courses.id, courseId)))
    .limit(1);
  if (!course) throw notFound(MESSAGES.courseNotFound);
  const candidates = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      videoUrl: lessons.videoUrl,
      fileId: lessons.fileId,
      streamed: sql<boolean>`${mediaTranscodes.state} is not distinct from 'ready'`,
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .leftJoin(mediaTranscodes, eq(mediaTranscodes.fileId, lessons.fileId))
    .where(
      and(
        eq(lessons.courseId, courseId),
        eq(sections.isPublished, true),
        eq(lessons.contentType, 'video'),
        eq(lessons.isFree, true),
        sql`(${lessons.videoUrl} is not null or ${lessons.fileId} is not null)`,
      ),
    )
    .orderBy(asc(sections.orderIndex), asc(lessons.orderIndex), asc(lessons.id));
  const videos: PreviewVideo[] = [];
  const add = (video: PreviewVideo) => {
    if (!videos.some((v) => v.url === video.url)) videos.push(video);
  };
  const ownKind = course.previewVideoUrl ? videoKind(course.previewVideoUrl) : null;
  if (ownKind && course.previewVideoUrl) add({ kind: ownKind, url: course.previewVideoUrl, lessonTitle: null, streamUrl: null });
  for (const l of candidates) {
    if (l.fileId)
      add({
        kind: 'file',
        url: `/api/lessons/${l.id}/media`,
        lessonTitle: l.title,
        streamUrl: l.streamed ? `/api/lessons/${l.id}/stream/master.m3u8?rendition=lowest` : null,
      });
    else {
      const kind = l.videoUrl ? videoKind(l.videoUrl) : null;
      if (kind && l.videoUrl) add({ kind, url: l.videoUrl, lessonTitle: l.title, streamUrl: null });
    }
  }
  return { videos };
}
