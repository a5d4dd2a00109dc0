// The import's optional Group column (issue 29): the preview keeps each row's group (a group name too
// long is an invalid row, saying why), and the job puts the accounts it creates in their group,
// creating the groups missing (a name matched whatever its letter case, never twice, even by two runs
// at once), audited, in the same statements per batch whatever the number of groups. Accounts the
// import does not create (already there, repeated, invalid, taken meanwhile) join no group.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_NAME_MAX, IMPORT_MESSAGES, type ImportRowsResponse } from '@app/core';
import { buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import { createStudent, signedIn } from '../../../test/factories.js';
import { previewCsv } from '../../../test/imports.js';
import { auditEvents, groupMembers, groups, userImports, users } from '../../db/schema.js';
import { runImport } from './job.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Gwen Admin' });
});

let seq = 0;
const nextTag = () => `GI${++seq}${Date.now().toString(36).slice(-4)}`;

/** A CSV with a Group column: one line per [staff ID, full name, group]. */
const csvWithGroups = (rows: [string, string, string][], header = 'Staff ID,Full Name,Group') =>
  `${[header, ...rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(','))].join('\n')}\n`;

/** Previews `csv` and marks it queued as the start endpoint does, for driving runImport by hand. */
async function queued(csv: string, fileName?: string) {
  const preview = await previewCsv(admin.http, csv, fileName);
  await t.db.update(userImports).set({ status: 'queued' }).where(eq(userImports.id, preview.import.id));
  return preview;
}
const run = (importId: string, batchSize = 500) => runImport(t.deps, importId, { batchSize, restRatio: 0 });

/** The groups whose name contains `tag`, in any letter case, with their members' staff IDs. */
async function groupsTagged(tag: string) {
  const found = await t.db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(sql`lower(${groups.name}) like ${`%${tag.toLowerCase()}%`}`)
    .orderBy(groups.name);
  const members =
    found.length === 0
      ? []
      : await t.db
          .select({ groupId: groupMembers.groupId, staffId: users.staffId, managedBy: groupMembers.managedBy })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(
            inArray(
              groupMembers.groupId,
              found.map((g) => g.id),
            ),
          );
  return found.map((g) => ({
    ...g,
    members: members
      .filter((m) => m.groupId === g.id)
      .map((m) => m.staffId)
      .sort(),
    managedBy: [...new Set(members.filter((m) => m.groupId === g.id).map((m) => m.managedBy))],
  }));
}

const groupAudit = (groupIds: string[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'group'), inArray(auditEvents.entityId, groupIds)))
        .orderBy(auditEvents.occurredAt, auditEvents.id);

