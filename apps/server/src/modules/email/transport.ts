// The SMTP connection (nodemailer, SMTP_URL): one pooled transport per process and server, reused by
// every send, so a burst of e-mails (a course assigned to a group) opens a few connections rather
// than one each. Its timeouts stay well under the database's idle-in-transaction limit (60 s): a
// send runs while its outbox row is locked (send.ts).
import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

export function mailTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes every pooled connection (a test's end; a process simply exits). */
export function closeMailTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
