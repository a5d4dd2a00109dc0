// Writing e-mails: the recipient's preferences decide what is written, a digest reader's are held,
// a dedupe key makes a second write a no-op, two statements whatever the number of recipients, and
// nothing at all without SMTP_URL. The events that write them (a graded answer, a certificate) and
// the daily digest job.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailData, type EmailKind } from '@app/core';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createQuiz, createSection, createUser, enrollUser, signedIn } from '../../../test/factories.js';
import { emailMessages, notificationPreferences } from '../../db/schema.js';
import { issueCertificates } from '../courses/course-progress.js';
import { sendDigests } from './digest.js';
import { queueEmails, SEND_EMAIL_JOB } from './outbox.js';

let t: TestContext;
beforeAll(async () => {
  // Never sent here (send.test.ts sends): the SMTP server is not even there.
  t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
});

// Good for every kind with a due date (a reminder's daysBefore included).
const COURSE = { courseId: '6f1c1f3e-6a0e-4b4e-9d7a-0c1d2e3f4a5b', courseTitle: 'Fire safety', dueOn: '2031-03-01', daysBefore: 7 };
let seq = 0;
const person = (o: { email?: string | null } = {}) =>
  createUser(t.db, { email: o.email === undefined ? `p${++seq}-${Date.now()}@example.com` : o.email });
const prefs = (userId: string, p: Partial<typeof notificationPreferences.$inferInsert>) =>
  t.db.insert(notificationPreferences).values({ userId, updatedAt: new Date(), ...p });

