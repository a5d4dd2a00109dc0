// The one select and presenter of a course card. Every list of courses goes through it, so a
// card costs no extra query: counts and ratings are columns kept by triggers, the picture's
// responsive widths a subquery of the same statement.
import { eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { averageRating, type CourseCard, type HeroCard } from '@app/core';
import type { Db } from '../../db/client.js';
import { categories, courses, users } from '../../db/schema.js';
import { coursePictures, storedWidths } from '../../storage/picture.js';

export const instructors = alias(users, 'instructor');

export const cardColumns = {
  id: courses.id,
  title: courses.title,
  shortDescription: courses.shortDescription,
  thumbnailFileId: courses.thumbnailFileId,
  thumbnailUrl: courses.thumbnailUrl,
  // Its stored widths for the srcsets: part of the same statement, on file_variants' key, and
  // computed for the rows returned only (PostgreSQL evaluates it after a sort and limit).
  thumbnailWidths: storedWidths(courses.thumbnailFileId),
  previewVideoUrl: courses.previewVideoUrl,
  price: courses.price,
  level: courses.level,
  durationHours: courses.durationHours,
  categoryId: categories.id,
  categoryName: categories.name,
  instructorId: instructors.id,
  instructorName: instructors.fullName,
  studentsCount: courses.enrollmentCount,
  lessonsCount: courses.lessonCount,
  totalMinutes: courses.totalMinutes,
  reviewCount: courses.reviewCount,
  ratingSum: courses.ratingSum,
  createdAt: courses.createdAt,
};

/** courses joined with what a card shows (plus any `extra` columns); add where/order/limit. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function selectCards<E extends SelectedFields = {}>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId));
}

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function presentCard(r: CardRow): CourseCard {
  const { thumbnailUrl, thumbnailSrcSet } = coursePictures(r.thumbnailFileId, r.thumbnailUrl, r.thumbnailWidths);
  return {
    id: r.id,
    title: r.title,
    shortDescription: r.shortDescription,
    thumbnailUrl,
    thumbnailSrcSet,
    previewVideoUrl: r.previewVideoUrl,
    price: Number(r.price),
    level: r.level,
    durationHours: r.durationHours,
    category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
    instructor: r.instructorId && r.instructorName ? { id: r.instructorId, fullName: r.instructorName } : null,
    studentsCount: r.studentsCount,
    lessonsCount: r.lessonsCount,
    totalMinutes: r.totalMinutes,
    averageRating: averageRating(r.ratingSum, r.reviewCount),
    reviewCount: r.reviewCount,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A card a hero shows: the card and the text-free picture behind its title. */
export function presentHeroCard(r: CardRow): HeroCard {
  return { ...presentCard(r), backdrop: coursePictures(r.thumbnailFileId, r.thumbnailUrl, r.thumbnailWidths).backdrop };
}
