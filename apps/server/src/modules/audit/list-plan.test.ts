// The audit log at scale (60,000 rows): every filter's first page, and a page deep in the log, is
// read from an index and stops after a page (one record's history is read whole), never a scan and
// sort of the table.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditQuery } from '@app/core';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createAdmin } from '../../../test/factories.js';
import { auditConditions, auditPage } from './list.js';

let t: TestContext;
let cursor: string;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

beforeAll(async () => {
  t = await buildTestApp();
  const admins = [await createAdmin(t.db, { staffId: 'PLAN-A' }), await createAdmin(t.db, { staffId: 'PLAN-B' })];
  await t.pool.query(
    `insert into audit_events (occurred_at, actor_id, actor_staff_id, actor_name, action, entity_type, entity_id, entity_label, after, ip)
     select timestamptz '2026-01-01' + g * interval '1 minute',
            (array[$1::uuid, $2::uuid])[1 + g % 2], (array['PLAN-A', 'PLAN-B'])[1 + g % 2], 'Admin',
            (array['category.created', 'course.status_changed', 'setting.featured_course_changed', 'user.created', 'import.started'])[1 + g % 5],
            (array['category', 'course', 'setting', 'user', 'import'])[1 + g % 5],
            'record-' || (g % 3000), 'Label ' || g, jsonb_build_object('n', g), '203.0.113.9'
     from generate_series(1, 60000) g`,
    [admins[0]!.id, admins[1]!.id],
  );
  await t.pool.query('analyze audit_events');
  const { rows } = await t.pool.query(
    `select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id as c
     from audit_events order by occurred_at desc, id desc offset 40000 limit 1`,
  );
  cursor = Buffer.from(rows[0].c as string).toString('base64url');
});

async function plan(query: Record<string, string>) {
  const parsed = auditQuery.parse(query);
  const { sql, params } = auditPage(t.db, await auditConditions(t.db, parsed)).toSQL();
  const { rows } = await t.pool.query(`explain (analyze, format json) ${sql}`, params);
  return nodes((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
}

describe('the audit log list plan', () => {
  it.each([
    ['no filter', {}],
    ['an action', { action: 'course.status_changed' }],
    ['an actor', { actor: 'plan-b' }],
    ['a record type', { entityType: 'setting' }],
    ['one record', { entityType: 'course', entityId: 'record-1201' }],
    ['a period', { from: '2026-01-10T00:00:00Z', to: '2026-01-20T00:00:00Z' }],
    [
      'an action and an actor in a period',
      { action: 'user.created', actor: 'PLAN-A', from: '2026-01-05T00:00:00Z', to: '2026-02-01T00:00:00Z' },
    ],
  ])('reads %s from an index, in order, a page at a time', async (_name, query) => {
    const plan_ = await plan(query);
    const scans = plan_.filter((n) => n['Relation Name'] === 'audit_events');
    expect(scans.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    const indexes = plan_.map((n) => n['Index Name']).filter(Boolean);
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.every((name) => name!.startsWith('audit_events_'))).toBe(true);
    // A page and its one extra row, and what the filters skipped on the way (or one record's whole
    // history, sorted): never the whole table.
    const read = scans.reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0), 0);
    expect(read).toBeLessThan(1_000);
  });

  it('reads a page 40,000 rows deep as cheaply as the first, from its cursor', async () => {
    const scans = (await plan({ cursor })).filter((n) => n['Relation Name'] === 'audit_events');
    expect(scans.map((n) => n['Index Name'])).toEqual(['audit_events_occurred_idx']);
    expect(scans[0]!['Actual Rows']).toBe(51);
  });
});
