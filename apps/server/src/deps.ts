// What services and background jobs are given: one object with the same names everywhere, so a
// function's signature says which parts it uses (`Pick<Deps, 'db' | 'clock'>`) and tests hand in
// their own clock, storage or queue. Time is read from `clock` only, never `new Date()` inside a
// service or job: a test that moves the clock moves everything.
import type { RandomSource } from '@app/core';
import type { Db } from './db/client.js';
import type { JobQueue } from './jobs/runner.js';
import type { Storage } from './storage/storage.js';
import type { EmailConfig } from './config-email.js';

export interface Deps {
  db: Db;
  clock: () => Date;
  storage: Storage;
  jobs: JobQueue;
  random: RandomSource;
  /** Where e-mail goes (SMTP_URL), or null: none is written or sent (modules/email). */
  mail: EmailConfig | null;
}

/** The clock of a running server: the system's. */
export const systemClock = (): Date => new Date();
