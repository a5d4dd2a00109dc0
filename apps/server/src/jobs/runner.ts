// Background work on a PostgreSQL-backed queue (pg-boss, in its own `pgboss` schema): each job
// is a queue, with a cron schedule or sent on demand with data (an import to run). Every server
// process runs a runner; schedules and queued jobs are kept in the database, so however many
// processes run, each tick or send makes one job, and the queue hands it to one of them. A job that
// fails or whose process dies is retried.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { DbOrTx } from '../db/client.js';
import type { Metrics } from '../metrics/metrics.js';

/** The first of the advisory-lock keys of the queues' setup: ours alone ('LFJQ'). */
const QUEUE_SETUP_LOCK = 0x4c464a51;

export interface ScheduledJob {
  /** Queue name: letters, digits, '_' and '-'. */
  name: string;
  /** Five-field cron, in UTC; none for a job that only runs when sent (JobQueue.send). */
  cron?: string;
  /** The work, with the data it was sent with ({} for a scheduled run). It may run again after a failure, so it must be safe to repeat. */
  run: (data: Record<string, unknown>) => Promise<unknown>;
  /** How often a process asks this queue for work, when sooner than the runner's own (a job someone waits for). */
  pollSeconds?: number;
  /** A run taking longer counts as failed (and is retried). Default 15. */
  expireInMinutes?: number;
  /**
   * Runs of this job one process takes at a time (default 1). With `keyed`, the queue holds at most
   * one waiting and one running job per `singletonKey` (pg-boss's stately policy per key): sending
   * again for a key already waiting adds nothing.
   */
  concurrency?: number;
  keyed?: boolean;
  /** Retries after a failed run (default 2), `retryDelay` seconds apart (default 60), doubling each time with `retryBackoff`. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /**
   * Runs a process takes from the queue at once per worker (default 1): pg-boss waits its polling
   * interval after every fetch, so one run per fetch caps a busy queue (e-mails) at a few a second.
   */
  batchSize?: number;
  /**
   * Runs of a batch going at once (default: the whole batch). A run that holds a database
   * connection (an e-mail's row stays locked while it is sent) must leave the API its pool.
   */
  parallel?: number;
}

/** Sends work to the background: what the API's services see of the runner (deps.jobs). */
export interface JobQueue {
  /**
   * Queues a run of `name` with `data`; any process's runner may take it. With `tx`, the job is
   * written by that transaction: it exists only if the transaction commits, and no runner sees it
   * before then.
   */
  send(name: string, data: Record<string, unknown>, o?: { tx?: DbOrTx; singletonKey?: string }): Promise<string | null>;
  /** Queues several runs of `name` in one statement, as `send` would each (a key already waiting adds nothing). */
  sendMany(name: string, jobs: { data: Record<string, unknown>; singletonKey?: string }[], o?: { tx?: DbOrTx }): Promise<void>;
}

/**
 * pg-boss's `db` option over one of our connections or transactions: pg-boss hands over its SQL
 * with `$n` parameters, sent here as the same statement with the same values.
 */
export function onConnection(db: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)\b/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const { rows } = await db.execute(sql.join(chunks));
      return { rows };
    },
  };
}

export interface JobRunnerOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** How often a process asks for work and checks the schedules (tests ask more often). */
  pollSeconds?: number;
  /** Where each run's duration and outcome is counted, when metrics are on. */
  metrics?: Pick<Metrics, 'jobRun'> | null;
  /**
   * false: this process only sends work (ROLE=web): it neither takes jobs, nor fires the
   * schedules, nor maintains the queue; the worker processes do. Default true.
   */
  work?: boolean;
  /** How long stop() lets a running job go on before closing (SHUTDOWN_TIMEOUT_MS). Default 10 s. */
  stopTimeoutMs?: number;
}

export interface JobRunner extends JobQueue {
  /** Queues one run of a job now, besides its schedule. */
  runNow(name: string): Promise<string | null>;
  /** Stops taking work, lets a running job finish (up to stopTimeoutMs), and closes its connections. */
  stop(): Promise<void>;
}

