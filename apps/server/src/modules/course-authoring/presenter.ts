// What leaves the server about a course in the instructor area: every field picked here.
import { averageRating, type CourseOverviewResponse, type EditableCourse, type InstructorCourseRow } from '@app/core';
import type { courses } from '../../db/schema.js';
import { coursePictures } from '../../storage/picture.js';
import type { CourseRow, overviewRow } from './queries.js';

type CourseRecord = typeof courses.$inferSelect;

/** The table's and the dashboard's small pictures: the thumbnail and its copies (no backdrop). */
function thumbnailOf(fileId: string | null, url: string | null, widths: number[] | null) {
  const { thumbnailUrl, thumbnailSrcSet } = coursePictures(fileId, url, widths);
  return { thumbnailUrl, thumbnailSrcSet };
}

export const presentRow = (r: CourseRow): InstructorCourseRow => ({
  id: r.id,
  title: r.title,
  status: r.status,
  ...thumbnailOf(r.thumbnailFileId, r.thumbnailUrl, r.thumbnailWidths),
  categoryName: r.categoryName,
  instructorId: r.instructorId,
  price: Number(r.price),
  students: r.students,
  hasLearners: r.hasLearners,
  revenue: r.revenue,
  lessonCount: r.lessonCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The version as the API spells it: opaque to clients, who send it back as they got it. */
export const versionString = (n: number) => String(n);

export const presentEditable = (c: CourseRecord, thumbnailSrc: string | null): EditableCourse => ({
  id: c.id,
  title: c.title,
  shortDescription: c.shortDescription,
  description: c.description,
  categoryId: c.categoryId,
  price: Number(c.price),
  level: c.level,
  durationHours: c.durationHours,
  status: c.status,
  thumbnailUrl: c.thumbnailUrl,
  thumbnailFileId: c.thumbnailFileId,
  thumbnailSrc,
  whatYouWillLearn: c.whatYouWillLearn,
  requirements: c.requirements,
  instructorId: c.instructorId,
  version: versionString(c.version),
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

export function presentOverview(r: NonNullable<Awaited<ReturnType<typeof overviewRow>>>): CourseOverviewResponse {
  const c = r.course;
  return {
    course: {
      id: c.id,
      title: c.title,
      shortDescription: c.shortDescription,
      status: c.status,
      level: c.level,
      price: Number(c.price),
      durationHours: c.durationHours,
      ...thumbnailOf(c.thumbnailFileId, c.thumbnailUrl, r.thumbnailWidths),
      categoryName: r.categoryName,
      instructorId: c.instructorId,
      instructorName: r.instructorName,
      hasLearners: r.hasLearners,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    },
    stats: {
      students: c.enrollmentCount,
      activeStudents: r.activeStudents,
      completedStudents: r.completedStudents,
      averageProgress: r.averageProgress,
      revenue: r.revenue,
      sectionCount: r.sectionCount,
      lessonCount: r.allLessons,
      publishedLessonCount: c.lessonCount,
      totalMinutes: c.totalMinutes,
      quizCount: r.quizCount,
      averageRating: averageRating(c.ratingSum, c.reviewCount),
      reviewCount: c.reviewCount,
    },
  };
}
