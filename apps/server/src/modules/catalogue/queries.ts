// SQL of the public catalogue. Each function is a constant number of queries, whatever the
// number of courses.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE, FEATURED_SIZE, HOME_ROW_SIZE, TRENDING_SIZE, type CourseLevel, type CourseSort } from '@app/core';
import type { Db } from '../../db/client.js';
import { categories, courses, siteSettings } from '../../db/schema.js';
import { pictureUrl } from '../../storage/file-url.js';
import { isPublished, presentCard, selectCards, type CardRow } from './card.js';

/** A course's average rating, 0 without reviews (the tie-break of 'Most Popular'). */
const averageRating = sql`case when ${courses.reviewCount} > 0 then ${courses.ratingSum}::numeric / ${courses.reviewCount} else 0 end`;

const ORDER: Record<CourseSort, SQL[]> = {
  newest: [desc(courses.createdAt), asc(courses.id)],
  // docs/decisions.md: by enrollment count, then rating.
  popular: [desc(courses.enrollmentCount), desc(averageRating), desc(courses.createdAt), asc(courses.id)],
  price_low: [asc(courses.price), desc(courses.createdAt), asc(courses.id)],
  price_high: [desc(courses.price), desc(courses.createdAt), asc(courses.id)],
};

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search matches the title or the short description (spec section 5), never text that spans
 * both. The joined form is what the trigram index covers, so it narrows first; the two-column
 * test then drops matches across the join.
 */
function searchFilter(q: string) {
  const pattern = likePattern(q);
  return and(
    ilike(sql`${courses.title} || ' ' || ${courses.shortDescription}`, pattern),
    or(ilike(courses.title, pattern), ilike(courses.shortDescription, pattern)),
  );
}

export async function listCatalogue(db: Db, f: { q?: string; category?: string; level?: CourseLevel; sort: CourseSort; page: number }) {
  const where = and(
    isPublished,
    f.q ? searchFilter(f.q) : undefined,
    f.category ? eq(courses.categoryId, f.category) : undefined,
    f.level ? eq(courses.level, f.level) : undefined,
  );
  // The page and the total in parallel: each uses its own index, where a window count would
  // have to read every matching row before the first 24 could be returned.
  const [rows, [counted]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...ORDER[f.sort])
      .limit(CATALOGUE_PAGE_SIZE)
      .offset((f.page - 1) * CATALOGUE_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { courses: rows.map((r) => presentCard(r)), total, page: f.page, pageSize: CATALOGUE_PAGE_SIZE };
}

export const listCategories = (db: Db) =>
  db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`));

export async function homeRows(db: Db) {
  const [featured, trending, ranked, setting] = await Promise.all([
    selectCards(db)
      .where(isPublished)
      .orderBy(...ORDER.newest)
      .limit(FEATURED_SIZE),
    selectCards(db)
      .where(isPublished)
      .orderBy(...ORDER.popular)
      .limit(TRENDING_SIZE),
    // Up to HOME_ROW_SIZE newest courses of every category, in one query.
    db.execute<CardRowRaw>(sql`
      select c.id, c.title, c.short_description, ${pictureUrl(sql`c.thumbnail_file_id`, sql`c.thumbnail_url`)} as thumbnail_url, c.preview_video_url, c.price, c.level,
             c.duration_hours, cat.id as category_id, cat.name as category_name, i.id as instructor_id,
             i.full_name as instructor_name, c.enrollment_count, c.lesson_count, c.total_minutes,
             c.review_count, c.rating_sum, c.created_at
      from categories cat
      cross join lateral (
        select * from courses
        where courses.category_id = cat.id and courses.status = 'published'
        order by courses.created_at desc, courses.id
        limit ${HOME_ROW_SIZE}
      ) c
      left join users i on i.id = c.instructor_id
      order by lower(cat.name), cat.id, c.created_at desc, c.id`),
    featuredCourseSetting(db),
  ]);

  const rows: { category: { id: string; name: string }; courses: ReturnType<typeof presentCard>[] }[] = [];
  for (const raw of ranked.rows) {
    const card = presentCard(fromRaw(raw));
    const last = rows.at(-1);
    if (last?.category.id === raw.category_id) last.courses.push(card);
    else rows.push({ category: { id: raw.category_id!, name: raw.category_name! }, courses: [card] });
  }

  let hero = featured[0] ? presentCard(featured[0]) : null;
  if (setting) {
    const [chosen] = await selectCards(db)
      .where(and(isPublished, eq(courses.id, setting)))
      .limit(1);
    if (chosen) hero = presentCard(chosen);
  }
  return { featured: featured.map((r) => presentCard(r)), hero, trending: trending.map((r) => presentCard(r)), rows };
}

async function featuredCourseSetting(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'featured_course_id'));
  return row && /^[0-9a-f-]{36}$/i.test(row.value) ? row.value : null;
}

type CardRowRaw = {
  id: string;
  title: string;
  short_description: string;
  thumbnail_url: string | null;
  preview_video_url: string | null;
  price: string;
  level: CardRow['level'];
  duration_hours: number;
  category_id: string | null;
  category_name: string | null;
  instructor_id: string | null;
  instructor_name: string | null;
  enrollment_count: number;
  lesson_count: number;
  total_minutes: number;
  review_count: number;
  rating_sum: number;
  created_at: string | Date;
} & Record<string, unknown>;

const fromRaw = (r: CardRowRaw): CardRow => ({
  id: r.id,
  title: r.title,
  shortDescription: r.short_description,
  thumbnailUrl: r.thumbnail_url,
  previewVideoUrl: r.preview_video_url,
  price: Number(r.price),
  level: r.level,
  durationHours: r.duration_hours,
  categoryId: r.category_id,
  categoryName: r.category_name,
  instructorId: r.instructor_id,
  instructorName: r.instructor_name,
  studentsCount: r.enrollment_count,
  lessonsCount: r.lesson_count,
  totalMinutes: r.total_minutes,
  reviewCount: r.review_count,
  ratingSum: r.rating_sum,
  createdAt: new Date(r.created_at),
});