const rowsOf = async (importId: string, query = '') => {
  const res = await admin.http.get(`/api/admin/imports/${importId}/rows${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportRowsResponse;
};

describe('the Group column', () => {
  it('creates the groups missing, matches existing ones whatever their case, adds the new accounts and audits it', async () => {
    const tag = nextTag();
    const existing = await admin.http.post('/api/admin/groups', { name: `Existing ${tag}` });
    expect(existing.statusCode, existing.body).toBe(201);
    await createStudent(t.db, { staffId: `${tag}-OLD`, fullName: 'Already Here' });
    const csv = csvWithGroups([
      [`${tag}-1`, 'Ann One', `  Sales ${tag} `],
      [`${tag}-2`, 'Bob Two', `SALES ${tag}`], // the same new group, in another letter case
      [`${tag}-3`, 'Cat Three', `existing ${tag}`], // the existing group, in another letter case
      [`${tag}-4`, 'Dan Four', '   '], // no group
      [`${tag}-old`, 'Already Here', `Sales ${tag}`], // has an account: left alone
      [`${tag}-1`, 'Ann Again', `Repeat ${tag}`], // repeated: no group, and "Repeat" is not created
      [`${tag} bad`, 'Bad Id', `Invalid ${tag}`], // invalid: likewise
    ]);
    const preview = await queued(csv, 'grouped.csv');
    expect(preview.rows.rows.map((r) => [r.staffId, r.group, r.outcome])).toEqual([
      [`${tag}-1`, `Sales ${tag}`, 'create'],
      [`${tag}-2`, `SALES ${tag}`, 'create'],
      [`${tag}-3`, `existing ${tag}`, 'create'],
      [`${tag}-4`, null, 'create'],
      [`${tag}-old`, `Sales ${tag}`, 'exists'],
      [`${tag}-1`, `Repeat ${tag}`, 'duplicate'],
      [`${tag} bad`, `Invalid ${tag}`, 'invalid'],
    ]);
    // The preview creates no group.
    expect(await groupsTagged(tag)).toHaveLength(1);

    expect(await run(preview.import.id)).toMatchObject({ status: 'finished', rows: 4 });

    const after = await groupsTagged(tag);
    expect(after.map((g) => [g.name, g.members, g.managedBy])).toEqual([
      [`Existing ${tag}`, [`${tag}-3`], [null]],
      // Named as it first came in the file (trimmed).
      [`Sales ${tag}`, [`${tag}-1`, `${tag}-2`], [null]],
    ]);
    const [existingGroup, sales] = after;
    expect(existingGroup!.id).toBe((existing.json() as { group: { id: string } }).group.id);

    const audit = await groupAudit(after.map((g) => g.id));
    expect(audit.map((a) => [a.action, a.entityId, a.entityLabel, a.actorId, a.before, a.after])).toEqual(
      expect.arrayContaining([
        ['group.created', sales!.id, `Sales ${tag}`, admin.user.id, null, { name: `Sales ${tag}`, import: 'grouped.csv' }],
        ['group.members_added', sales!.id, `Sales ${tag}`, admin.user.id, null, { added: 2, import: 'grouped.csv' }],
        ['group.members_added', existingGroup!.id, `Existing ${tag}`, admin.user.id, null, { added: 1, import: 'grouped.csv' }],
      ]),
    );
    // The existing group's creation (by the admin's request) and the three rows of the import.
    expect(audit).toHaveLength(4);
    expect(audit.filter((a) => a.action === 'group.created' && a.entityId === existingGroup!.id)).toHaveLength(1);
    // No staff ID (an imported account's first password) in the log.
    expect(JSON.stringify(audit)).not.toContain(`${tag}-1`);

    // The group's page lists the new members.
    const members = await admin.http.get(`/api/admin/groups/${sales!.id}/members`);
    expect(members.statusCode).toBe(200);
    expect((members.json() as { members: { staffId: string }[] }).members.map((m) => m.staffId).sort()).toEqual([`${tag}-1`, `${tag}-2`]);
  });

  it('creates a group once across batches, and once when two runs of the import go at once', async () => {
    const tag = nextTag();
    const rows = Array.from({ length: 12 }, (_, i): [string, string, string] => [
      `${tag}-${i + 1}`,
      `Student ${i + 1}`,
      i % 2 ? `Team ${tag}` : `team ${tag}`,
    ]);
    const preview = await queued(csvWithGroups(rows));
    const results = await Promise.all([run(preview.import.id, 2), run(preview.import.id, 2)]);
    expect(results.reduce((n, r) => n + r.rows, 0)).toBe(12);

    const after = await groupsTagged(tag);
    expect(after).toHaveLength(1);
    // Named as it first came in a batch.
    expect(after[0]!.name).toBe(`team ${tag}`);
    expect(after[0]!.members).toHaveLength(12);
    const audit = await groupAudit([after[0]!.id]);
    expect(audit.filter((a) => a.action === 'group.created')).toHaveLength(1);
    // One members_added row per batch, adding up to everyone.
    const added = audit.filter((a) => a.action === 'group.members_added');
    expect(added).toHaveLength(6);
    expect(added.reduce((n, a) => n + (a.after as { added: number }).added, 0)).toBe(12);
  });

  it('adds nobody to a group for a row the job refuses: the account that took the staff ID is left alone', async () => {
    const tag = nextTag();
    const preview = await queued(
      csvWithGroups([
        [`${tag}-1`, 'First', `Late ${tag}`],
        [`${tag}-2`, 'Second', `Late ${tag}`],
      ]),
    );
    await createStudent(t.db, { staffId: `${tag}-2`, fullName: 'Signed Up Meanwhile' });
    // A group of that name, in another letter case, created between the preview and the import.
    expect((await admin.http.post('/api/admin/groups', { name: `LATE ${tag}` })).statusCode).toBe(201);

    await run(preview.import.id);
    const after = await groupsTagged(tag);
    expect(after.map((g) => [g.name, g.members])).toEqual([[`LATE ${tag}`, [`${tag}-1`]]]);
    const failed = await rowsOf(preview.import.id, '?show=failed');
    expect(failed.rows).toEqual([
      expect.objectContaining({
        staffId: `${tag}-2`,
        group: `Late ${tag}`,
        result: 'failed',
        resultReason: IMPORT_MESSAGES.takenMeanwhile,
      }),
    ]);
  });

  it('lists a group too long for a group name as an invalid row, and creates no group for it', async () => {
    const tag = nextTag();
    const tooLong = `${tag} ${'x'.repeat(GROUP_NAME_MAX)}`;
    const fits = `${tag} ${'y'.repeat(GROUP_NAME_MAX - tag.length - 1)}`;
    const preview = await queued(
      csvWithGroups([
        [`${tag}-1`, 'Too Long', tooLong],
        [`${tag}-2`, 'Just Fits', fits],
      ]),
    );
    expect(preview.import.counts).toMatchObject({ total: 2, create: 1, invalid: 1 });
    expect(preview.rows.rows.map((r) => [r.staffId, r.group, r.outcome, r.reason])).toEqual([
      [`${tag}-1`, tooLong, 'invalid', `Group must be at most ${GROUP_NAME_MAX} characters`],
      [`${tag}-2`, fits, 'create', null],
    ]);

    await run(preview.import.id);
    expect((await groupsTagged(tag)).map((g) => [g.name, g.members])).toEqual([[fits, [`${tag}-2`]]]);
    const [nobody] = await t.db
      .select()
      .from(users)
      .where(eq(users.staffId, `${tag}-1`));
    expect(nobody).toBeUndefined();

    // The failed rows keep the group, to fix and upload again.
    const download = await admin.http.get(`/api/admin/imports/${preview.import.id}/failed-rows`);
    expect(download.body.slice(1).split('\r\n')).toEqual([
      'Staff ID,Full Name,Group,Email,Reason',
      `${tag}-1,Too Long,${tooLong},,Group must be at most ${GROUP_NAME_MAX} characters`,
      '',
    ]);
    const again = await previewCsv(admin.http, Buffer.from(download.body.replace(tooLong, `Short ${tag}`)));
    expect(again.rows.rows.map((r) => [r.staffId, r.group, r.outcome])).toEqual([[`${tag}-1`, `Short ${tag}`, 'create']]);
  });

  it('creates nothing when the only row has a group too long: nothing to import', async () => {
    const tag = nextTag();
    const { import: imp } = await previewCsv(admin.http, csvWithGroups([[`${tag}-1`, 'Only Row', 'z'.repeat(GROUP_NAME_MAX + 1)]]));
    expect(imp.counts).toMatchObject({ total: 1, create: 0, invalid: 1 });
    const res = await admin.http.post(`/api/admin/imports/${imp.id}/start`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(IMPORT_MESSAGES.nothingToCreate);
    const [nobody] = await t.db
      .select()
      .from(users)
      .where(eq(users.staffId, `${tag}-1`));
    expect(nobody).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(groups)
        .where(eq(groups.name, 'z'.repeat(GROUP_NAME_MAX + 1))),
    ).toEqual([]);
  });

  it('does without the column: no group, no membership, no group audit', async () => {
    const tag = nextTag();
    const preview = await queued(`Full Name,Staff ID,Department\nNo Group,${tag}-1,Sales ${tag}\n`);
    expect(preview.rows.rows).toEqual([expect.objectContaining({ staffId: `${tag}-1`, group: null, outcome: 'create' })]);
    const groupEvents = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditEvents)
          .where(eq(auditEvents.entityType, 'group'))
      )[0]!.n;
    const before = await groupEvents();
    await run(preview.import.id);
    const [created] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.staffId, `${tag}-1`));
    expect(created).toBeDefined();
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.userId, created!.id))).toEqual([]);
    expect(await groupsTagged(tag)).toEqual([]);
    expect(await groupEvents()).toBe(before);
  });

  it('takes the same number of statements per batch whatever the number of groups', async () => {
    const statementsFor = async (groupOf: (i: number) => string) => {
      const tag = nextTag();
      const rows = Array.from({ length: 20 }, (_, i): [string, string, string] => [`${tag}-${i + 1}`, `Student ${i + 1}`, groupOf(i)]);
      const preview = await queued(csvWithGroups(rows.map(([s, n, g]) => [s, n, g && `${g} ${tag}`])));
      return countQueries(t, () => run(preview.import.id, 10));
    };
    const oneGroup = await statementsFor(() => 'One');
    const manyGroups = await statementsFor((i) => `Group ${i}`);
    const noGroup = await statementsFor(() => '');
    expect(manyGroups).toBe(oneGroup);
    // The groups, the memberships, the audit rows and the courses assigned to those groups (issue
    // 30; none here, so no notices): four statements in each of the two batches.
    expect(oneGroup - noGroup).toBe(2 * 4);
  });
});
