// Importing: the start queues the job and answers at once; the job (through the real pg-boss runner
// here) creates the students in batches, moves the progress, audits start and finish, and can be
// run again at any point without creating anyone twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES, MESSAGES, type ImportResponse, type ImportSummary } from '@app/core';
import { buildAppOn, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createStudent, signedIn } from '../../../test/factories.js';
import { csvOf, previewCsv } from '../../../test/imports.js';
import { auditEvents, roleAssignments, userImportRows, userImports, users } from '../../db/schema.js';
import { runImport } from './job.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { jobs: true });
  admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Imogen Admin' });
});

let seq = 0;
/** `n` new students (staff IDs unique to the test) and `bad` invalid rows at the end. */
function cohort(n: number, bad = 0): { csv: string; staffIds: string[] } {
  const tag = `J${++seq}`;
  const staffIds = Array.from({ length: n }, (_, i) => `${tag}-S${String(i + 1).padStart(3, '0')}`);
  const rows: [string, string][] = staffIds.map((id, i) => [id, `Student ${tag} ${i + 1}`]);
  for (let i = 0; i < bad; i++) rows.push([`${tag} bad ${i}`, 'Invalid Staff Id']);
  return { csv: csvOf(rows), staffIds };
}

const getImport = async (id: string) => ((await admin.http.get(`/api/admin/imports/${id}`)).json() as ImportResponse).import;
const start = (id: string) => admin.http.post(`/api/admin/imports/${id}/start`);
const usersWith = (staffIds: string[]) =>
  t.db
    .select({
      id: users.id,
      staffId: users.staffId,
      role: users.role,
      passwordHash: users.passwordHash,
      mustChange: users.mustChangePassword,
    })
    .from(users)
    .where(inArray(users.staffId, staffIds));
const auditOf = (importId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.entityId, importId)).orderBy(auditEvents.occurredAt);

/** Previews `csv` and marks it queued as the start endpoint does, without sending a job: for driving runImport by hand. */
async function queued(csv: string) {
  const { import: imp } = await previewCsv(admin.http, csv);
  await t.db.update(userImports).set({ status: 'queued' }).where(eq(userImports.id, imp.id));
  return imp;
}

