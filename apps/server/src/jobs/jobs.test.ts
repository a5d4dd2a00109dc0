import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { createStoredFile, createUser } from '../../test/factories.js';
import { sessions, users } from '../db/schema.js';
import { backgroundJobs } from './index.js';
import { startJobRunner } from './runner.js';

// A database per test: a run one test's runner left queued or waiting for its retry (a stately
// queue holds one) must not stand in for the next test's run.
let t: TestContext;
beforeEach(async () => {
  t = await buildTestApp();
});

describe('background jobs', () => {
  it('runs the file sweep from its schedule through the PostgreSQL queue', async () => {
    const longAgo = new Date(Date.now() - 3 * 86_400_000);
    const orphanKey = 'avatar/00000000-0000-4000-8000-000000000000.png';
    await t.app.deps.storage.put(orphanKey, Buffer.from('left by a killed upload'));
    await utimes(path.join(t.filesDir, orphanKey), longAgo, longAgo);
    const kept = await createStoredFile(t.db, t.app.deps.storage, { kind: 'avatar', createdAt: longAgo });
    const user = await createUser(t.db);
    await t.db.update(users).set({ avatarFileId: kept.id }).where(eq(users.id, user.id));

    // The real jobs, every minute instead of hourly (a five-field cron cannot go faster), and a
    // runner that looks at its schedules and queues every second.
    const jobs = backgroundJobs({ ...t.deps, config: t.config }).map((j) => ({
      ...j,
      cron: '* * * * *',
    }));
    const runner = await startJobRunner(jobs, { connectionString: t.databaseUrl, log: t.app.log, pollSeconds: 1 });
    try {
      await vi.waitFor(async () => expect(await t.app.deps.storage.head(orphanKey)).toBeNull(), { timeout: 15_000, interval: 200 });
      // The queue records the run as completed just after the work itself is done.
      await vi.waitFor(
        async () => {
          const { rows } = await t.db.execute<{ state: string }>(sql`select state from pgboss.job where name = 'sweep-files'`);
          expect(rows.map((r) => r.state)).toContain('completed');
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await runner.stop();
    }
    expect(await t.app.deps.storage.head(kept.storageKey)).not.toBeNull();
  });

  it('schedules the purge of expired sessions, which deletes sessions past either expiry and keeps live ones', async () => {
    const user = await createUser(t.db);
    const now = Date.now();
    const session = (tokenHash: string, lastSeenAt: number, expiresAt: number) => ({
      tokenHash,
      userId: user.id,
      lastSeenAt: new Date(lastSeenAt),
      expiresAt: new Date(expiresAt),
    });
    const hour = 3_600_000;
    await t.db
      .insert(sessions)
      .values([
        session('purge-test-live', now - hour, now + 24 * hour),
        session('purge-test-past-absolute', now - hour, now - 1000),
        session('purge-test-idle', now - t.config.sessionIdleMs - hour, now + 24 * hour),
      ]);
    const tokens = ['purge-test-live', 'purge-test-past-absolute', 'purge-test-idle'];
    const left = async () =>
      (await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(inArray(sessions.tokenHash, tokens))).map(
        (r) => r.tokenHash,
      );

    // The real jobs on their real schedules; one run of the purge is queued now instead of waiting for its hour.
    const runner = await startJobRunner(backgroundJobs({ ...t.deps, config: t.config }), {
      connectionString: t.databaseUrl,
      log: t.app.log,
      pollSeconds: 1,
    });
    try {
      const { rows: schedules } = await t.db.execute<{ name: string; cron: string }>(
        sql`select name, cron from pgboss.schedule order by name`,
      );
      expect(schedules).toContainEqual({ name: 'purge-expired-sessions', cron: '41 * * * *' });
      await runner.runNow('purge-expired-sessions');
      await vi.waitFor(async () => expect(await left()).toEqual(['purge-test-live']), { timeout: 15_000, interval: 200 });
    } finally {
      await runner.stop();
    }
  });

  it('a web process (work: false) sends work without taking it or firing schedules; a worker takes it', async () => {
    const ran: unknown[] = [];
    const jobs = [
      { name: 'role-test-sent', run: async (data: Record<string, unknown>) => void ran.push(data) },
      { name: 'role-test-cron', cron: '* * * * *', run: async () => void ran.push('cron') },
    ];
    const web = await startJobRunner(jobs, { connectionString: t.databaseUrl, log: t.app.log, pollSeconds: 1, work: false });
    let worker: Awaited<ReturnType<typeof startJobRunner>> | undefined;
    try {
      // Sent before any worker ever started: the queue exists all the same.
      expect(await web.send('role-test-sent', { n: 1 })).toEqual(expect.any(String));
      const schedule = () => t.db.execute<{ name: string }>(sql`select name from pgboss.schedule where name = 'role-test-cron'`);
      expect((await schedule()).rows).toEqual([]);
      // Three polls' time: a runner that took work would have run it by now.
      await new Promise((r) => setTimeout(r, 3000));
      expect(ran).toEqual([]);
      const { rows } = await t.db.execute<{ state: string }>(sql`select state from pgboss.job where name = 'role-test-sent'`);
      expect(rows).toEqual([{ state: 'created' }]);

      worker = await startJobRunner(jobs, { connectionString: t.databaseUrl, log: t.app.log, pollSeconds: 1 });
      await vi.waitFor(() => expect(ran).toContainEqual({ n: 1 }), { timeout: 15_000, interval: 100 });
      expect((await schedule()).rows).toEqual([{ name: 'role-test-cron' }]);
    } finally {
      await web.stop();
      await worker?.stop();
    }
  });

  it('starts in several processes at the same moment on a new database (the queues made once, no deadlock)', async () => {
    const jobs = backgroundJobs({ ...t.deps, config: t.config });
    const runners = await Promise.all(
      [true, true, false].map((work) => startJobRunner(jobs, { connectionString: t.databaseUrl, log: t.app.log, pollSeconds: 1, work })),
    );
    try {
      const { rows } = await t.db.execute<{ name: string }>(
        sql`select name from pgboss.queue where name not like '\_\_pgboss%' order by name`,
      );
      expect(rows.map((r) => r.name)).toEqual(jobs.map((j) => j.name).sort());
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
  });
});

describe('a job sent in a transaction', () => {
  it('is written by that transaction: invisible to others until it commits, gone if it rolls back', async () => {
    // A queue nobody works (a web process's runner), so the job rows stay as sent.
    const runner = await startJobRunner([{ name: 'tx-probe', run: async () => undefined }], {
      connectionString: t.databaseUrl,
      log: t.app.log,
      work: false,
    });
    const jobsOf = async (n: number) =>
      (await t.db.execute<{ id: string }>(sql`select id from pgboss.job where name = 'tx-probe' and data->>'n' = ${String(n)}`)).rows;
    try {
      await expect(
        t.db.transaction(async (tx) => {
          await runner.send('tx-probe', { n: 1 }, { tx });
          throw new Error('the rest of the transaction failed');
        }),
      ).rejects.toThrow('the rest of the transaction failed');
      expect(await jobsOf(1)).toEqual([]);

      let seenBeforeCommit: unknown[] = [];
      await t.db.transaction(async (tx) => {
        const id = await runner.send('tx-probe', { n: 2 }, { tx });
        expect(id).toEqual(expect.any(String));
        seenBeforeCommit = await jobsOf(2); // another connection of the pool
      });
      expect(seenBeforeCommit).toEqual([]);
      expect(await jobsOf(2)).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });
});

describe('jobs sent together', () => {
  it('are one statement of the transaction; a key already waiting is kept once', async () => {
    const runner = await startJobRunner([{ name: 'keyed-probe', keyed: true, run: async () => undefined }], {
      connectionString: t.databaseUrl,
      log: t.app.log,
      work: false,
    });
    const waiting = async () =>
      (
        await t.db.execute<{ key: string }>(
          sql`select singleton_key as key from pgboss.job where name = 'keyed-probe' and state = 'created' order by singleton_key`,
        )
      ).rows.map((r) => r.key);
    try {
      await runner.send('keyed-probe', { n: 0 }, { singletonKey: 'a' });
      await expect(
        t.db.transaction(async (tx) => {
          await runner.sendMany('keyed-probe', [{ data: { n: 9 }, singletonKey: 'z' }], { tx });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await waiting()).toEqual(['a']);

      await t.db.transaction(async (tx) => {
        await runner.sendMany(
          'keyed-probe',
          ['a', 'b', 'c'].map((key, n) => ({ data: { n }, singletonKey: key })),
          { tx },
        );
      });
      expect(await waiting()).toEqual(['a', 'b', 'c']);
      await runner.sendMany('keyed-probe', [{ data: {}, singletonKey: 'b' }]);
      await runner.sendMany('keyed-probe', []);
      expect(await waiting()).toEqual(['a', 'b', 'c']);
    } finally {
      await runner.stop();
    }
  });

  it('takes runs in batches, at most `parallel` at once, and a failed run of a batch alone goes back for its retry', async () => {
    const done: string[] = [];
    const tries = new Map<string, number>();
    let running = 0;
    let most = 0;
    const job = {
      name: 'batch-probe',
      batchSize: 10,
      parallel: 2,
      pollSeconds: 1,
      retryDelay: 1,
      retryLimit: 2,
      run: async (data: Record<string, unknown>) => {
        const n = String(data.n);
        tries.set(n, (tries.get(n) ?? 0) + 1);
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        // 'bad' fails its first try only.
        if (n === 'bad' && tries.get(n) === 1) throw new Error('refused once');
        done.push(n);
      },
    };
    const runner = await startJobRunner([job], { connectionString: t.databaseUrl, log: t.app.log, pollSeconds: 1 });
    try {
      await runner.sendMany(
        'batch-probe',
        ['a', 'b', 'bad', 'c'].map((n) => ({ data: { n } })),
      );
      await vi.waitFor(() => expect([...done].sort()).toEqual(['a', 'b', 'bad', 'c']), { timeout: 20_000, interval: 200 });
      // The others ran once: only the failed run was tried again.
      expect(Object.fromEntries(tries)).toEqual({ a: 1, b: 1, bad: 2, c: 1 });
      expect(most).toBe(2);
    } finally {
      await runner.stop();
    }
  });
});

describe("the jobs' clock", () => {
  it('is the one they are given: moved a day on, the purge finds a session idle that the real time still keeps', async () => {
    const user = await createUser(t.db);
    const now = t.clock.now();
    await t.db
      .insert(sessions)
      .values({ tokenHash: 'clock-test', userId: user.id, lastSeenAt: now, expiresAt: new Date(now.getTime() + 30 * 86_400_000) });
    const purge = backgroundJobs({ ...t.deps, config: t.config }).find((j) => j.name === 'purge-expired-sessions')!;
    expect(await purge.run({})).toEqual({ removed: 0 });
    t.clock.advance(t.config.sessionIdleMs + 60_000);
    expect(await purge.run({})).toEqual({ removed: 1 });
  });
});
