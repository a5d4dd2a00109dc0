// The students export over HTTP: exactly the rows and order of the screen's filters, as a file
// spreadsheet programs open as it is, with formulas neutralised.
import { beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_EXPORT_COLUMNS } from '@app/core';
import { buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { signedIn } from '../../../test/factories.js';
import { monitoringWorld, type MonitoringWorld } from '../../../test/monitoring-world.js';

let t: TestContext;
let w: MonitoringWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await monitoringWorld(t);
});

const BOM = '\uFEFF';
const exportOf = async (http: MonitoringWorld['owner']['http'], query: string) => {
  const res = await http.get(`/api/instructor/students/export?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
/** The file's lines without the BOM and the last CRLF. */
const linesOf = (body: string) => body.slice(BOM.length).replace(/\r\n$/, '').split('\r\n');

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, CRLF lines and a header row, named for the course', async () => {
    const res = await exportOf(w.owner.http, `courseId=${w.course.id}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="students-algebra-basics-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(STUDENT_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(6);
  });

  it('holds the rows of the filters, in the screen’s order, with ISO dates and no staff IDs', async () => {
    const res = await exportOf(w.owner.http, `courseId=${w.course.id}&status=active&sort=name&dir=asc`);
    const [, ...rows] = linesOf(res.body);
    expect(rows.map((r) => r.split(',')[0])).toEqual(['"\'=HYPERLINK(""http://x""', 'Ada Lovelace', 'Bob Struggle']);
    const ada = rows[1]!.split(',');
    expect(ada.slice(0, 9)).toEqual([
      'Ada Lovelace',
      'ada@example.org',
      'Algebra Basics',
      'Active',
      '33',
      'In Progress',
      '1',
      '3',
      '2025-01-01T09:00:00.000Z',
    ]);
    expect(ada[9]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(ada.slice(10)).toEqual(['', '50', '1']);
    for (const s of [w.ada, w.bob, w.formula]) expect(res.body).not.toContain(s.user.staffId);
  });

  it('neutralises a cell that would start a formula', async () => {
    const res = await exportOf(w.owner.http, `courseId=${w.course.id}&q=hyperlink`);
    const [, row] = linesOf(res.body);
    expect(row!.startsWith(`"'=HYPERLINK(""http://x"",""y"")",formula@example.org,`)).toBe(true);
  });

  it('follows a search across all the instructor’s courses and every page', async () => {
    const res = await exportOf(w.owner.http, 'q=ada&sort=course&dir=asc');
    expect(
      linesOf(res.body)
        .slice(1)
        .map((r) => r.split(',').slice(0, 3).join(',')),
    ).toEqual(['Ada Lovelace,ada@example.org,Algebra Basics', 'Ada Lovelace,ada@example.org,Zoology Intro']);
    expect(res.headers['content-disposition']).toContain('filename="students-all-');
  });

  it('lets admins and subadmins export any course; students are refused', async () => {
    for (const role of ['admin', 'subadmin'] as const) {
      const http = (await signedIn(t.app, t.db, { role })).http;
      expect(linesOf((await exportOf(http, `courseId=${w.foreign.id}`)).body)[1]).toContain('Eve Elsewhere');
    }
    expect((await w.bob.http.get('/api/instructor/students/export')).statusCode).toBe(403);
  });

  it.each([
    ["another instructor's course", 404, () => `courseId=${w.foreign.id}`],
    ['an unknown status filter', 400, () => 'status=lost'],
    ['a 5,000-character search', 400, () => `q=${'b'.repeat(5000)}`],
    ['a page (the export has none)', 400, () => 'page=2'],
  ])('%s is refused (%i) before anything is sent', async (_label, status, query) => {
    const before = await databaseState(t.db);
    const res = await w.owner.http.get(`/api/instructor/students/export?${query()}`);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(errorOf(res).message).toBeTruthy();
    expect(await databaseState(t.db)).toEqual(before);
  });
});
