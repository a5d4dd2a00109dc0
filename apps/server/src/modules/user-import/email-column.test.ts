// The import's optional Email column (issue 30): the address each new account gets, where assigned
// training's reminders go for accounts no directory keeps. A blank cell is none; an address that
// is not one makes the row invalid, saying why, and the failed rows' download keeps the cell.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { signedIn } from '../../../test/factories.js';
import { previewCsv } from '../../../test/imports.js';
import { userImports, users } from '../../db/schema.js';
import { runImport } from './job.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
});

describe('the Email column', () => {
  it('gives each new account its address; blank is none; a bad address is an invalid row kept in the failed rows', async () => {
    const csv = 'Staff ID,Full Name,Email\nEM-1,Ema One, ema.one@example.org \nEM-2,Ema Two,\nEM-3,Ema Three,not-an-address\n';
    const preview = await previewCsv(admin.http, csv);
    expect(preview.rows.rows.map((r) => [r.staffId, r.email, r.outcome, r.reason])).toEqual([
      ['EM-1', 'ema.one@example.org', 'create', null],
      ['EM-2', null, 'create', null],
      ['EM-3', 'not-an-address', 'invalid', 'Email must be an e-mail address, such as jane.doe@example.org'],
    ]);
    await t.db.update(userImports).set({ status: 'queued' }).where(eq(userImports.id, preview.import.id));
    await runImport(t.deps, preview.import.id, { restRatio: 0 });
    const made = await t.db
      .select({ staffId: users.staffId, email: users.email })
      .from(users)
      .where(inArray(users.staffId, ['EM-1', 'EM-2', 'EM-3']));
    expect(made.sort((a, b) => a.staffId.localeCompare(b.staffId))).toEqual([
      { staffId: 'EM-1', email: 'ema.one@example.org' },
      { staffId: 'EM-2', email: null },
    ]);
    const download = await admin.http.get(`/api/admin/imports/${preview.import.id}/failed-rows`);
    expect(download.body.slice(1).split('\r\n')).toEqual([
      'Staff ID,Full Name,Group,Email,Reason',
      'EM-3,Ema Three,,not-an-address,"Email must be an e-mail address, such as jane.doe@example.org"',
      '',
    ]);
  });
});
