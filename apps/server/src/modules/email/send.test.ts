// Sending, against a real SMTP server started by the test (test/smtp-server.ts): what each kind of
// e-mail says, its links and headers (RFC 8058's one-click unsubscribe), and a server that refuses
// or drops the connection: the attempt is counted and the job fails (pg-boss runs it again), until
// the row is marked failed; a message once sent is never sent again, however often its job runs.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn, type EmailData, type EmailKind } from '@app/core';
import { buildTestApp, registerCleanup, type TestContext } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { emailMessages } from '../../db/schema.js';
import { queueEmails, SEND_EMAIL_JOB } from './outbox.js';
import { MAX_ATTEMPTS, sendEmail } from './send.js';
import { closeMailTransports } from './transport.js';

let t: TestContext;
let smtp: TestSmtpServer;
const ORIGIN = 'https://learn.example.com';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  registerCleanup(async () => {
    closeMailTransports();
    await smtp.close();
  });
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN, MAIL_FROM: 'LearnFlix <no-reply@learn.example.com>' });
});

afterEach(() => smtp.clear());

const COURSE = '6f1c1f3e-6a0e-4b4e-9d7a-0c1d2e3f4a5b';
const QUIZ = '7a2d2f4e-7b1f-4c5f-8e8b-1d2e3f4a5b6c';
const ATTEMPT = '8b3e3a5f-8c2a-4d6a-9f9c-2e3f4a5b6c7d';
const LESSON = '9c4f4b6a-9d3b-4e7b-8a0d-3f4a5b6c7d8e';
let seq = 0;

/** Queues one `kind` e-mail for a new learner, as an event's transaction would; its row id. */
async function queued<K extends EmailKind>(kind: K, data: EmailData[K], o: { name?: string } = {}) {
  const user = await createUser(t.db, { fullName: o.name ?? 'Ada <Lovelace> & Co', email: `ada${++seq}@example.com` });
  const key = `test:${kind}:${seq}`;
  await t.db.transaction((tx) =>
    queueEmails(
      t.deps,
      tx,
      kind,
      sql`select ${user.id}::uuid as user_id, ${key}::text as dedupe_key, ${JSON.stringify(data)}::jsonb as data`,
    ),
  );
  const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.dedupeKey, key));
  expect(t.sentJobs.at(-1)).toEqual({ name: SEND_EMAIL_JOB, data: { messageId: row!.id } });
  return { id: row!.id, user };
}

