// The e-mail jobs (docs/notifications.md, "E-mail"): one run per outbox row, sent by the
// transaction that wrote it, and the hourly digest. None without SMTP_URL: nothing is ever queued.
import { uuid } from '@app/core';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import type { ScheduledJob } from '../../jobs/runner.js';
import { sendDigests } from './digest.js';
import { SEND_EMAIL_JOB } from './outbox.js';
import { MAX_ATTEMPTS, sendEmail } from './send.js';

export const SEND_DIGESTS_JOB = 'send-email-digests';

export function emailJobs(deps: Pick<Deps, 'db' | 'clock' | 'jobs'> & { config: Pick<Config, 'email'> }): ScheduledJob[] {
  const mail = deps.config.email;
  if (!mail) return [];
  const with_ = { ...deps, mail };
  return [
    // Batches of 50, four sent at a time (a course assigned to a 10,000-member group sends 10,000,
    // which one message per fetch would take hours over; each send holds a connection of the app's
    // pool while its row is locked, so no more than four); a refused or dropped message is tried
    // again after 30 s, 60 s, 120 s (the row counts attempts and gives up at MAX_ATTEMPTS, so the
    // queue's own limit only needs to be no lower).
    {
      name: SEND_EMAIL_JOB,
      batchSize: 50,
      parallel: 4,
      pollSeconds: 1,
      expireInMinutes: 5,
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: 30,
      retryBackoff: true,
      run: (data) => sendEmail(with_, messageIdOf(data)).then((outcome) => ({ outcome })),
    },
    // Hourly, so that each time zone's morning is met within the hour.
    { name: SEND_DIGESTS_JOB, cron: '7 * * * *', run: () => sendDigests(with_) },
  ];
}

function messageIdOf(data: Record<string, unknown>): string {
  const id = uuid.safeParse(data.messageId);
  if (!id.success) throw new Error('send-email job without a message id');
  return id.data;
}