/** Writes `kind` e-mails with COURSE's data for `userIds` (dedupe key per user and `tag`). */
const queue = (kind: EmailKind, userIds: string[], tag = 'x', deps = t.deps) =>
  t.db.transaction((tx) =>
    queueEmails(
      deps,
      tx,
      kind,
      sql`select u.id as user_id, ${`${kind}:${tag}:`}::text || u.id as dedupe_key, ${JSON.stringify(COURSE)}::jsonb as data
            from users u where u.id in (${sql.join(
              userIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
    ),
  );
const rowsOf = (userId: string) => t.db.select().from(emailMessages).where(eq(emailMessages.userId, userId));
const jobsFor = (ids: string[]) => t.sentJobs.filter((j) => j.name === SEND_EMAIL_JOB && ids.includes(j.data.messageId as string));

describe('queueEmails', () => {
  it('writes one queued row and one send job per recipient the preferences allow', async () => {
    const plain = await person(); // no preferences row: the defaults (e-mail and course updates on)
    const noEmail = await person({ email: null });
    const emailOff = await person();
    await prefs(emailOff.id, { emailNotifications: false });
    const updatesOff = await person();
    await prefs(updatesOff.id, { courseUpdates: false });
    const messagesOff = await person();
    await prefs(messagesOff.id, { newMessages: false });
    const all = [plain, noEmail, emailOff, updatesOff, messagesOff].map((u) => u.id);

    expect(await queue('assigned', all)).toBe(2);
    const written = (await Promise.all(all.map(rowsOf))).flat();
    expect(written.map((r) => r.userId).sort()).toEqual([plain.id, messagesOff.id].sort());
    expect(written.every((r) => r.status === 'queued' && r.kind === 'assigned' && r.attempts === 0)).toBe(true);
    expect(jobsFor(written.map((r) => r.id))).toHaveLength(2);
    // 'New Messages' governs the graded-answer e-mail: course updates off does not stop it.
    const graded = { ...COURSE, result: 'answer' };
    await t.db.transaction((tx) =>
      queueEmails(
        t.deps,
        tx,
        'answer_graded',
        sql`select u.id as user_id, 'graded-test:' || u.id as dedupe_key, ${JSON.stringify(graded)}::jsonb as data
              from users u where u.id in (${updatesOff.id}::uuid, ${messagesOff.id}::uuid)`,
      ),
    );
    expect((await rowsOf(updatesOff.id)).map((r) => r.kind)).toEqual(['answer_graded']);
    expect((await rowsOf(messagesOff.id)).map((r) => r.kind)).toEqual(['assigned']);
  });

  it('holds the e-mails of a digest reader (no job), and a second write with the same key does nothing', async () => {
    const reader = await person();
    await prefs(reader.id, { emailDigest: true });
    const other = await person();
    const before = t.sentJobs.length;
    expect(await queue('reminder', [reader.id, other.id], 'd')).toBe(2);
    expect((await rowsOf(reader.id))[0]!.status).toBe('held');
    expect(t.sentJobs.length - before).toBe(1);
    expect(await queue('reminder', [reader.id, other.id], 'd')).toBe(0);
    expect(t.sentJobs.length - before).toBe(1);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it('two statements for 1 or 30 recipients', async () => {
    const count = async (n: number) => {
      const ids = await Promise.all(Array.from({ length: n }, () => person().then((u) => u.id)));
      const start = t.queries.count;
      await queue('overdue', ids, 'count');
      return t.queries.count - start;
    };
    const one = await count(1);
    expect(await count(30)).toBe(one);
    expect(one).toBeLessThanOrEqual(4); // begin, insert, jobs, commit
  });

  it('writes and sends nothing without SMTP_URL', async () => {
    const u = await person();
    const before = t.sentJobs.length;
    expect(await queue('assigned', [u.id], 'off', { ...t.deps, mail: null })).toBe(0);
    expect(await rowsOf(u.id)).toEqual([]);
    expect(t.sentJobs.length).toBe(before);
    const off = await buildTestApp();
    expect(off.deps.mail).toBeNull();
    expect((await off.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});

describe('the events that write e-mails', () => {
  it('a certificate issued now: one e-mail, with the bell notification, never again for the same certificate', async () => {
    const learner = await person();
    const course = await createCourse(t.db, { title: 'Ladders' });
    await enrollUser(t.db, learner.id, course.id);
    await t.db.transaction((tx) => issueCertificates(t.deps, tx, course.id, [learner.id], new Date()));
    await t.db.transaction((tx) => issueCertificates(t.deps, tx, course.id, [learner.id], new Date()));
    const rows = await rowsOf(learner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'certificate_issued', status: 'queued' });
    expect(emailData.certificate_issued.parse(rows[0]!.data)).toMatchObject({ courseId: course.id, courseTitle: 'Ladders' });
  });

  it('an answer graded: the learner gets an answer_graded e-mail with the notification’s facts', async () => {
    const { learnerId } = await gradedAnswer();
    const rows = await rowsOf(learnerId);
    expect(rows.map((r) => r.kind)).toEqual(['answer_graded']);
    expect(emailData.answer_graded.parse(rows[0]!.data)).toMatchObject({ result: 'quiz', passed: true, percentage: 100 });
  });
});

/** A learner's one-essay quiz, submitted and graded full marks by its instructor. */
async function gradedAnswer() {
  const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: instructor.user.id, status: 'published' });
  await createSection(t.db, course.id);
  const { quiz } = await createQuiz(t.db, {
    courseId: course.id,
    instructorId: instructor.user.id,
    passingScore: 50,
    questions: [{ type: 'subjective', points: 4, text: 'Why?' }],
  });
  const learner = await signedIn(t.app, t.db, { email: `graded-${Date.now()}@example.com` });
  await enrollUser(t.db, learner.user.id, course.id);
  const attempt = (await learner.http.post(`/api/quizzes/${quiz.id}/attempts`)).json().attempt;
  const { rows: questions } = await t.db.execute<{ id: string }>(sql`select id from quiz_questions where quiz_id = ${quiz.id}`);
  const question = questions[0]!.id;
  await learner.http.put(`/api/attempts/${attempt.id}/answers/${question}`, { answerText: 'Because.' });
  expect((await learner.http.post(`/api/attempts/${attempt.id}/submit`)).statusCode).toBe(200);
  const { rows } = await t.db.execute<{ id: string }>(sql`select id from quiz_answers where attempt_id = ${attempt.id}`);
  const res = await instructor.http.post(`/api/instructor/subjective-answers/${rows[0]!.id}/evaluation`, { points: 4 });
  expect(res.statusCode, res.body).toBe(200);
  return { learnerId: learner.user.id };
}

describe('the daily digest', () => {
  it('once per user and day, at or after 08:00 in their time zone, with everything held', async () => {
    // 06:30 UTC: 15:30 in Tokyo (past 08:00), 07:30 in Paris (not yet).
    const at = new Date('2031-01-15T06:30:00Z');
    const clocked = { ...t.deps, clock: () => at };
    const tokyo = await person();
    await prefs(tokyo.id, { emailDigest: true, timeZone: 'Asia/Tokyo' });
    const early = await person();
    await prefs(early.id, { emailDigest: true, timeZone: 'Europe/Paris' }); // 07:30: not yet
    await queue('assigned', [tokyo.id, early.id], 'digest-a');
    await queue('reminder', [tokyo.id, early.id], 'digest-b');

    await sendDigests(clocked);
    const mine = await rowsOf(tokyo.id);
    const digest = mine.find((r) => r.kind === 'digest')!;
    expect(digest).toMatchObject({ status: 'queued', dedupeKey: `digest:${tokyo.id}:2031-01-15` });
    const data = emailData.digest.parse(digest.data);
    expect(data.messages.map((m) => m.kind)).toEqual(['assigned', 'reminder']);
    expect(mine.filter((r) => r.kind !== 'digest').every((r) => r.status === 'sent')).toBe(true);
    expect((await rowsOf(early.id)).map((r) => r.status)).toEqual(['held', 'held']);

    // The job again the same day: nothing more, and a message held since waits for tomorrow.
    await queue('overdue', [tokyo.id], 'digest-c');
    await sendDigests(clocked);
    expect((await rowsOf(tokyo.id)).filter((r) => r.kind === 'digest')).toHaveLength(1);
    // An hour later Paris is past 8; the next day Tokyo gets the one held since.
    await sendDigests({ ...t.deps, clock: () => new Date('2031-01-15T07:30:00Z') });
    expect((await rowsOf(early.id)).filter((r) => r.kind === 'digest')).toHaveLength(1);
    await sendDigests({ ...t.deps, clock: () => new Date('2031-01-16T06:30:00Z') });
    const second = (await rowsOf(tokyo.id)).find((r) => r.dedupeKey === `digest:${tokyo.id}:2031-01-16`)!;
    expect(emailData.digest.parse(second.data).messages.map((m) => m.kind)).toEqual(['overdue']);
  });
});
