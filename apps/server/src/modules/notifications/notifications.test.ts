// The bell's API: a user's own notifications, newest first a page at a time, the unread count, and
// read marks (one, or all up to the newest seen). Another user's notification is 'not found' and
// nothing of it changes. The Settings toggles are stored on the server.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '@app/core';
import { buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { notificationPreferences, notifications } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** `n` notifications for a user, a minute apart (the last is the newest). */
async function seedNotes(userId: string, n: number, courseTitle = 'Course') {
  const course = await createCourse(t.db, { title: courseTitle });
  const start = Date.now() - n * 60_000;
  return t.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        recipientId: userId,
        kind: 'new_lessons' as const,
        data: { courseId: course.id, courseTitle, lessonId: null, lessonTitle: `Lesson ${i + 1}`, sectionTitle: null, count: 1 },
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning();
}

describe('listing', () => {
  it('pages newest first with words and links, and counts the unread', async () => {
    const me = await signedIn(t.app, t.db);
    const rows = await seedNotes(me.user.id, NOTIFICATIONS_PAGE_SIZE + 3, 'Go Basics');
    await seedNotes((await signedIn(t.app, t.db)).user.id, 2); // someone else's
    const first = (await me.http.get('/api/notifications')).json();
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.unreadCount).toBe(NOTIFICATIONS_PAGE_SIZE + 3);
    expect(first.notifications[0]).toEqual({
      id: rows.at(-1)!.id,
      kind: 'new_lessons',
      title: 'New lesson in Go Basics',
      body: `'Lesson ${NOTIFICATIONS_PAGE_SIZE + 3}' is ready.`,
      link: `/course/${(rows[0]!.data as { courseId: string }).courseId}`,
      readAt: null,
      createdAt: rows.at(-1)!.createdAt.toISOString(),
    });
    const second = (await me.http.get(`/api/notifications?before=${first.nextCursor}`)).json();
    expect(second.notifications.map((n: { id: string }) => n.id)).toEqual([rows[2]!.id, rows[1]!.id, rows[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await me.http.get('/api/notifications/unread-count')).json()).toEqual({ unreadCount: NOTIFICATIONS_PAGE_SIZE + 3 });
  });

  it('keeps notifications made in the same instant in a stable order across pages', async () => {
    const me = await signedIn(t.app, t.db);
    const at = new Date();
    const course = await createCourse(t.db);
    await t.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 5 }, () => ({
        recipientId: me.user.id,
        kind: 'enrollment_restored' as const,
        data: { courseId: course.id, courseTitle: 'Same time' },
        createdAt: at,
      })),
    );
    const first = (await me.http.get('/api/notifications')).json();
    const second = (await me.http.get(`/api/notifications?before=${first.nextCursor}`)).json();
    const ids = [...first.notifications, ...second.notifications].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
  });

  it("refuses another user's cursor (404), a malformed one and unknown parameters (400), and visitors (401)", async () => {
    const me = await signedIn(t.app, t.db);
    const [theirs] = await seedNotes((await signedIn(t.app, t.db)).user.id, 1);
    const foreign = await me.http.get(`/api/notifications?before=${theirs!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notificationNotFound });
    for (const q of ['before=abc', 'before=1', 'page=2', 'before=&x=1'])
      expect((await me.http.get(`/api/notifications?${q}`)).statusCode, q).toBe(400);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/notifications/unread-count' })).statusCode).toBe(401);
  });
});

describe('read marks', () => {
  it('marks one read (again: nothing changes) and answers the new count', async () => {
    const me = await signedIn(t.app, t.db);
    const [a, b] = await seedNotes(me.user.id, 2);
    expect((await me.http.post(`/api/notifications/${a!.id}/read`)).json()).toEqual({ unreadCount: 1 });
    const [first] = await t.db.select().from(notifications).where(eq(notifications.id, a!.id));
    expect(first!.readAt).not.toBeNull();
    expect((await me.http.post(`/api/notifications/${a!.id}/read`)).json()).toEqual({ unreadCount: 1 });
    const [again] = await t.db.select().from(notifications).where(eq(notifications.id, a!.id));
    expect(again!.readAt).toEqual(first!.readAt);
    const listed = (await me.http.get('/api/notifications')).json().notifications;
    expect(listed.map((n: { id: string; readAt: string | null }) => [n.id, n.readAt !== null])).toEqual([
      [b!.id, false],
      [a!.id, true],
    ]);
  });

  it("refuses another user's notification with 404 and changes nothing", async () => {
    const me = await signedIn(t.app, t.db);
    const other = await signedIn(t.app, t.db);
    const [theirs] = await seedNotes(other.user.id, 1);
    const before = await databaseState(t.db);
    const res = await me.http.post(`/api/notifications/${theirs!.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notificationNotFound });
    expect((await me.http.post('/api/notifications/read-all', { upTo: theirs!.id })).statusCode).toBe(404);
    expect((await me.http.post('/api/notifications/not-a-uuid/read')).statusCode).toBe(400);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('marks all read up to the newest the reader saw: one that came after stays unread', async () => {
    const me = await signedIn(t.app, t.db);
    const other = await signedIn(t.app, t.db);
    const [theirs] = await seedNotes(other.user.id, 1);
    const rows = await seedNotes(me.user.id, 4);
    const seen = rows[2]!; // the fourth arrived after the reader's list was drawn
    expect((await me.http.post('/api/notifications/read-all', { upTo: seen.id })).json()).toEqual({ unreadCount: 1 });
    const unread = await t.db.select().from(notifications).where(eq(notifications.recipientId, me.user.id));
    expect(unread.filter((n) => n.readAt === null).map((n) => n.id)).toEqual([rows[3]!.id]);
    expect((await me.http.post('/api/notifications/read-all', {})).json()).toEqual({ unreadCount: 0 });
    // Never anyone else's.
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(still!.readAt).toBeNull();
  });

  it('refuses a bad body and, for the read-only subadmin, any write', async () => {
    const me = await signedIn(t.app, t.db);
    for (const body of [{ upTo: 'x' }, { upTo: 5 }, { all: true }, []])
      expect((await me.http.post('/api/notifications/read-all', body)).statusCode, JSON.stringify(body)).toBe(400);
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await subadmin.http.get('/api/notifications')).statusCode).toBe(200);
    expect((await subadmin.http.post('/api/notifications/read-all', {})).statusCode).toBe(403);
  });
});