export async function startJobRunner(jobs: ScheduledJob[], opts: JobRunnerOptions): Promise<JobRunner> {
  const poll = opts.pollSeconds ?? 30;
  const working = opts.work ?? true;
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    max: 2,
    application_name: 'learnflix-jobs',
    cronMonitorIntervalSeconds: Math.min(poll, 45),
    cronWorkerIntervalSeconds: Math.min(poll, 45),
    ...(working ? {} : { schedule: false, supervise: false }),
  });
  let stopped = false;
  // Once stopped, its closing connections may still hear the database shut down: not worth an error.
  boss.on('error', (err) => (stopped ? opts.log.debug({ err }, 'job queue error after stop') : opts.log.error({ err }, 'job queue error')));

  // Several processes starting at the same moment would create the same queues at once (pg-boss's
  // start makes its own, then ours), and create_queue (a partition table each) deadlocks then: one
  // process at a time.
  const lock = new pg.Client({ connectionString: opts.connectionString, application_name: 'learnflix-jobs-setup' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1, 0)', [QUEUE_SETUP_LOCK]);
    await boss.start();
    await setUpQueues();
  } finally {
    await lock.query('select pg_advisory_unlock($1, 0)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }

  async function setUpQueues() {
    // Schedules of jobs this version no longer has would keep firing into queues nobody works.
    const names = new Set(jobs.map((j) => j.name));
    if (working) for (const old of await boss.getSchedules()) if (!names.has(old.name)) await boss.unschedule(old.name);

    for (const job of jobs) {
      // A scheduled job is 'stately': at most one run waiting and one running, so a slow run never
      // piles up others. A sent job is 'standard': every send is a run of its own (each import).
      const queue = {
        name: job.name,
        policy: job.cron || job.keyed ? ('stately' as const) : ('standard' as const),
        retryLimit: job.retryLimit ?? 2,
        retryDelay: job.retryDelay ?? 60,
        retryBackoff: job.retryBackoff ?? false,
        expireInSeconds: 60 * (job.expireInMinutes ?? 15),
      };
      // Every role makes the queues: a web process may send work before any worker has started.
      await boss.createQueue(job.name, queue); // does nothing if another process made it first
      await boss.updateQueue(job.name, queue);
      if (!working) continue;
      if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      for (let worker = 0; worker < (job.concurrency ?? 1); worker++)
        await boss.work<Record<string, unknown>>(
          job.name,
          { pollingIntervalSeconds: Math.min(poll, job.pollSeconds ?? poll), batchSize: job.batchSize ?? 1 },
          async (batch) => {
            // Each run of the batch at once; a failed one alone goes back to the queue for its
            // retry (pg-boss then completes only the runs still active).
            const ids: string[] = [];
            const step = job.parallel ?? batch.length;
            for (let i = 0; i < batch.length; i += step) {
              const done = await Promise.all(
                batch.slice(i, i + step).map(async (work) => ((await runOne(job, work.data ?? {})) ? null : work.id)),
              );
              ids.push(...done.filter((id): id is string => id !== null));
            }
            if (ids.length === batch.length) throw new Error(`${job.name}: every run of the batch failed`);
            if (ids.length > 0) await boss.fail(job.name, ids);
          },
        );
    }
  }

  /** Runs one job's work, logged and counted; false when it failed. */
  async function runOne(job: ScheduledJob, data: Record<string, unknown>): Promise<boolean> {
    const started = performance.now();
    try {
      const result = await job.run(data);
      opts.log.info({ job: job.name, ms: Math.round(performance.now() - started), result }, 'background job done');
      opts.metrics?.jobRun(job.name, true, (performance.now() - started) / 1000);
      return true;
    } catch (err) {
      opts.log.error({ err, job: job.name }, 'background job failed');
      opts.metrics?.jobRun(job.name, false, (performance.now() - started) / 1000);
      return false;
    }
  }

  if (working) opts.log.info({ jobs: jobs.map((j) => `${j.name} (${j.cron ?? 'on demand'})`) }, 'background jobs scheduled');
  else opts.log.info('background jobs: sending only (ROLE=web); worker processes run them');
  return {
    runNow: (name) => boss.send(name, {}),
    send: (name, data, o) =>
      boss.send(name, data, { ...(o?.tx ? { db: onConnection(o.tx) } : {}), ...(o?.singletonKey ? { singletonKey: o.singletonKey } : {}) }),
    sendMany: async (name, jobs, o) => {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((j) => ({ name, data: j.data, ...(j.singletonKey ? { singletonKey: j.singletonKey } : {}) })),
        o?.tx ? { db: onConnection(o.tx) } : {},
      );
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: opts.stopTimeoutMs ?? 10_000 });
      stopped = true;
    },
  };
}
