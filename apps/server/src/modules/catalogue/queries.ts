// SQL of the public catalogue. Each function is a constant number of queries, whatever the
// number of courses, each built once and prepared (db/prepared.ts).
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATALOGUE_PAGE_SIZE, FEATURED_SIZE, HOME_ROW_SIZE, TRENDING_SIZE, type CourseLevel, type CourseSort } from '@app/core';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { fixedLimit, prepared } from '../../db/prepared.js';
import { categories, courses, siteSettings } from '../../db/schema.js';
import { isPublished } from '../courses/ownership.js';
import { cardColumns, instructors, presentCard, presentHeroCard, selectCards } from './card.js';

/** A course's average rating, 0 without reviews (the tie-break of 'Most Popular'). */
const averageRating = sql`case when ${courses.reviewCount} > 0 then ${courses.ratingSum}::numeric / ${courses.reviewCount} else 0 end`;

const ORDER: Record<CourseSort, SQL[]> = {
  newest: [desc(courses.createdAt), asc(courses.id)],
  // docs/catalogue.md, "Catalogue and home": by enrollment count, then rating.
  popular: [desc(courses.enrollmentCount), desc(averageRating), desc(courses.createdAt), asc(courses.id)],
  price_low: [asc(courses.price), desc(courses.createdAt), asc(courses.id)],
  price_high: [desc(courses.price), desc(courses.createdAt), asc(courses.id)],
};

export interface CatalogueFilters {
  q?: string;
  category?: string;
  level?: CourseLevel;
  sort: CourseSort;
  page: number;
}

/**
 * The catalogue's WHERE for one combination of filters, with placeholders for their values.
 * The search is "title or short description contains the text" (spec section 5), each column
 * with its own trigram index (migration 0008), so the planner estimates each side from that
 * column's statistics and reads matches through a BitmapOr.
 */
function catalogueWhere(f: Omit<CatalogueFilters, 'sort' | 'page'>) {
  const pattern = sql.placeholder('pattern');
  return and(
    isPublished,
    f.q ? or(ilike(courses.title, pattern), ilike(courses.shortDescription, pattern)) : undefined,
    f.category ? eq(courses.categoryId, sql.placeholder('category')) : undefined,
    f.level ? eq(courses.level, sql.placeholder('level')) : undefined,
  );
}

/**
 * The two statements of a catalogue page and their values. The page is sorted and cut to 24
 * courses on `courses` alone, and only those 24 are joined to their category and instructor. A
 * search is planned for its own text on every call (a generic plan cannot know whether 'python'
 * matches 1 course or 9,000); the other shapes are plain prepared statements.
 */
export function catalogueStatements(db: Db, f: CatalogueFilters) {
  const shape = `${f.q ? 'q' : ''}${f.category ? 'c' : ''}${f.level ? 'l' : ''}`;
  const options = { named: !f.q };
  // The first page, by far the most asked for, has no OFFSET: with one, PostgreSQL cannot cost a
  // generic plan either (see fixedLimit) and plans every execution.
  const first = f.page === 1;
  const page = prepared(
    db,
    `catalogue_page_${f.sort}_${shape}${first ? '_first' : ''}`,
    (db) => {
      const ids = db
        .select({ id: courses.id })
        .from(courses)
        .where(catalogueWhere(f))
        .orderBy(...ORDER[f.sort])
        .limit(fixedLimit(CATALOGUE_PAGE_SIZE));
      const pageIds = first ? ids : ids.offset(sql.placeholder('offset'));
      return selectCards(db)
        .where(inArray(courses.id, pageIds))
        .orderBy(...ORDER[f.sort]);
    },
    options,
  );
  const count = prepared(
    db,
    `catalogue_count_${shape}`,
    (db) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(courses)
        .where(catalogueWhere(f)),
    options,
  );
  const values = {
    pattern: f.q ? likePattern(f.q) : undefined,
    category: f.category,
    level: f.level,
    offset: (f.page - 1) * CATALOGUE_PAGE_SIZE,
  };
  return { page, count, values };
}

/** One page of the catalogue and the number of matches. */
export async function listCatalogue(db: Db, f: CatalogueFilters) {
  const { page, count, values } = catalogueStatements(db, f);
  // The page and the total in parallel: the page can stop after 24 rows in its sort's index,
  // where a window count in the same query would make it read every match first.
  const [rows, [counted]] = await Promise.all([page.execute(values), count.execute(values)]);
  return { courses: rows.map((r) => presentCard(r)), total: counted?.n ?? 0, page: f.page, pageSize: CATALOGUE_PAGE_SIZE };
}

export const listCategories = (db: Db) =>
  prepared(db, 'catalogue_categories', (db) =>
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(sql`lower(${categories.name})`)),
  ).execute();

const rowCategory = alias(categories, 'row_category');

/** The featured course id from the site settings, when it is a well-formed id. */
const featuredSetting = sql`(
  select case when ${siteSettings.value} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then ${siteSettings.value}::uuid end
  from ${siteSettings} where ${siteSettings.key} = 'featured_course_id')`;

export async function homeRows(db: Db) {
  const [featured, trending, ranked, [chosen]] = await Promise.all([
    prepared(db, 'home_featured', (db) =>
      selectCards(db)
        .where(isPublished)
        .orderBy(...ORDER.newest)
        .limit(fixedLimit(FEATURED_SIZE)),
    ).execute(),
    prepared(db, 'home_trending', (db) =>
      selectCards(db)
        .where(isPublished)
        .orderBy(...ORDER.popular)
        .limit(fixedLimit(TRENDING_SIZE)),
    ).execute(),
    // Up to HOME_ROW_SIZE newest courses of every category, in one query.
    prepared(db, 'home_rows', (db) => {
      const newest = db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.categoryId, rowCategory.id), isPublished))
        .orderBy(...ORDER.newest)
        .limit(fixedLimit(HOME_ROW_SIZE))
        .as('newest');
      return db
        .select({ ...cardColumns, rowCategoryName: rowCategory.name })
        .from(rowCategory)
        .crossJoinLateral(newest)
        .innerJoin(courses, eq(courses.id, newest.id))
        .leftJoin(categories, eq(categories.id, courses.categoryId))
        .leftJoin(instructors, eq(instructors.id, courses.instructorId))
        .orderBy(asc(sql`lower(${rowCategory.name})`), asc(rowCategory.id), ...ORDER.newest);
    }).execute(),
    prepared(db, 'home_hero', (db) =>
      selectCards(db)
        .where(and(isPublished, eq(courses.id, featuredSetting)))
        .limit(fixedLimit(1)),
    ).execute(),
  ]);

  const rows: { category: { id: string; name: string }; courses: ReturnType<typeof presentCard>[] }[] = [];
  for (const r of ranked) {
    const card = presentCard(r);
    const last = rows.at(-1);
    if (last?.category.id === r.categoryId) last.courses.push(card);
    else rows.push({ category: { id: r.categoryId!, name: r.rowCategoryName }, courses: [card] });
  }
  const hero = chosen ?? featured[0];
  return {
    featured: featured.map((r) => presentHeroCard(r)),
    hero: hero ? presentHeroCard(hero) : null,
    trending: trending.map((r) => presentCard(r)),
    rows,
  };
}
