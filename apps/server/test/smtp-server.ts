// A real SMTP server for the e-mail tests (the `smtp-server` package), on a free port of the
// loopback, in the test's process: what arrives is parsed with `mailparser` and kept in order. It
// can be told to refuse the next messages (a 5xx or 4xx reply to DATA) or to drop the connection
// in the middle of them, as a mail server under trouble does. smtp-server-cli.ts runs the same
// server in a process of its own for the Playwright journeys.
import type net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every header, lower-case names, as the message spelled them (the first of a repeated one). */
  headers: Record<string, string>;
  messageId: string;
  receivedAt: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:{port}: the app's SMTP_URL. */
  url: string;
  /** Messages accepted so far, oldest first. */
  messages: ReceivedMail[];
  /** The next `count` messages are answered with `code` (550: refused for good, 451: try later). */
  refuseNext(count: number, code?: number): void;
  /** The next `count` messages have their connection cut while they are sent. */
  dropNext(count: number): void;
  /** How many messages were refused or dropped so far. */
  readonly troubles: number;
  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
  close(): Promise<void>;
}

export async function startTestSmtpServer(o: { port?: number; host?: string } = {}): Promise<TestSmtpServer> {
  const host = o.host ?? '127.0.0.1';
  const port = o.port ?? (await freePort());
  const messages: ReceivedMail[] = [];
  const plan: ({ refuse: number } | 'drop')[] = [];
  const sockets = new Set<net.Socket>();
  let troubles = 0;
  const waiters: (() => void)[] = [];

  const server = new SMTPServer({
    // Plain SMTP on the loopback, no sign-in: what an SMTP_URL of smtp://host:port reaches.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    banner: 'LearnFlix test SMTP server',
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const next = plan.shift();
      if (next === 'drop') {
        troubles++;
        // Cut while the message is being sent: the client sees the connection close, no reply.
        stream.once('data', () => {
          for (const s of sockets) if (s.remotePort === session.remotePort) s.destroy();
        });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (next) {
          troubles++;
          const err = Object.assign(new Error(next.refuse >= 500 ? 'Refused by the test server' : 'Try again later'), {
            responseCode: next.refuse,
          });
          callback(err);
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            const headers: Record<string, string> = {};
            for (const line of mail.headerLines) headers[line.key] ??= line.line.slice(line.line.indexOf(':') + 1).trim();
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers,
              messageId: mail.messageId ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
            for (const w of waiters.splice(0)) w();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  server.server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  server.on('error', () => undefined); // a dropped connection's error is the point of dropping it
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  return {
    port,
    url: `smtp://${host}:${port}`,
    messages,
    refuseNext: (count, code = 550) => plan.push(...Array.from({ length: count }, () => ({ refuse: code }))),
    dropNext: (count) => plan.push(...Array.from({ length: count }, () => 'drop' as const)),
    get troubles() {
      return troubles;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.slice(0, count);
    },
    clear: () => void messages.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
