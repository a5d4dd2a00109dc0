// The live channel: server-sent events fed by PostgreSQL LISTEN/NOTIFY, so that a notification
// written through one server process reaches a page connected to another.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildAppOn, buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createSection, login, signedIn } from '../../../test/factories.js';
import { openLive, type LiveClient } from '../../../test/live-client.js';
import { notifications, sessions } from '../../db/schema.js';

let a: TestContext;
let b: TestContext;
const open: LiveClient[] = [];
beforeAll(async () => {
  a = await buildTestApp();
  // A second server process on the same database, with a lower cap to test it.
  b = await buildAppOn(a, { LIVE_STREAMS_PER_USER: '2' });
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

const live = async (t: TestContext, cookie?: string) => {
  const client = await openLive(t.app, cookie);
  open.push(client);
  return client;
};

describe('the live channel', () => {
  it('reaches a page connected to another process: a lesson added through A, announced to a learner on B', async () => {
    const instructor = await signedIn(a.app, a.db, { role: 'instructor' });
    const course = await createCourse(a.db, { instructorId: instructor.user.id });
    const section = await createSection(a.db, course.id, { isPublished: true });
    const learner = await signedIn(a.app, a.db);
    expect((await learner.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);

    const client = await live(b, learner.cookie);
    expect(client.status).toBe(200);
    await client.next((e) => e.event === 'ready');

    const added = await instructor.http.post('/api/instructor/lessons', {
      sectionId: section.id,
      title: 'Mapped types',
      contentType: 'text',
      content: 'Text',
      durationMinutes: 5,
      isFree: false,
    });
    expect(added.statusCode, added.body).toBe(201);
    const event = await client.next((e) => e.event === 'notification');
    expect(event.data).toEqual({ kind: 'new_lessons', courseId: course.id, quizId: null, attemptId: null });

    // Reading it on B tells the other pages of the learner (the count changed), on any process.
    const other = await live(a, learner.cookie);
    await other.next((e) => e.event === 'ready');
    const [note] = (await learner.http.get('/api/notifications')).json().notifications;
    expect((await api(b.app, learner.cookie).post(`/api/notifications/${note.id}/read`)).json()).toEqual({ unreadCount: 0 });
    await other.next((e) => e.event === 'read');
  });

  it('tells only the recipient: another user connected to the same process hears nothing of it', async () => {
    const instructor = await signedIn(a.app, a.db, { role: 'instructor' });
    const course = await createCourse(a.db, { instructorId: instructor.user.id });
    const bystander = await signedIn(a.app, a.db, { role: 'instructor' });
    const watching = await live(b, bystander.cookie);
    const teacher = await live(b, instructor.cookie);
    await watching.next((e) => e.event === 'ready');
    await teacher.next((e) => e.event === 'ready');

    const learner = await signedIn(a.app, a.db, { fullName: 'New Learner' });
    expect((await learner.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
    await teacher.next((e) => e.event === 'notification' && e.data.kind === 'new_enrollment');
    // A later event of the bystander's own proves the stream is alive and the earlier one never came.
    const own = await createCourse(a.db, { instructorId: bystander.user.id });
    expect((await learner.http.post(`/api/courses/${own.id}/enroll`)).statusCode).toBe(201);
    await watching.next((e) => e.event === 'notification');
    expect(watching.events.filter((e) => e.event === 'notification').map((e) => e.data.courseId)).toEqual([own.id]);
  });

  it('ends the streams of a session signed out on another process, and keeps the others', async () => {
    const user = await signedIn(a.app, a.db);
    const secondCookie = await login(a.app, user.user);
    const signedOut = await live(b, user.cookie);
    const stays = await live(b, secondCookie);
    await signedOut.next((e) => e.event === 'ready');
    await stays.next((e) => e.event === 'ready');
    expect((await user.http.post('/api/auth/sign-out')).statusCode).toBe(200);
    await signedOut.ended;
    // The other session's stream still hears of the user's notifications.
    await a.db
      .insert(notifications)
      .values({ recipientId: user.user.id, kind: 'enrollment_restored', data: { courseId: user.user.id, courseTitle: 'C' } });
    await stays.next((e) => e.event === 'notification');
    // A password change revokes every session: the other stream ends as well.
    const changed = await api(a.app, secondCookie).post('/api/auth/password', {
      currentPassword: user.user.password,
      newPassword: 'another-horse-7',
      confirmPassword: 'another-horse-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await stays.ended;
  });

  it('ends a stream at the heartbeat once its session has expired', async () => {
    const user = await signedIn(b.app, b.db);
    const client = await live(b, user.cookie);
    await client.next((e) => e.event === 'ready');
    // The session expires (as by the clock), without a deletion to announce it.
    await b.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.user.id));
    const other = await signedIn(b.app, b.db);
    const stillOpen = await live(b, other.cookie);
    await stillOpen.next((e) => e.event === 'ready');
    // The hub's beat runs on its timer; the test runs one itself rather than wait for it.
    await beatOf(b);
    await client.ended;
    expect(b.app.live.hub.streamsOf(user.user.id)).toBe(0);
    expect(b.app.live.hub.streamsOf(other.user.id)).toBe(1);
  });

  it('listens again after losing its connection (a database restart), and tells every page to refetch', async () => {
    const user = await signedIn(b.app, b.db);
    const client = await live(b, user.cookie);
    await client.next((e) => e.event === 'ready');
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'learnflix-live' and datname = current_database()`,
    );
    await client.next((e) => e.event === 'ready' && e.data.resync === true);
    await a.db
      .insert(notifications)
      .values({ recipientId: user.user.id, kind: 'enrollment_restored', data: { courseId: user.user.id, courseTitle: 'C' } });
    await client.next((e) => e.event === 'notification');
  });

  it("caps a user's streams per process (429, one error shape), and refuses visitors (401)", async () => {
    const user = await signedIn(b.app, b.db);
    const first = await live(b, user.cookie);
    const second = await live(b, user.cookie);
    await first.next((e) => e.event === 'ready');
    await second.next((e) => e.event === 'ready');
    const third = await live(b, user.cookie);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body)).toEqual({
      error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyLiveStreams, requestId: expect.any(String) },
    });
    // One closes: there is room again.
    first.close();
    await waitUntil(async () => (await live(b, user.cookie)).status === 200);

    const visitor = await live(b);
    expect(visitor.status).toBe(401);
    expect(JSON.parse(visitor.body).error.code).toBe('UNAUTHENTICATED');
  });
});

/** Runs the hub's heartbeat of an app now (its timer would, every LIVE_HEARTBEAT_SECONDS). */
const beatOf = (t: TestContext) => t.app.live.hub.beat();

/** Retries a check until it holds: the server sees a client leave a moment after it left. */
async function waitUntil(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setImmediate(r));
}
