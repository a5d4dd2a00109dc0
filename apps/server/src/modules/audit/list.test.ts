// Reading the audit log: newest first by keyset pages, each filter alone and together, and
// nothing in the API that changes or deletes a row.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntityType, type AuditResponse } from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createAdmin, signedIn } from '../../../test/factories.js';
import { auditEvents, users } from '../../db/schema.js';

let t: TestContext;
let reader: Awaited<ReturnType<typeof signedIn>>;
let ada: Awaited<ReturnType<typeof createAdmin>>;
let bo: Awaited<ReturnType<typeof createAdmin>>;

/** A log written by hand: 120 events over five days by two admins (one later deleted), all at known times. */
beforeAll(async () => {
  t = await buildTestApp();
  reader = await signedIn(t.app, t.db, { role: 'subadmin' });
  ada = await createAdmin(t.db, { fullName: 'Ada Admin', staffId: 'ADA-1' });
  bo = await createAdmin(t.db, { fullName: 'Bo Admin', staffId: 'BO-1' });
  const actions: [AuditAction, AuditEntityType][] = [
    ['category.created', 'category'],
    ['course.status_changed', 'course'],
    ['setting.featured_course_changed', 'setting'],
  ];
  const rows = Array.from({ length: 120 }, (_, i) => {
    const [action, entityType] = actions[i % 3]!;
    const who = i % 2 === 0 ? ada : bo;
    return {
      // Five days from 2026-01-01, one event an hour; events 60 and 61 at the very same instant.
      occurredAt: new Date(Date.UTC(2026, 0, 1, i === 61 ? 60 : i)),
      actorId: who.id,
      actorStaffId: who.staffId,
      actorName: who.fullName,
      action,
      entityType,
      entityId: i === 7 || i === 37 ? 'the-record' : `record-${i}`,
      entityLabel: `Label ${i}`,
      before: { n: i - 1 },
      after: { n: i },
      ip: '203.0.113.9',
    };
  });
  await t.db.insert(auditEvents).values(rows);
  // Bo's account goes: the rows keep the staff ID and name as they were.
  await t.db.delete(users).where(eq(users.id, bo.id));
});

const read = async (query = '') => {
  const res = await reader.http.get(`/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditResponse>();
};
const labels = (r: AuditResponse) => r.events.map((e) => e.entityLabel);

/** Every page from `query` on, following the cursors. */
async function allPages(query: string) {
  const out: string[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '?';
    const page = await read(`${query}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`);
    out.push(...labels(page).map(String));
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

describe('GET /api/admin/audit', () => {
  it('pages newest first, 50 at a time, without losing or repeating a row (two at the same instant included), in two statements', async () => {
    let first!: AuditResponse;
    const statements = await countQueries(t, async () => (first = await read()));
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.events[0]).toEqual({
      id: expect.any(String),
      occurredAt: '2026-01-05T23:00:00.000Z',
      // Bo's account is gone: the row still says who it was.
      actor: { id: null, staffId: 'BO-1', name: 'Bo Admin' },
      action: 'setting.featured_course_changed',
      entityType: 'setting',
      entityId: 'record-119',
      entityLabel: 'Label 119',
      before: { n: 118 },
      after: { n: 119 },
      ip: '203.0.113.9',
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(statements).toBeLessThanOrEqual(2);

    const all = await allPages('');
    expect(all).toHaveLength(120);
    expect(new Set(all).size).toBe(120);
    // Hour order, newest first; 60 and 61 share an instant (their order is by id).
    expect(all.slice(0, 58)).toEqual(Array.from({ length: 58 }, (_, i) => `Label ${119 - i}`));
    expect(new Set(all.slice(58, 60))).toEqual(new Set(['Label 61', 'Label 60']));
    expect(all.slice(60)).toEqual(Array.from({ length: 60 }, (_, i) => `Label ${59 - i}`));
  });

  it('filters by action, by actor (any letter case, a deleted account too), by record and by period', async () => {
    expect(await allPages('?action=setting.featured_course_changed')).toHaveLength(40);
    const byAda = await allPages('?actor=ada-1');
    expect(byAda).toHaveLength(60);
    expect(byAda.every((l) => Number(l.split(' ')[1]) % 2 === 0)).toBe(true);
    const byBo = await read('?actor=BO-1');
    expect(byBo.events[0]!.actor).toEqual({ id: null, staffId: 'BO-1', name: 'Bo Admin' });
    expect(await allPages('?actor=BO-1')).toHaveLength(60);
    expect(labels(await read('?entityType=course&entityId=the-record'))).toEqual(['Label 37', 'Label 7']);
    expect(labels(await read('?entityType=category&entityId=the-record'))).toEqual([]);
    expect(await allPages('?entityType=setting')).toHaveLength(40);

    const from = encodeURIComponent('2026-01-02T00:00:00Z');
    const to = encodeURIComponent('2026-01-03T00:00:00+00:00');
    const day = await allPages(`?from=${from}&to=${to}`);
    expect(day).toEqual(Array.from({ length: 24 }, (_, i) => `Label ${47 - i}`));
    expect(await allPages(`?from=${from}&to=${to}&action=course.status_changed&actor=ada-1`)).toEqual([
      'Label 46',
      'Label 40',
      'Label 34',
      'Label 28',
    ]);
    expect((await read('?actor=NOBODY')).events).toEqual([]);
  });

  it.each([
    ['?action=user.hacked', 'Unknown action'],
    ['?entityType=planet', 'Unknown record type'],
    ['?from=yesterday', 'From must be a date and time (ISO 8601)'],
    ['?from=2026-01-03T00:00:00Z&to=2026-01-02T00:00:00Z', 'The start of the period must be before its end'],
    ['?entityId=abc', 'Give the record type with the record id'],
    ['?cursor=bm9wZQ', 'The page cursor is not valid. Start again from the newest events.'],
    [`?cursor=${'x'.repeat(201)}`, 'The page cursor is not valid'],
    ['?actor=bad%20id', 'Staff ID may contain'],
    ['?limit=500', null],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await reader.http.get(`/api/admin/audit${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    if (message) expect(errorOf(res).message).toContain(message);
  });

  it('is read by admins and subadmins only', async () => {
    expect((await (await signedIn(t.app, t.db, { role: 'admin' })).http.get('/api/admin/audit')).statusCode).toBe(200);
    for (const role of ['student', 'instructor'] as const) {
      const res = await (await signedIn(t.app, t.db, { role })).http.get('/api/admin/audit');
      expect(res.statusCode).toBe(403);
    }
    expect((await api(t.app).get('/api/admin/audit')).statusCode).toBe(401);
  });

  it('has no way to change or delete a row, even for an admin', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const [row] = await t.db.select({ id: auditEvents.id }).from(auditEvents).limit(1);
    const before = await databaseState(t.db);
    for (const [method, url] of [
      ['post', '/api/admin/audit'],
      ['put', `/api/admin/audit/${row!.id}`],
      ['patch', `/api/admin/audit/${row!.id}`],
      ['delete', `/api/admin/audit/${row!.id}`],
      ['delete', '/api/admin/audit'],
    ] as const) {
      const res = await admin.http[method](url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });
});
