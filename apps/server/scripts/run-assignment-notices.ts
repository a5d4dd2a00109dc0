// Runs assigned training's hourly job once, now or as of another moment: `--at 2026-12-20T09:00:00Z`.
// For an operator who wants the reminders out without waiting for the hour, and for the browser
// journey that moves the clock to a reminder's day (e2e/tests/assigned-training.spec.ts). The job
// is the server's own (modules/assignments/reminders.ts); its e-mails are queued for the server's
// workers to send. DATABASE_URL names the database; SMTP_URL, PUBLIC_ORIGIN and REMINDER_DAYS are
// read as the server reads them.
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { startBackgroundJobs } from '../src/jobs/index.js';
import { runAssignmentNotices } from '../src/modules/assignments/reminders.js';
import { LocalStorage } from '../src/storage/local.js';

const at = process.argv.indexOf('--at');
const moment = at >= 0 ? new Date(process.argv[at + 1] ?? '') : new Date();
if (Number.isNaN(moment.getTime())) throw new Error('--at needs an ISO date and time, e.g. 2026-12-20T09:00:00Z');
const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
const log = pino({ level: 'warn' });
const database = connect(config.databaseUrl, { ...config.db, max: 2, log });
const clock = () => moment;
// Sending only: the server's workers take the e-mails.
const jobs = await startBackgroundJobs(
  { db: database.db, clock, storage: new LocalStorage(config.storage.dir), config },
  { connectionString: config.databaseDirectUrl ?? config.databaseUrl, log, work: false },
);
try {
  const result = await runAssignmentNotices({ db: database.db, clock, jobs, mail: config.email, reminderDays: config.reminderDays });
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await jobs.stop();
  await database.close();
}
