// Background work on a PostgreSQL-backed queue (pg-boss, in its own `pgboss` schema): each job
// is a queue with a cron schedule. Every server process runs a runner; the schedule is kept in
// the database, so however many processes run, each tick makes one job, and the queue hands it to
// one of them. A job that fails or whose process dies is retried.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export interface ScheduledJob {
  /** Queue name: letters, digits, '_' and '-'. */
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  /** The work. It may run again after a failure, so it must be safe to repeat. */
  run: () => Promise<unknown>;
  /** A run taking longer counts as failed (and is retried). Default 15. */
  expireInMinutes?: number;
}

export interface JobRunnerOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** How often a process asks for work and checks the schedules (tests ask more often). */
  pollSeconds?: number;
}

export interface JobRunner {
  /** Queues one run of a job now, besides its schedule. */
  runNow(name: string): Promise<string | null>;
  /** Stops taking work, lets a running job finish (up to 10 s), and closes its connections. */
  stop(): Promise<void>;
}

export async function startJobRunner(jobs: ScheduledJob[], opts: JobRunnerOptions): Promise<JobRunner> {
  const poll = opts.pollSeconds ?? 30;
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    max: 2,
    application_name: 'learnflix-jobs',
    cronMonitorIntervalSeconds: Math.min(poll, 45),
    cronWorkerIntervalSeconds: Math.min(poll, 45),
  });
  let stopped = false;
  // Once stopped, its closing connections may still hear the database shut down: not worth an error.
  boss.on('error', (err) => (stopped ? opts.log.debug({ err }, 'job queue error after stop') : opts.log.error({ err }, 'job queue error')));
  await boss.start();

  // Schedules of jobs this version no longer has would keep firing into queues nobody works.
  const names = new Set(jobs.map((j) => j.name));
  for (const old of await boss.getSchedules()) if (!names.has(old.name)) await boss.unschedule(old.name);

  for (const job of jobs) {
    // 'stately': at most one run waiting and one running, so a slow run never piles up others.
    const queue = {
      name: job.name,
      policy: 'stately' as const,
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 60 * (job.expireInMinutes ?? 15),
    };
    await boss.createQueue(job.name, queue); // does nothing if another process made it first
    await boss.updateQueue(job.name, queue);
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: poll }, async () => {
      const started = performance.now();
      try {
        const result = await job.run();
        opts.log.info({ job: job.name, ms: Math.round(performance.now() - started), result }, 'background job done');
      } catch (err) {
        opts.log.error({ err, job: job.name }, 'background job failed');
        throw err; // the queue retries it
      }
    });
  }

  opts.log.info({ jobs: jobs.map((j) => `${j.name} (${j.cron})`) }, 'background jobs scheduled');
  return {
    runNow: (name) => boss.send(name, {}),
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
      stopped = true;
    },
  };
}