describe('importing through the background job', () => {
  it('queues the job, which creates the students; the results and the audit log follow', async () => {
    const { csv, staffIds } = cohort(47, 3);
    const { import: preview } = await previewCsv(admin.http, csv, 'term-1.csv');

    const res = await start(preview.id);
    expect(res.statusCode, res.body).toBe(202);
    expect((res.json() as ImportResponse).import).toMatchObject({ status: 'queued', progress: { toCreate: 47, processed: 0 } });

    let done!: ImportSummary;
    await vi.waitFor(
      async () => {
        done = await getImport(preview.id);
        expect(done.status).toBe('finished');
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(done).toMatchObject({
      progress: { toCreate: 47, processed: 47, created: 47, failed: 0 },
      results: { successful: 47, failed: 3, skipped: 0 },
      error: null,
    });
    expect(done.finishedAt).not.toBeNull();

    // Students without a password hash who must choose a password, each with a role record by the admin.
    const created = await usersWith(staffIds);
    expect(created).toHaveLength(47);
    expect(created.every((u) => u.role === 'student' && u.passwordHash === null && u.mustChange)).toBe(true);
    const roles = await t.db
      .select({ createdBy: roleAssignments.createdBy, role: roleAssignments.role })
      .from(roleAssignments)
      .where(
        inArray(
          roleAssignments.userId,
          created.map((u) => u.id),
        ),
      );
    expect(roles).toHaveLength(47);
    expect(roles.every((r) => r.createdBy === admin.user.id && r.role === 'student')).toBe(true);
    // Each row points at its user.
    const rowUsers = await t.db
      .select({ userId: userImportRows.userId })
      .from(userImportRows)
      .where(and(eq(userImportRows.importId, preview.id), eq(userImportRows.result, 'created')));
    expect(new Set(rowUsers.map((r) => r.userId))).toEqual(new Set(created.map((u) => u.id)));

    const audit = await auditOf(preview.id);
    expect(audit.map((a) => [a.action, a.actorId, a.entityType, a.entityLabel])).toEqual([
      ['import.started', admin.user.id, 'import', 'term-1.csv'],
      ['import.finished', admin.user.id, 'import', 'term-1.csv'],
    ]);
    expect(audit[0]).toMatchObject({
      actorName: 'Imogen Admin',
      ip: expect.any(String),
      after: { status: 'queued', rows: 50, toCreate: 47 },
    });
    expect(audit[1]!.after).toEqual({ status: 'finished', created: 47, failedAtImport: 0, invalid: 3, duplicate: 0, alreadyExisted: 0 });
    // No staff ID (an initial password) in the log.
    expect(JSON.stringify(audit)).not.toContain(staffIds[0]);
  });

  it('creates nobody when the same file is imported again: every row already exists', async () => {
    const { csv } = cohort(5);
    const first = await queued(csv);
    await runImport(t.deps, first.id);
    const before = await databaseState(t.db);

    const { import: again } = await previewCsv(admin.http, csv);
    expect(again.counts).toMatchObject({ total: 5, create: 0, exists: 5 });
    expect(again.results).toEqual({ successful: 0, failed: 0, skipped: 5 });
    const res = await start(again.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(IMPORT_MESSAGES.nothingToCreate);
    // Only the new preview was stored.
    const after = await databaseState(t.db);
    expect(
      Object.keys(after)
        .filter((k) => after[k] !== before[k])
        .sort(),
    ).toEqual(['user_import_rows', 'user_imports']);
  });

  it('refuses a second start, and a start while no job runner runs (nothing started)', async () => {
    const { csv } = cohort(2);
    const { import: imp } = await previewCsv(admin.http, csv);

    // A server process without the runner (a web-only process): the start is refused whole.
    const webOnly = await buildAppOn(t, {}, { noJobRunner: true });
    const before = await databaseState(t.db);
    const refused = await webOnly.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${imp.id}/start`,
      headers: { cookie: admin.cookie, 'x-requested-with': 'fetch' },
    });
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused).message).toBe(MESSAGES.backgroundJobsUnavailable);
    expect(errorOf(refused).code).toBe('SERVICE_UNAVAILABLE');
    expect(await databaseState(t.db)).toEqual(before);

    expect((await start(imp.id)).statusCode).toBe(202);
    const twice = await start(imp.id);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(IMPORT_MESSAGES.alreadyStarted);
  });

  it('moves the progress with each batch', async () => {
    const { csv } = cohort(35);
    const imp = await queued(csv);
    const seen: number[] = [];
    await runImport(t.deps, imp.id, {
      batchSize: 10,
      afterBatch: async () => {
        const now = await getImport(imp.id);
        expect(now.status).toBe('running');
        seen.push(now.progress.processed);
      },
    });
    expect(seen).toEqual([10, 20, 30, 35]);
    expect((await getImport(imp.id)).status).toBe('finished');
  });

  it('resumes after a crash with the rows still without a result, creating nobody twice', async () => {
    const { csv, staffIds } = cohort(25);
    const imp = await queued(csv);
    // The process dies after its first batch committed.
    await expect(
      runImport(t.deps, imp.id, {
        batchSize: 10,
        afterBatch: () => Promise.reject(new Error('process killed')),
      }),
    ).rejects.toThrow('process killed');
    expect(await getImport(imp.id)).toMatchObject({ status: 'running', progress: { processed: 10, created: 10 } });
    expect(await usersWith(staffIds)).toHaveLength(10);

    // The queue's retry runs it again.
    expect(await runImport(t.deps, imp.id, { batchSize: 10 })).toMatchObject({ status: 'finished', rows: 15 });
    expect(await getImport(imp.id)).toMatchObject({ status: 'finished', progress: { processed: 25, created: 25, failed: 0 } });
    expect(await usersWith(staffIds)).toHaveLength(25);
    // Run once more (a duplicate delivery): nothing happens.
    expect(await runImport(t.deps, imp.id)).toEqual({ status: 'not-queued', rows: 0 });
    expect(await usersWith(staffIds)).toHaveLength(25);
    expect((await auditOf(imp.id)).filter((a) => a.action === 'import.finished')).toHaveLength(1);
  });

  it('runs safely twice at once: each row is taken by one run, and one of them finishes', async () => {
    const { csv, staffIds } = cohort(60);
    const imp = await queued(csv);
    const results = await Promise.all([runImport(t.deps, imp.id, { batchSize: 5 }), runImport(t.deps, imp.id, { batchSize: 5 })]);
    expect(results.reduce((n, r) => n + r.rows, 0)).toBe(60);
    expect(results.map((r) => r.status).filter((s) => s === 'finished')).toHaveLength(1);
    expect(await getImport(imp.id)).toMatchObject({ status: 'finished', progress: { processed: 60, created: 60, failed: 0 } });
    expect(await usersWith(staffIds)).toHaveLength(60);
    expect((await auditOf(imp.id)).filter((a) => a.action === 'import.finished')).toHaveLength(1);
  });

  it('fails a row whose staff ID was taken after the preview, not its batch', async () => {
    const { csv, staffIds } = cohort(4);
    const imp = await queued(csv);
    await createStudent(t.db, { staffId: staffIds[1]!.toLowerCase(), fullName: 'Signed Up Meanwhile' });
    await runImport(t.deps, imp.id);
    const done = await getImport(imp.id);
    expect(done).toMatchObject({
      status: 'finished',
      progress: { processed: 4, created: 3, failed: 1 },
      results: { successful: 3, failed: 1 },
    });
    const failed = (await admin.http.get(`/api/admin/imports/${imp.id}/rows?show=failed`)).json() as {
      rows: { staffId: string; result: string; resultReason: string }[];
    };
    expect(failed.rows).toEqual([
      expect.objectContaining({ staffId: staffIds[1], result: 'failed', resultReason: IMPORT_MESSAGES.takenMeanwhile }),
    ]);
    // The account that was there is untouched.
    const [kept] = await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.staffId})`, staffIds[1]!.toLowerCase()));
    expect(kept).toMatchObject({ fullName: 'Signed Up Meanwhile', mustChangePassword: false });
  });

  it('stops as failed when a batch keeps failing, keeps what it created, and can be resumed', async () => {
    const { csv, staffIds } = cohort(6);
    const imp = await queued(csv);
    // Rows 5 and 6 cannot be written while this constraint stands (as a database refusing them would).
    await t.db.execute(
      sql.raw(`alter table users add constraint import_test_refuses check (staff_id not in ('${staffIds[4]}', '${staffIds[5]}'))`),
    );
    try {
      const result = await runImport(t.deps, imp.id, { batchSize: 4, retryDelaysMs: [0, 0] });
      expect(result).toMatchObject({ status: 'failed', rows: 4 });
    } finally {
      await t.db.execute(sql.raw('alter table users drop constraint import_test_refuses'));
    }
    expect(await getImport(imp.id)).toMatchObject({
      status: 'failed',
      error: IMPORT_MESSAGES.jobFailed,
      progress: { processed: 4, created: 4 },
    });
    const failedAudit = (await auditOf(imp.id)).find((a) => a.action === 'import.finished');
    expect(failedAudit?.after).toMatchObject({ status: 'failed', created: 4 });

    // The admin resumes it: the rest is created, nobody twice.
    const resumed = await start(imp.id);
    expect(resumed.statusCode).toBe(202);
    await vi.waitFor(async () => expect((await getImport(imp.id)).status).toBe('finished'), { timeout: 20_000, interval: 250 });
    expect(await usersWith(staffIds)).toHaveLength(6);
    expect((await getImport(imp.id)).progress).toEqual({ toCreate: 6, processed: 6, created: 6, failed: 0 });
  });
});

describe('the failed rows download', () => {
  it('streams the rows not created with their group and reason, in the sample columns, ready to fix and upload again', async () => {
    const tag = `FR${++seq}`;
    await createStudent(t.db, { staffId: `${tag}-TAKEN` });
    const csv = csvOf([
      [`${tag}-1`, 'Good Row'],
      [`${tag} bad`, 'Bad Id'],
      [`${tag}-1`, 'Repeat'],
      [`${tag}-taken`, 'Exists Already'],
      [`${tag}-2`, '=HYPERLINK("http://x")'],
      [`${tag}-3`, 'y'.repeat(200)],
    ]);
    const imp = await queued(csv);
    await runImport(t.deps, imp.id);

    const res = await admin.http.get(`/api/admin/imports/${imp.id}/failed-rows`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="import-failed-rows-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Staff ID,Full Name,Group,Email,Reason',
      `${tag} bad,Bad Id,,,"Staff ID may contain letters, digits, dots, dashes and underscores"`,
      `${tag}-1,Repeat,,,This Staff ID is already on line 2 of the file.`,
      `${tag}-3,${'y'.repeat(200)},,,Full Name must be at most 120 characters`,
      '',
    ]);
    // The formula-looking name was created as typed; existing accounts are not failures.
    const [formula] = await usersWith([`${tag}-2`]);
    expect(formula).toBeDefined();

    // Fixed in a spreadsheet and uploaded again, Reason column and all.
    const fixed = res.body
      .replace(`${tag} bad`, `${tag}-4`)
      .replace(`${tag}-1,Repeat`, `${tag}-5,Repeat`)
      .replace('y'.repeat(200), 'Shorter Name');
    const again = await previewCsv(admin.http, Buffer.from(fixed));
    expect(again.import.counts).toMatchObject({ total: 3, create: 3 });
  });
});
