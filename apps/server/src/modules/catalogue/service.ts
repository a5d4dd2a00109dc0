// The public catalogue through the response cache (cache/versioned-cache.ts): course list pages,
// categories, home and the public part of a course page are JSON kept per catalogue version.
// A caller's own enrollment and rating are read per request and never enter the cache.
import { z } from 'zod';
import { cataloguePage, categoriesResponse, courseDetail, homeResponse, isCourseInstructor, MESSAGES } from '@app/core';
import type { VersionedCache } from '../../cache/versioned-cache.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { callerState, publicCourseDetail, withCaller } from './detail.js';
import { homeRows, listCatalogue, listCategories, type CatalogueFilters } from './queries.js';

/** The database and the response cache (the app's `catalogueCache`), which is not one of every service's deps. */
export type CatalogueDeps = Pick<Deps, 'db'> & { cache: VersionedCache };

export const courseDetailResponse = z.object({ course: courseDetail });

/** JSON of one catalogue page. */
export async function cataloguePageJson({ db, cache }: CatalogueDeps, f: CatalogueFilters): Promise<Buffer> {
  const key = JSON.stringify(['courses', f.sort, f.page, f.category ?? null, f.level ?? null, f.q ?? null]);
  return (await cache.get(key, cataloguePage, () => listCatalogue(db, f))).json;
}

export async function categoriesJson({ db, cache }: CatalogueDeps): Promise<Buffer> {
  return (await cache.get('categories', categoriesResponse, async () => ({ categories: await listCategories(db) }))).json;
}

export async function homeJson({ db, cache }: CatalogueDeps): Promise<Buffer> {
  return (await cache.get('home', homeResponse, () => homeRows(db))).json;
}

/** The student home's hero as the home answers it (the featured course, else the newest published one). */
export async function homeHero({ db, cache }: CatalogueDeps) {
  return (await cache.get('home', homeResponse, () => homeRows(db))).value.hero;
}

/**
 * JSON of a course page for this caller. Visitors and signed-in users with neither an enrollment
 * nor a rating get the cached public page as it is; anyone else gets it with their own part.
 */
export async function courseDetailJson({ db, cache }: CatalogueDeps, courseId: string, userId: string | null): Promise<Buffer | string> {
  const [page, mine] = await Promise.all([
    cache.get(`course:${courseId}`, courseDetailResponse, async () => {
      const course = await publicCourseDetail(db, courseId);
      return course && { course };
    }),
    userId ? callerState(db, courseId, userId) : null,
  ]);
  if (!page.value) throw notFound(MESSAGES.courseNotFound);
  const { instructor } = page.value.course;
  const teaches = userId !== null && isCourseInstructor({ id: userId }, { instructorId: instructor?.id ?? null });
  if (!mine || (!mine.enrollment && mine.myRating === null && !teaches)) return page.json;
  return JSON.stringify(courseDetailResponse.parse({ course: withCaller(page.value.course, mine, teaches) }));
}