describe('preferences', () => {
  it("reads the spec's defaults until saved, then what was saved", async () => {
    const me = await signedIn(t.app, t.db);
    expect((await me.http.get('/api/me/notification-preferences')).json()).toEqual({
      emailNotifications: true,
      courseUpdates: true,
      newMessages: true,
      marketingEmails: false,
      emailDigest: false,
      // No SMTP_URL here: the e-mail switches say no e-mail is sent.
      emailEnabled: false,
    });
    const chosen = { emailNotifications: false, courseUpdates: false, newMessages: true, marketingEmails: true, emailDigest: true };
    const saved = await me.http.put('/api/me/notification-preferences', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...chosen, emailEnabled: false });
    expect((await me.http.get('/api/me/notification-preferences')).json()).toEqual({ ...chosen, emailEnabled: false });
    // A page from before the digest switch saves the four: the stored digest choice stays.
    const { emailDigest: _kept, ...four } = chosen;
    expect((await me.http.put('/api/me/notification-preferences', four)).json()).toEqual({ ...chosen, emailEnabled: false });
    // Only one's own: another user still has the defaults.
    const other = await signedIn(t.app, t.db);
    expect((await other.http.get('/api/me/notification-preferences')).json().courseUpdates).toBe(true);
  });

  it('refuses incomplete, mistyped or unknown fields (400) and changes nothing', async () => {
    const me = await signedIn(t.app, t.db);
    const full = { emailNotifications: true, courseUpdates: true, newMessages: true, marketingEmails: false };
    const before = await databaseState(t.db);
    for (const body of [{ courseUpdates: false }, { ...full, courseUpdates: 'no' }, { ...full, smsAlerts: true }, [true]]) {
      const res = await me.http.put('/api/me/notification-preferences', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
    expect(errorOf(await me.http.put('/api/me/notification-preferences', { ...full, courseUpdates: 'no' })).message).toBe(
      'Course Updates must be on or off',
    );
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    const afterSignIn = await databaseState(t.db);
    expect((await subadmin.http.put('/api/me/notification-preferences', full)).statusCode).toBe(403);
    expect(await databaseState(t.db)).toEqual(afterSignIn);
    expect(before.notification_preferences).toBe(afterSignIn.notification_preferences);
    expect(await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, me.user.id))).toEqual([]);
  });
});
