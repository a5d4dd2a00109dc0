// The preview of a bulk import: a real CSV parser, every row classified and stored, nothing
// written to users, and every bad file refused with a clear 4xx that changes nothing.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES, IMPORT_SAMPLE_CSV, type ImportRowsResponse } from '@app/core';
import { buildTestApp, databaseState, errorOf, multipartFile, TINY_PNG, type TestContext } from '../../../test/app.js';
import { createStudent, signedIn } from '../../../test/factories.js';
import { csvOf, previewCsv, uploadCsv } from '../../../test/imports.js';
import { userImportRows, users } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
});

const rowsOf = async (importId: string, query = '') => {
  const res = await admin.http.get(`/api/admin/imports/${importId}/rows${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportRowsResponse;
};

describe('previewing a CSV', () => {
  it('classifies every row and writes nobody to users', async () => {
    await createStudent(t.db, { staffId: 'PRE-EXISTS' });
    const before = await databaseState(t.db);
    const csv = csvOf([
      ['PRE-NEW1', 'Ada Lovelace'],
      ['pre-exists', 'Someone Else'], // an account in another letter case
      ['PRE-DUP', 'First Of Two'],
      ['pre-dup', 'Second Of Two'], // the same staff ID again, in another letter case
      ['bad id!', 'Bad Staff Id'],
      ['PRE-LONG', 'x'.repeat(10_000)],
    ]);
    const preview = await previewCsv(admin.http, csv, 'cohort.csv');

    expect(preview.import).toMatchObject({
      fileName: 'cohort.csv',
      status: 'previewed',
      counts: { total: 6, create: 2, exists: 1, duplicate: 1, invalid: 2 },
      progress: { toCreate: 2, processed: 0, created: 0, failed: 0 },
      results: { successful: 0, failed: 3, skipped: 1 },
      startedAt: null,
    });
    expect(preview.rows.total).toBe(6);
    expect(preview.rows.rows.map((r) => [r.line, r.staffId, r.outcome, r.reason])).toEqual([
      [2, 'PRE-NEW1', 'create', null],
      [3, 'pre-exists', 'exists', IMPORT_MESSAGES.exists],
      [4, 'PRE-DUP', 'create', null],
      [5, 'pre-dup', 'duplicate', 'This Staff ID is already on line 4 of the file.'],
      [6, 'bad id!', 'invalid', 'Staff ID may contain letters, digits, dots, dashes and underscores'],
      [7, 'PRE-LONG', 'invalid', 'Full Name must be at most 120 characters'],
    ]);

    // Only the import and its rows were written.
    const after = await databaseState(t.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed.sort()).toEqual(['user_import_rows', 'user_imports']);
    expect(await t.db.select().from(users).where(eq(users.staffId, 'PRE-NEW1'))).toEqual([]);
  });

  it('reads quoted commas and quotes, a BOM, CRLF line ends and blank lines', async () => {
    const csv =
      '\uFEFFStaff ID,Full Name\r\n"QC-1","Doe, Jane"\r\n\r\n\r\nQC-2,"Bob ""The Builder"" Smith"\r\n , \r\n"QC-3","Ng,\r\nKim"\r\nQC-4,Last Row';
    const preview = await previewCsv(admin.http, csv);
    expect(preview.rows.rows.map((r) => [r.line, r.staffId, r.fullName, r.outcome])).toEqual([
      [2, 'QC-1', 'Doe, Jane', 'create'],
      [5, 'QC-2', 'Bob "The Builder" Smith', 'create'],
      // A row of blank cells is skipped like a blank line; a quoted line break is one row over two lines.
      [7, 'QC-3', 'Ng,\nKim', 'create'],
      [9, 'QC-4', 'Last Row', 'create'],
    ]);
  });

  it('takes a Windows-1252 file, the usual spellings of the header, and extra columns', async () => {
    const latin = Buffer.from('staff_id,Email,full_name\nW-1,w@example.com,Jos\xe9 Mu\xf1oz\n', 'latin1');
    const preview = await previewCsv(admin.http, latin);
    expect(preview.rows.rows.map((r) => [r.staffId, r.fullName])).toEqual([['W-1', 'José Muñoz']]);

    // A spreadsheet set to a language with decimal commas separates cells with semicolons.
    const semicolons = await previewCsv(admin.http, 'StaffID;Name\r\nS-1;"Doe; Jane"\r\nS-2;Li, Wei\r\n');
    expect(semicolons.rows.rows.map((r) => [r.staffId, r.fullName])).toEqual([
      ['S-1', 'Doe; Jane'],
      ['S-2', 'Li, Wei'],
    ]);

    // The downloaded failed rows (with their Reason column) can be uploaded again as they are.
    const again = await previewCsv(admin.http, 'Staff ID,Full Name,Reason\r\nW-2,Fixed Name,Full Name must be at most 120 characters\r\n');
    expect(again.rows.rows.map((r) => [r.staffId, r.fullName, r.outcome])).toEqual([['W-2', 'Fixed Name', 'create']]);
  });

  it('takes the sample CSV the page offers', async () => {
    const preview = await previewCsv(admin.http, IMPORT_SAMPLE_CSV, 'sample.csv');
    expect(preview.import.counts).toMatchObject({ total: 3, create: 3 });
    expect(preview.rows.rows.map((r) => r.fullName)).toContain('García, María');
  });

  it('pages the rows and filters them by outcome', async () => {
    const rows: [string, string][] = Array.from({ length: 120 }, (_, i) => [i % 10 === 9 ? `bad ${i}` : `PG-${i}`, `Person ${i}`]);
    const { import: imp } = await previewCsv(admin.http, csvOf(rows));
    expect(imp.counts).toMatchObject({ total: 120, create: 108, invalid: 12 });

    const page3 = await rowsOf(imp.id, '?page=3');
    expect(page3).toMatchObject({ total: 120, page: 3, pageSize: 50, show: 'all' });
    expect(page3.rows.map((r) => r.line)).toEqual(Array.from({ length: 20 }, (_, i) => 102 + i));

    const invalid = await rowsOf(imp.id, '?show=invalid');
    expect(invalid.total).toBe(12);
    expect(invalid.rows.every((r) => r.outcome === 'invalid')).toBe(true);
    const failed = await rowsOf(imp.id, '?show=failed');
    expect(failed.total).toBe(imp.results.failed);
    expect((await rowsOf(imp.id, '?show=created')).total).toBe(0);
  });

  it('refuses a bad filter or page, and an unknown import', async () => {
    const { import: imp } = await previewCsv(admin.http, csvOf([['FLT-1', 'A']]));
    for (const query of ['?show=everything', '?page=0', '?page=two', '?page=100000', '?sort=line']) {
      const res = await admin.http.get(`/api/admin/imports/${imp.id}/rows${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/admin/imports/${missing}`,
      `/api/admin/imports/${missing}/rows`,
      `/api/admin/imports/${missing}/failed-rows`,
    ]) {
      const res = await admin.http.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).message).toBe(IMPORT_MESSAGES.notFound);
    }
    expect((await admin.http.get('/api/admin/imports/not-an-id')).statusCode).toBe(400);
  });
});

describe('bad files', () => {
  /** Each refusal: its status and message, and not one row changed anywhere. */
  async function expectRefused(send: () => ReturnType<typeof uploadCsv>, status: number, message: string | RegExp) {
    const before = await databaseState(t.db);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res).message).toMatch(message);
    expect(await databaseState(t.db)).toEqual(before);
  }

  it('refuses a file that is not CSV', async () => {
    await expectRefused(() => uploadCsv(admin.http, TINY_PNG, 'photo.csv'), 400, IMPORT_MESSAGES.notCsv);
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000'), Buffer.alloc(200)]);
    await expectRefused(() => uploadCsv(admin.http, zip, 'students.xlsx'), 400, IMPORT_MESSAGES.notCsv);
  });

  it('refuses a file without a usable header, and says which column is missing', async () => {
    await expectRefused(() => uploadCsv(admin.http, 'Dear admin,\nplease add these people.\n'), 400, /no Staff ID or Full Name column/);
    await expectRefused(() => uploadCsv(admin.http, 'SMHQ-S01,Jane Doe\nSMHQ-S02,John\n'), 400, /no Staff ID or Full Name column/);
    await expectRefused(() => uploadCsv(admin.http, 'Staff ID,Surname\nA-1,Doe\n'), 400, /no Full Name column/);
  });

  it("says 'No valid user data found in CSV file' when there are no data rows", async () => {
    for (const csv of ['', '\n\n\r\n', '\uFEFF', 'Staff ID,Full Name\r\n', 'Staff ID,Full Name\n,\n , \n'])
      await expectRefused(() => uploadCsv(admin.http, csv), 400, IMPORT_MESSAGES.noRows);
  });

  it('refuses a file the parser cannot read, naming the line', async () => {
    await expectRefused(
      () => uploadCsv(admin.http, 'Staff ID,Full Name\nA-1,Jane\n"A-2,Never closed\n'),
      400,
      /could not be read as CSV \(line \d+\)/,
    );
    await expectRefused(() => uploadCsv(admin.http, `Staff ID,Full Name\nA-1,${'y'.repeat(70_000)}\n`), 400, /line 2\) is too long/);
  });

  it('refuses more rows than one import takes', async () => {
    const many = csvOf(Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i): [string, string] => [`M-${i}`, 'N']));
    await expectRefused(() => uploadCsv(admin.http, many), 400, IMPORT_MESSAGES.tooManyRows);
  });

  it('refuses a 20 MB file from its declared length, before reading its body', async () => {
    const size = 20 * 1024 * 1024;
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 'A');
    const body = new Readable({
      read() {
        if (sent >= size) return this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const form = multipartFile('file', 'huge.csv', Buffer.alloc(0));
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/imports',
          headers: { ...form.headers, cookie: admin.cookie, 'x-requested-with': 'fetch', 'content-length': String(size) },
          payload: body,
        }),
      413,
      IMPORT_MESSAGES.tooLarge,
    );
    expect(sent).toBeLessThan(size / 4);
  });

  it('refuses a file over 5 MB sent without a length, keeping no more than the limit', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1024, 'B');
    const form = multipartFile('file', 'big.csv', big);
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/imports',
          headers: { ...form.headers, cookie: admin.cookie, 'x-requested-with': 'fetch', 'transfer-encoding': 'chunked' },
          payload: Readable.from([form.body]),
        }),
      413,
      IMPORT_MESSAGES.tooLarge,
    );
  });

  it('refuses a form without the file, and a body that is not a form', async () => {
    const other = multipartFile('avatar', 'a.csv', Buffer.from(csvOf([['F-1', 'A']])));
    await expectRefused(() => admin.http.post('/api/admin/imports', other.body, other.headers), 400, IMPORT_MESSAGES.missingFile);
    const before = await databaseState(t.db);
    const json = await admin.http.post('/api/admin/imports', { users: [{ staffId: 'J-1', fullName: 'J' }] });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('stores nothing of a refused file', async () => {
    const rows = await t.db.select({ n: userImportRows.line }).from(userImportRows).where(eq(userImportRows.staffId, 'M-0'));
    expect(rows).toEqual([]);
  });
});
