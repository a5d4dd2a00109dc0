// The server's background jobs and their schedules. main.ts starts them; the API tests build the
// app without them and call the job functions directly.
import { purgeExpiredSessions } from '../auth/sessions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { expireLessonUploads } from '../modules/lesson-uploads/expire.js';
import { sweepFiles } from '../storage/sweep.js';
import type { Storage } from '../storage/storage.js';
import { startJobRunner, type JobRunner, type JobRunnerOptions, type ScheduledJob } from './runner.js';

export interface JobDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'sessionIdleMs'>;
}

export function backgroundJobs(deps: JobDeps): ScheduledJob[] {
  return [
    // Stored files no row points at (storage/sweep.ts). Hourly, at an odd minute.
    { name: 'sweep-files', cron: '17 * * * *', expireInMinutes: 120, run: () => sweepFiles(deps.db, deps.storage) },
    // Resumable lesson uploads after 24 hours, with the bytes of unfinished ones.
    { name: 'expire-lesson-uploads', cron: '29 * * * *', run: () => expireLessonUploads(deps.db, deps.storage) },
    {
      name: 'purge-expired-sessions',
      cron: '41 * * * *',
      run: async () => ({ removed: (await purgeExpiredSessions(deps.db, new Date(), deps.config.sessionIdleMs)).rowCount }),
    },
  ];
}

export const startBackgroundJobs = (deps: JobDeps, opts: JobRunnerOptions): Promise<JobRunner> =>
  startJobRunner(backgroundJobs(deps), opts);
