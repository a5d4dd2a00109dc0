// Groups (departments): admins create, rename and delete them and add and remove members by Staff
// ID; subadmins read them; nobody else sees them. Names are unique whatever their case, a stale
// rename is refused, every change is audited with it and a refused one changes nothing; deleting a
// group or a member takes away the membership only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ADD_MAX, MESSAGES, type AdminGroupsResponse, type GroupMembersResponse } from '@app/core';
import { buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createUser, enrollUser, signedIn } from '../../../test/factories.js';
import { auditEvents, enrollments, groupMembers, users } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let subadmin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
  subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
});

const mark = () => randomUUID().slice(0, 6);
const auditOf = (id: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
async function group(name = `Group ${mark()}`) {
  const res = await admin.http.post('/api/admin/groups', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().group as { id: string; name: string };
}
const person = (fullName = `Person ${mark()}`) => createUser(t.db, { role: 'student', fullName });

describe('the groups', () => {
  it('are listed by name whatever the case, with member counts, in a constant number of statements', async () => {
    const m = mark();
    const b = await group(`${m} beta`);
    const a = await group(`${m} Alpha`);
    const [p1, p2] = [await person(), await person()];
    await admin.http.post(`/api/admin/groups/${b.id}/members`, { staffIds: [p1.staffId, p2.staffId] });
    let res!: Awaited<ReturnType<typeof admin.http.get>>;
    const statements = await countQueries(t, async () => (res = await subadmin.http.get(`/api/admin/groups?q=${m}`)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminGroupsResponse>()).toEqual({
      groups: [
        { id: a.id, name: `${m} Alpha`, memberCount: 0, createdAt: expect.any(String) },
        { id: b.id, name: `${m} beta`, memberCount: 2, createdAt: expect.any(String) },
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    });
    expect(statements).toBeLessThanOrEqual(4);
  });

  it('are created and renamed by an admin, each change audited', async () => {
    const g = await group(`Nurses ${mark()}`);
    const renamed = await admin.http.patch(`/api/admin/groups/${g.id}`, { name: `Ward nurses ${mark()}`, currentName: g.name });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ group: { id: g.id, memberCount: 0 }, message: MESSAGES.groupRenamed });
    const audit = await auditOf(g.id);
    expect(audit.map((e) => e.action).sort()).toEqual(['group.created', 'group.renamed']);
    expect(audit.find((e) => e.action === 'group.renamed')).toMatchObject({ before: { name: g.name }, actorId: admin.user.id });
  });

  it('refuse a name taken in any letter case (409), a blank or too long one (400), and a stale rename (409), changing nothing', async () => {
    const g = await group(`Finance ${mark()}`);
    const other = await group();
    const before = await databaseState(t.db);
    const taken = await admin.http.post('/api/admin/groups', { name: g.name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(`A group named "${g.name.toUpperCase()}" already exists. Choose another name.`);
    expect((await admin.http.patch(`/api/admin/groups/${other.id}`, { name: g.name, currentName: other.name })).statusCode).toBe(409);
    expect((await admin.http.post('/api/admin/groups', { name: '   ' })).statusCode).toBe(400);
    expect((await admin.http.post('/api/admin/groups', { name: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await admin.http.post('/api/admin/groups', { name: 42 })).statusCode).toBe(400);
    expect((await admin.http.post('/api/admin/groups', { name: 'Ok', extra: true })).statusCode).toBe(400);
    const stale = await admin.http.patch(`/api/admin/groups/${other.id}`, { name: `New ${mark()}`, currentName: 'What the form showed' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(MESSAGES.groupChangedElsewhere);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('answer 404 for a group that does not exist, and 400 for an id that is not one', async () => {
    const missing = randomUUID();
    expect((await admin.http.patch(`/api/admin/groups/${missing}`, { name: 'A', currentName: 'B' })).statusCode).toBe(404);
    expect((await admin.http.delete(`/api/admin/groups/${missing}`)).statusCode).toBe(404);
    expect((await admin.http.get(`/api/admin/groups/${missing}/members`)).statusCode).toBe(404);
    expect((await admin.http.post(`/api/admin/groups/${missing}/members`, { staffIds: ['X'] })).statusCode).toBe(404);
    expect((await admin.http.delete('/api/admin/groups/not-an-id')).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('read: admins and subadmins; change: admins only (a subadmin gets 403, nothing changes)', async () => {
    const g = await group();
    const p = await person();
    await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [p.staffId] });
    expect((await subadmin.http.get(`/api/admin/groups/${g.id}/members`)).statusCode).toBe(200);
    const before = await databaseState(t.db);
    expect((await subadmin.http.post('/api/admin/groups', { name: `Sub ${mark()}` })).statusCode).toBe(403);
    expect((await subadmin.http.patch(`/api/admin/groups/${g.id}`, { name: 'Sub', currentName: g.name })).statusCode).toBe(403);
    expect((await subadmin.http.delete(`/api/admin/groups/${g.id}`)).statusCode).toBe(403);
    expect((await subadmin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [subadmin.user.staffId] })).statusCode).toBe(403);
    expect((await subadmin.http.delete(`/api/admin/groups/${g.id}/members/${p.id}`)).statusCode).toBe(403);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('nobody else: instructors and students get 403, visitors 401', async () => {
    const g = await group();
    for (const role of ['instructor', 'student'] as const) {
      const who = await signedIn(t.app, t.db, { role });
      expect((await who.http.get('/api/admin/groups')).statusCode).toBe(403);
      expect((await who.http.get(`/api/admin/groups/${g.id}/members`)).statusCode).toBe(403);
      expect((await who.http.post('/api/admin/groups', { name: `No ${mark()}` })).statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/groups' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('members', () => {
  it('are added by Staff ID in any case, once each; those already in and the unknown are named back', async () => {
    const g = await group();
    const [p1, p2, p3] = [await person('Ana Ruiz'), await person('Ben Okafor'), await person('Chen Li')];
    await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [p3.staffId] });
    const res = await admin.http.post(`/api/admin/groups/${g.id}/members`, {
      staffIds: [p1.staffId.toLowerCase(), p1.staffId, p2.staffId, p3.staffId, 'NO-SUCH-ID'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      group: expect.objectContaining({ id: g.id, memberCount: 3 }),
      added: 2,
      alreadyMembers: [p3.staffId],
      unknown: ['NO-SUCH-ID'],
      message: 'Added 2 members; 1 already in the group; 1 Staff ID not found.',
    });
    const added = (await auditOf(g.id)).filter((e) => e.action === 'group.members_added');
    expect(added.at(-1)?.after).toEqual({ staffIds: expect.arrayContaining([p1.staffId, p2.staffId]) });
    const list = (await subadmin.http.get(`/api/admin/groups/${g.id}/members`)).json<GroupMembersResponse>();
    expect(list.members.map((m) => m.fullName)).toEqual(['Ana Ruiz', 'Ben Okafor', 'Chen Li']);
    expect(list.total).toBe(3);
    const found = (
      await admin.http.get(`/api/admin/groups/${g.id}/members?q=${encodeURIComponent(p2.staffId)}`)
    ).json<GroupMembersResponse>();
    expect(found.members.map((m) => m.id)).toEqual([p2.id]);
  });

  it('refuse a list that is empty, too long or not Staff IDs (400), and write nothing when none is known', async () => {
    const g = await group();
    const before = await databaseState(t.db);
    expect((await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [] })).statusCode).toBe(400);
    expect((await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: 'ABC' })).statusCode).toBe(400);
    expect((await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [1, 2] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: GROUP_ADD_MAX + 1 }, (_, i) => `S-${i}`);
    expect((await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: tooMany })).statusCode).toBe(400);
    const none = await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: ['NOBODY-1'] });
    expect(none.json()).toMatchObject({ added: 0, unknown: ['NOBODY-1'] });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('are removed one by one, audited; removing one who is not in the group is a 404 that changes nothing', async () => {
    const g = await group();
    const [p, outsider] = [await person(), await person()];
    await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [p.staffId] });
    const removed = await admin.http.delete(`/api/admin/groups/${g.id}/members/${p.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: MESSAGES.groupMemberRemoved });
    expect((await auditOf(g.id)).find((e) => e.action === 'group.member_removed')?.before).toEqual({
      staffId: p.staffId,
      fullName: p.fullName,
    });
    const before = await databaseState(t.db);
    const again = await admin.http.delete(`/api/admin/groups/${g.id}/members/${outsider.id}`);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(MESSAGES.groupMemberNotFound);
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('nothing is lost', () => {
  it('deleting a group removes its memberships only: its members keep their accounts and enrollments', async () => {
    const g = await group();
    const p = await person();
    const course = await createCourse(t.db, { status: 'published' });
    await enrollUser(t.db, p.id, course.id);
    await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [p.staffId] });
    const res = await admin.http.delete(`/api/admin/groups/${g.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.groupDeleted });
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, g.id))).toEqual([]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, p.id))).toHaveLength(1);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.userId, p.id))).toHaveLength(1);
    expect((await auditOf(g.id)).find((e) => e.action === 'group.deleted')?.before).toEqual({ name: g.name, memberCount: 1 });
  });

  it('deleting an account takes its memberships with it', async () => {
    const g = await group();
    const p = await person();
    await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [p.staffId] });
    expect((await admin.http.delete(`/api/admin/users/${p.id}`)).statusCode).toBe(200);
    expect((await admin.http.get(`/api/admin/groups/${g.id}/members`)).json<GroupMembersResponse>()).toMatchObject({
      members: [],
      total: 0,
    });
  });
});
