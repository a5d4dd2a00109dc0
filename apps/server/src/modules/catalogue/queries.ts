// SQL of the public catalogue. Each function is a constant number of queries, whatever the
// number of courses, each built once and prepared (db/prepared.ts).
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATALOGUE_PAGE_SIZE, FEATURED_SIZE, HOME_ROW_SIZE, TRENDING_SIZE, type CourseLevel, type CourseSort } from '@app/core';
import type { Db } from '../../db/client.js';
import { fixedLimit, prepared } from '../../db/prepared.js';
import { categories, courses, siteSettings } from '../../db/schema.js';
import { cardColumns, instructors, isPublished, presentCard, selectCards, type CardRow } from './card.js';

/** A course's average rating, 0 without reviews (the tie-break of 'Most Popular'). */
const averageRating = sql`case when ${courses.reviewCount} > 0 then ${courses.ratingSum}::numeric / ${courses.reviewCount} else 0 end`;

const ORDER: Record<CourseSort, SQL[]> = {
  newest: [desc(courses.createdAt), asc(courses.id)],
  // docs/decisions.md: by enrollment count, then rating.
  popular: [desc(courses.enrollmentCount), desc(averageRating), desc(courses.createdAt), asc(courses.id)],
  price_low: [asc(courses.price), desc(courses.createdAt), asc(courses.id)],
  price_high: [desc(courses.price), desc(courses.createdAt), asc(courses.id)],
};

/** The columns the sorts read, to sort a search's matches without going back to `courses`. */
const SORT_COLUMNS = {
  price: courses.price,
  createdAt: courses.createdAt,
  enrollmentCount: courses.enrollmentCount,
  reviewCount: courses.reviewCount,
  ratingSum: courses.ratingSum,
};

/** ORDER, on the columns of a search's matches. */
const ORDER_BY: Record<CourseSort, (m: { [K in keyof typeof SORT_COLUMNS | 'id']: SQLWrapper }) => SQL[]> = {
  newest: (m) => [desc(m.createdAt), asc(m.id)],
  popular: (m) => [
    desc(m.enrollmentCount),
    desc(sql`case when ${m.reviewCount} > 0 then ${m.ratingSum}::numeric / ${m.reviewCount} else 0 end`),
    desc(m.createdAt),
    asc(m.id),
  ],
  price_low: (m) => [asc(m.price), desc(m.createdAt), asc(m.id)],
  price_high: (m) => [desc(m.price), desc(m.createdAt), asc(m.id)],
};

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

// The statements of a catalogue page and their values. The page is sorted and cut to 24 courses
// on `courses` alone, and only those 24 are joined to their category and instructor.
//
// Without a search, the page and the count are two plain prepared statements run side by side:
// the page walks its sort's index and stops after its rows, which a count in the same statement
// would prevent. A search is one statement that finds the matches once, through the two trigram
// indexes, and then sorts, pages and counts them: walking the sort's index instead would test the
// text against every course it passes (thousands by page 20), and a second statement for the count
// would find the matches again. A search is planned for its own text on every call (a generic plan
// cannot know whether 'python' matches 1 course or 9,000).
const shapeOf = (f: CatalogueFilters) => `${f.q ? 'q' : ''}${f.category ? 'c' : ''}${f.level ? 'l' : ''}`;

/** The values of a catalogue statement's placeholders. */
export const catalogueValues = (f: CatalogueFilters) => ({
  pattern: f.q ? likePattern(f.q) : undefined,
  category: f.category,
  level: f.level,
  offset: (f.page - 1) * CATALOGUE_PAGE_SIZE,
});

/** A search: its matches found once, then sorted, paged and counted, in one statement. */
export function searchStatement(db: Db, f: CatalogueFilters) {
  // The first page, by far the most asked for, has no OFFSET (see fixedLimit).
  const first = f.page === 1;
  return prepared(
    db,
    `catalogue_search_${f.sort}_${shapeOf(f)}${first ? '_first' : ''}`,
    (db) => {
      const matches = db.$with('matches').as(
        db
          .select({ id: courses.id, ...SORT_COLUMNS })
          .from(courses)
          .where(catalogueWhere(f)),
      );
      const ids = db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(...ORDER_BY[f.sort](matches))
        .limit(fixedLimit(CATALOGUE_PAGE_SIZE));
      const pageIds = first ? ids : ids.offset(sql.placeholder('offset'));
      // The count comes with every row (a page past the last match has none: see listCatalogue).
      return db
        .with(matches)
        .select({ ...cardColumns, total: sql<number>`(select count(*)::int from ${matches})`.as('total') })
        .from(courses)
        .leftJoin(categories, eq(categories.id, courses.categoryId))
        .leftJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(inArray(courses.id, pageIds))
        .orderBy(...ORDER[f.sort]);
    },
    { named: false },
  );
}

/** A page without a search, and the count of its matches: two plain prepared statements. */
export function pageStatements(db: Db, f: CatalogueFilters) {
  const first = f.page === 1;
  const page = prepared(db, `catalogue_page_${f.sort}_${shapeOf(f)}${first ? '_first' : ''}`, (db) => {
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
  });
  return { page, count: countStatement(db, f) };
}

const countStatement = (db: Db, f: CatalogueFilters) =>
  prepared(
    db,
    `catalogue_count_${shapeOf(f)}`,
    (db) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(courses)
        .where(catalogueWhere(f)),
    { named: !f.q },
  );

/** One page of the catalogue and the number of matches. */
export async function listCatalogue(db: Db, f: CatalogueFilters) {
  const values = catalogueValues(f);
  let rows: CardRow[];
  let total: number;
  if (f.q) {
    rows = await searchStatement(db, f).execute(values);
    // A page past the last match has no row to carry the count: count alone then (rare).
    total = rows[0]?.total ?? (f.page > 1 ? ((await countStatement(db, f).execute(values))[0]?.n ?? 0) : 0);
  } else {
    // The page and the total in parallel: the page can stop after 24 rows in its sort's index,
    // where a window count in the same query would make it read every match first.
    const { page, count } = pageStatements(db, f);
    const [found, [counted]] = await Promise.all([page.execute(values), count.execute(values)]);
    rows = found;
    total = counted?.n ?? 0;
  }
  return { courses: rows.map((r) => presentCard(r)), total, page: f.page, pageSize: CATALOGUE_PAGE_SIZE };
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
    featured: featured.map((r) => presentCard(r)),
    hero: hero ? presentCard(hero) : null,
    trending: trending.map((r) => presentCard(r)),
    rows,
  };
}
