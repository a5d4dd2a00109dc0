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
  await t.pool.query('analyze courses');
});

describe('catalogue search plan', () => {
  it.each(['count', 'page'] as const)('reads a rare word through both trigram indexes (%s)', async (statement) => {
    const used = (await plan({ q: 'xylophone', sort: 'newest', page: 1 }, statement))
      .filter((n) => n['Node Type'] === 'Bitmap Index Scan')
      .map((n) => n['Index Name']);
    expect(used.sort()).toEqual(['courses_short_description_trgm_idx', 'courses_title_trgm_idx']);
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
