// The catalogue search at scale: PostgreSQL must read matches through the trigram index of each
// column, with an estimate close to the truth (one index on the joined text estimated 1 row for
// 1,333 matches, and the joins then ran for every match before the sort).
import { fillPlaceholders } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCategory, createInstructor } from '../../../test/factories.js';
import { catalogueStatements, type CatalogueFilters } from './queries.js';

let t: TestContext;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

async function plan(f: CatalogueFilters, statement: 'page' | 'count', analyze = false) {
  const statements = catalogueStatements(t.db, f);
  const { sql, params } = statements[statement].getQuery();
  const { rows } = await t.pool.query(
    `explain (format json${analyze ? ', analyze' : ''}) ${sql}`,
    fillPlaceholders(params, statements.values),
  );
  return nodes((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
}

beforeAll(async () => {
  t = await buildTestApp();
  const instructor = await createInstructor(t.db);
  const category = await createCategory(t.db);
  // 10,000 courses: one in six says python in its title and its short description; two say
  // xylophone, one in each column.
  await t.pool.query(
    `insert into courses (title, short_description, description, status, category_id, instructor_id)
     select case when g = 17 then 'Xylophone Basics'
                 else 'Course ' || g || ' ' || (array['Python','Design','Leadership','Cloud','Security','Data'])[1 + g % 6] end,
            case when g = 3001 then 'Play the xylophone'
                 else 'Learn ' || (array['python','figma','people','aws','networks','sql'])[1 + g % 6] || ' step by step' end,
            'd', case when g % 10 = 0 then 'draft' else 'published' end, $1, $2
     from generate_series(1, 10000) g`,
    [category.id, instructor.id],
  );
  // 3,000 of them with an uploaded thumbnail and its three copies.
  await t.pool.query(`
    with originals as (
      insert into files (storage_key, original_name, size, mime_type, kind, is_public)
      select 'thumbnail/o' || g, 'o.png', 1, 'image/png', 'thumbnail', true from generate_series(1, 3000) g
      returning id),
    numbered as (select id, row_number() over () as n from originals),
    copies as (
      insert into files (storage_key, original_name, size, mime_type, kind, is_public)
      select 'thumbnail/c' || n || '-' || w, 'c.webp', 1, 'image/webp', 'thumbnail', true
      from numbered, unnest(array[320, 640, 1280]) w
      returning id, storage_key),
    links as (
      insert into file_variants (file_id, width, variant_file_id)
      select o.id, split_part(c.storage_key, '-', 2)::int, c.id
      from copies c join numbered o on 'thumbnail/c' || o.n = split_part(c.storage_key, '-', 1))
    update courses set thumbnail_file_id = numbered.id
    from numbered, (select id, row_number() over (order by id) as n from courses) c
    where c.n = numbered.n and courses.id = c.id`);
  await t.pool.query('analyze courses');
  await t.pool.query('analyze files');
  await t.pool.query('analyze file_variants');
});

describe('catalogue search plan', () => {
  it.each(['count', 'page'] as const)('reads a rare word through both trigram indexes (%s)', async (statement) => {
    const used = (await plan({ q: 'xylophone', sort: 'newest', page: 1 }, statement))
      .filter((n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name']!.startsWith('courses_'))
      .map((n) => n['Index Name']);
    expect(used.sort()).toEqual(['courses_short_description_trgm_idx', 'courses_title_trgm_idx']);
  });

  it("reads each card's picture widths by file_variants' primary key, never by a scan", async () => {
    const variants = (await plan({ q: 'xylophone', sort: 'newest', page: 1 }, 'page')).filter(
      (n) => n['Relation Name'] === 'file_variants' || n['Index Name']?.startsWith('file_variants'),
    );
    expect(variants.length).toBeGreaterThan(0);
    for (const n of variants) expect(n['Node Type']).not.toBe('Seq Scan');
  });

  it('estimates a common word close to its true number of matches', async () => {
    const scan = (await plan({ q: 'python', sort: 'newest', page: 1 }, 'count', true)).find((n) =>
      ['Bitmap Heap Scan', 'Seq Scan'].includes(n['Node Type']),
    )!;
    expect(scan['Actual Rows']).toBe(1333);
    expect(scan['Plan Rows']).toBeGreaterThan(scan['Actual Rows']! / 2);
    expect(scan['Plan Rows']).toBeLessThan(scan['Actual Rows']! * 2);
  });

  it('joins only the page, after sorting and cutting it', async () => {
    const page = await plan({ q: 'python', sort: 'price_high', page: 3 }, 'page', true);
    const joined = page.filter((n) => n['Node Type'] === 'Nested Loop' || n['Node Type'] === 'Hash Join');
    expect(joined.length).toBeGreaterThan(0);
    for (const join of joined) expect(join['Actual Rows']).toBeLessThanOrEqual(24);
  });
});