const rowOf = async (id: string) => (await t.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!;
const today = () => dateIn(t.clock.now(), 'UTC');

/** Sends it and returns what the SMTP server received. */
async function delivered(id: string) {
  expect(await sendEmail(t.deps, id)).toBe('sent');
  const [mail] = await smtp.waitFor(1);
  return mail!;
}

describe('each kind of e-mail', () => {
  const course = { courseId: COURSE, courseTitle: 'Fire <Safety> 2026' };

  it('assigned: subject, both bodies, the course link, the due date as the learner reads it, escaped', async () => {
    const { id, user } = await queued('assigned', { ...course, dueOn: addDays(today(), 3) });
    const mail = await delivered(id);
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe('Assigned to you: Fire <Safety> 2026');
    expect(mail.text).toContain('Hello Ada <Lovelace> & Co,');
    expect(mail.text).toContain('Due in 3 days (');
    expect(mail.text).toContain(`Start the course: ${ORIGIN}/course/${COURSE}`);
    expect(mail.html).toContain('Fire &lt;Safety&gt; 2026');
    expect(mail.html).toContain('Hello Ada &lt;Lovelace&gt; &amp; Co,');
    expect(mail.html).not.toContain('<Safety>');
    expect(mail.html).toContain(`href="${ORIGIN}/course/${COURSE}"`);
    expect(mail.headers.from).toContain('no-reply@learn.example.com');
    // A stable Message-ID per row: a copy sent again after a crash carries the same one.
    expect(mail.messageId).toBe(`<${id}@learn.example.com>`);
  });

  it('every message has the one-click unsubscribe headers (RFC 8058) and a visible link to the page', async () => {
    const { id, user } = await queued('reminder', { ...course, dueOn: addDays(today(), 1), daysBefore: 1 });
    const mail = await delivered(id);
    expect(mail.subject).toBe('Due tomorrow: Fire <Safety> 2026');
    expect(mail.text).toContain('Due tomorrow (');
    const oneClick = /^<(https:\/\/learn\.example\.com\/api\/email\/unsubscribe\?[^>]+)>$/.exec(mail.headers['list-unsubscribe']!);
    expect(oneClick, mail.headers['list-unsubscribe']).not.toBeNull();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const query = new URL(oneClick![1]!).searchParams;
    expect(query.get('u')).toBe(user.id);
    expect(query.get('p')).toBe('courseUpdates');
    expect(query.get('t')).toMatch(/^\d+\.[\w-]{43}$/);
    expect(mail.text).toContain(`Stop these e-mails: ${ORIGIN}/unsubscribe?${query.toString()}`);
    expect(mail.text).toContain('because Course Updates is on');
    expect(mail.html).toContain(`href="${ORIGIN}/unsubscribe?${query.toString().replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain(`All your settings: ${ORIGIN}/settings`);
  });

  it('overdue and recertification due', async () => {
    const overdue = await delivered((await queued('overdue', { ...course, dueOn: addDays(today(), -2) })).id);
    expect(overdue.subject).toBe('Overdue: Fire <Safety> 2026');
    expect(overdue.text).toContain('Overdue by 2 days (');
    smtp.clear();
    const recert = await delivered((await queued('recertification_due', { ...course, dueOn: addDays(today(), 30) })).id);
    expect(recert.subject).toBe('Time to recertify: Fire <Safety> 2026');
    expect(recert.text).toContain('Due in 30 days: recertify by');
    expect(recert.text).toContain(`Take the course again: ${ORIGIN}/course/${COURSE}`);
  });

  it('certificate issued: the certificate page', async () => {
    const mail = await delivered((await queued('certificate_issued', { ...course, code: 'ABCD-EFGH-JKLM' })).id);
    expect(mail.subject).toBe('Certificate earned');
    expect(mail.text).toContain(`See your certificate: ${ORIGIN}/certificates/ABCD-EFGH-JKLM`);
  });

  it('answer graded: one answer while others wait, and the grade that settles the quiz (New Messages)', async () => {
    const quiz = { ...course, quizId: QUIZ, quizTitle: 'Exits', lessonId: LESSON, attemptId: ATTEMPT };
    const one = await delivered(
      (await queued('answer_graded', { result: 'answer', ...quiz, points: 3, maxPoints: 4, pendingCount: 1 })).id,
    );
    expect(one.subject).toBe('Answer graded: Exits');
    expect(one.text).toContain('3 of 4 points');
    expect(one.text).toContain(`See your result: ${ORIGIN}/course/${COURSE}?lesson=${LESSON}`);
    expect(one.text).toContain('because New Messages is on');
    smtp.clear();
    const settled = await delivered(
      (await queued('answer_graded', { result: 'quiz', ...quiz, lessonId: null, percentage: 59.99, passingScore: 60, passed: false })).id,
    );
    expect(settled.subject).toBe('Not passed: Exits');
    expect(settled.text).toContain('Graded at 59%');
    expect(settled.text).toContain(`${ORIGIN}/course/${COURSE}?lesson=assessment`);
  });

  it('digest: every held message, with its own link', async () => {
    const messages = [
      { kind: 'assigned' as const, data: { ...course, dueOn: addDays(today(), 5) } },
      { kind: 'certificate_issued' as const, data: { ...course, courseTitle: 'Ladders', code: 'WXYZ-2345-6789' } },
    ];
    const mail = await delivered((await queued('digest', { date: today(), messages })).id);
    expect(mail.subject).toBe('Your LearnFlix day: 2 updates');
    expect(mail.text).toContain('* Assigned to you: Fire <Safety> 2026');
    expect(mail.text).toContain('Due in 5 days (');
    expect(mail.text).toContain(`See your certificate: ${ORIGIN}/certificates/WXYZ-2345-6789`);
    expect(mail.text).toContain('because Email Notifications is on');
    expect(mail.html).toContain('<li');
  });
});

describe('a server in trouble', () => {
  const data = { courseId: COURSE, courseTitle: 'Retry course', dueOn: '2031-01-10' };

  it('a refusal (5xx) is an attempt: kept queued with its reason, the job fails, and the next run sends it', async () => {
    const { id } = await queued('assigned', data);
    smtp.refuseNext(1, 550);
    await expect(sendEmail(t.deps, id)).rejects.toThrow(/will be retried/);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('550') });
    expect(smtp.messages).toHaveLength(0);
    await delivered(id);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null, sentAt: expect.any(Date) });
  });

  it('a dropped connection and a 4xx are retried too', async () => {
    const { id } = await queued('assigned', data);
    smtp.dropNext(1);
    await expect(sendEmail(t.deps, id)).rejects.toThrow(/will be retried/);
    smtp.refuseNext(1, 451);
    await expect(sendEmail(t.deps, id)).rejects.toThrow(/451/);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 2 });
    await delivered(id);
    expect(smtp.messages).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: marked failed, and the job ends without failing`, async () => {
    const { id } = await queued('assigned', data);
    smtp.refuseNext(MAX_ATTEMPTS, 550);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await expect(sendEmail(t.deps, id)).rejects.toThrow();
    expect(await sendEmail(t.deps, id)).toBe('failed');
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: expect.stringContaining('550') });
    // A late run of the job does nothing.
    expect(await sendEmail(t.deps, id)).toBe('not queued');
    expect(smtp.troubles).toBeGreaterThanOrEqual(MAX_ATTEMPTS);
    expect(smtp.messages).toHaveLength(0);
  });

  it('never sends a message twice: the job run again, or two runs at once', async () => {
    const { id } = await queued('assigned', data);
    const outcomes = await Promise.all([sendEmail(t.deps, id), sendEmail(t.deps, id), sendEmail(t.deps, id)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await sendEmail(t.deps, id)).toBe('not queued');
    await new Promise((r) => setTimeout(r, 200)); // anything late would have arrived by now
    expect(smtp.messages).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
