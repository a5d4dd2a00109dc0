// E-mail and assigned-training settings (issue 30): the SMTP server, the sender, the address links
// in e-mails point at, and the days before a due date that reminders go out. Read by config.ts with
// the rest; docs/notifications.md, "E-mail", says what each does.
import { z } from 'zod';
import { parseReminderDays } from '@app/core';

export const emailEnv = {
  /** smtp://user:pass@host:587 or smtps://...; unset: no e-mail is sent (in-app notifications stay). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('LearnFlix <no-reply@learnflix.local>'),
  REMINDER_DAYS: z.string().optional(),
};

export interface EmailConfig {
  smtpUrl: string;
  from: string;
  /** Where the links in e-mails point: PUBLIC_ORIGIN, or this server on localhost. */
  linkOrigin: string;
}

export function emailConfig(e: {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  REMINDER_DAYS?: string | undefined;
  PUBLIC_ORIGIN?: string | undefined;
  PORT: number;
}): { email: EmailConfig | null; reminderDays: number[]; issues: string[] } {
  const issues: string[] = [];
  let reminderDays: number[] = [7, 1];
  try {
    reminderDays = parseReminderDays(e.REMINDER_DAYS);
  } catch (err) {
    issues.push(`REMINDER_DAYS: ${(err as Error).message}`);
  }
  const email = e.SMTP_URL
    ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, linkOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '') }
    : null;
  return { email, reminderDays, issues };
}
