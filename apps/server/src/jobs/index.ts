// The server's background jobs and their schedules. main.ts starts them; the API tests build the
// app without them and call the job functions directly.
import { purgeExpiredSessions } from '../auth/sessions.js';
import { purgeThrottleCounters } from '../auth/throttle.js';
import { uuid } from '@app/core';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { foldEnrollmentCounts } from '../modules/enrollments/counts.js';
import { expireLessonUploads } from '../modules/lesson-uploads/expire.js';
import { purgeStaleImports, runImport } from '../modules/user-import/job.js';
import { emailJobs } from '../modules/email/jobs.js';
import { ASSIGN_GROUP_JOB } from '../modules/assignments/assign.js';
import { runGroupAssignment } from '../modules/assignments/group-job.js';
import { ASSIGNMENT_NOTICES_JOB, runAssignmentNotices } from '../modules/assignments/reminders.js';
import { IMPORT_USERS_JOB } from '../modules/user-import/start.js';
import { sweepFiles } from '../storage/sweep.js';
import { runTranscode, type TranscodeDeps } from '../modules/transcoding/job.js';
import { requeueStalled, TRANSCODE_JOB } from '../modules/transcoding/state.js';
import { startJobRunner, type JobRunner, type JobRunnerOptions, type ScheduledJob } from './runner.js';

export interface JobDeps extends Pick<Deps, 'db' | 'clock' | 'storage'> {
  config: Pick<Config, 'sessionIdleMs' | 'signIn' | 'transcode' | 'email' | 'reminderDays'>;
  log?: TranscodeDeps['log'];
}

/** The jobs, given the queue they run on (a job may send another: the watchdog sends transcodes). */
export function backgroundJobs(deps: JobDeps & Pick<Deps, 'jobs'>): ScheduledJob[] {
  // What services take: e-mail goes where the settings say (null: none).
  const services = { ...deps, mail: deps.config.email };
  return [
    // Stored files no row points at (storage/sweep.ts). Hourly, at an odd minute.
    { name: 'sweep-files', cron: '17 * * * *', expireInMinutes: 120, run: () => sweepFiles(deps) },
    // Resumable lesson uploads after 24 hours, with the bytes of unfinished ones.
    { name: 'expire-lesson-uploads', cron: '29 * * * *', run: () => expireLessonUploads(deps) },
    {
      name: 'purge-expired-sessions',
      cron: '41 * * * *',
      run: async () => ({ removed: (await purgeExpiredSessions(deps, deps.config.sessionIdleMs)).rowCount }),
    },
    // A bulk import's users, sent by POST /api/admin/imports/{id}/start. An admin waits for it, so
    // its queue is asked every 2 s; a run that stalls (its process died) is taken again after 10
    // minutes and resumes where the last committed batch ended.
    { name: IMPORT_USERS_JOB, pollSeconds: 2, expireInMinutes: 10, run: (data) => runImport(services, importIdOf(data)) },
    // Enrollment deltas a fold skipped, or that a stopped process never folded (enrollments/counts.ts).
    { name: 'fold-enrollment-counts', cron: '* * * * *', expireInMinutes: 5, run: () => foldEnrollmentCounts(deps.db).then(() => ({})) },
    // Throttle counters whose window has run out say nothing any more (an address or staff ID tried once).
    {
      name: 'purge-throttle-counters',
      cron: '47 * * * *',
      run: async () => ({ removed: await purgeThrottleCounters(deps, deps.config.signIn.windowMs) }),
    },
    // Previews nobody imported within a week.
    { name: 'purge-stale-imports', cron: '53 3 * * *', run: () => purgeStaleImports(deps) },
    // A lesson file's streaming copies (docs/video.md): sent when a lesson is saved with the file,
    // at most one waiting per file. TRANSCODE_CONCURRENCY at a time per worker; a run says it is
    // alive every 5 s, so a long one is never taken for dead by the queue's own expiry (4 hours).
    ...(deps.config.transcode.enabled
      ? [
          {
            name: TRANSCODE_JOB,
            keyed: true,
            concurrency: deps.config.transcode.concurrency,
            pollSeconds: 5,
            expireInMinutes: 240,
            run: (data: Record<string, unknown>) => runTranscode(deps, fileIdOf(data)),
          },
        ]
      : []),
    // Runs whose worker died, and queued files whose job was lost, go back to the queue.
    { name: 'transcode-watchdog', cron: '* * * * *', expireInMinutes: 5, run: () => requeueStalled(deps) },
    ...emailJobs(deps),
    // A course assigned to a group: its members in batches (modules/assignments/group-job.ts). An
    // admin waits to see them, so its queue is asked every 2 s.
    {
      name: ASSIGN_GROUP_JOB,
      pollSeconds: 2,
      expireInMinutes: 10,
      run: (data) => runGroupAssignment(services, idOf(data, 'assignmentId', ASSIGN_GROUP_JOB)),
    },
    // Reminders before due dates, overdue notices and recertification's new cycles: once each per
    // learner assignment and cycle, however often it runs (modules/assignments/reminders.ts).
    {
      name: ASSIGNMENT_NOTICES_JOB,
      cron: '7 * * * *',
      expireInMinutes: 30,
      run: () => runAssignmentNotices({ ...services, reminderDays: deps.config.reminderDays }),
    },
  ];
}

function idOf(data: Record<string, unknown>, key: string, job: string): string {
  const id = uuid.safeParse(data[key]);
  if (!id.success) throw new Error(`${job} job without ${key}`);
  return id.data;
}

function fileIdOf(data: Record<string, unknown>): string {
  const id = uuid.safeParse(data.fileId);
  if (!id.success) throw new Error('transcode-media job without a file id');
  return id.data;
}

function importIdOf(data: Record<string, unknown>): string {
  const id = uuid.safeParse(data.importId);
  if (!id.success) throw new Error('import-users job without an import id');
  return id.data;
}

export async function startBackgroundJobs(deps: JobDeps, opts: JobRunnerOptions): Promise<JobRunner> {
  // The jobs send work on the runner they run on, which exists only once they are given to it.
  const started: { runner?: JobRunner } = {};
  const notStarted = () => Promise.reject(new Error('job runner not started'));
  const queue: Deps['jobs'] = {
    send: (name, data, o) => (started.runner ? started.runner.send(name, data, o) : notStarted()),
    sendMany: (name, jobs, o) => (started.runner ? started.runner.sendMany(name, jobs, o) : notStarted()),
  };
  started.runner = await startJobRunner(backgroundJobs({ ...deps, jobs: queue, log: deps.log ?? opts.log }), opts);
  return started.runner;
}
