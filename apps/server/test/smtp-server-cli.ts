// The test SMTP server (smtp-server.ts) as a process of its own, for Playwright's webServer: the
// app under test sends its e-mails to it (SMTP_URL=smtp://127.0.0.1:{SMTP_TEST_PORT}), and the
// journeys read what arrived over HTTP:
//
//   SMTP_TEST_PORT=4999 SMTP_TEST_HTTP_PORT=5999 npx tsx apps/server/test/smtp-server-cli.ts
//
//   GET    http://127.0.0.1:{SMTP_TEST_HTTP_PORT}/messages   every message so far, oldest first, as JSON:
//          [{ to, from, subject, text, html, headers, messageId, receivedAt }]; ?to=<address> keeps that recipient's
//   DELETE http://127.0.0.1:{SMTP_TEST_HTTP_PORT}/messages   forgets them (204)
//
// Prints "ready" once both listen (readiness URL: /messages) and runs until SIGINT or SIGTERM.
import http from 'node:http';
import { startTestSmtpServer } from './smtp-server.js';

const smtpPort = Number(process.env.SMTP_TEST_PORT);
const httpPort = Number(process.env.SMTP_TEST_HTTP_PORT);
if (!Number.isInteger(smtpPort) || smtpPort <= 0 || !Number.isInteger(httpPort) || httpPort <= 0) {
  console.error('smtp-server-cli: set SMTP_TEST_PORT and SMTP_TEST_HTTP_PORT');
  process.exit(2);
}

const smtp = await startTestSmtpServer({ port: smtpPort });
const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/messages') {
    res.writeHead(404).end();
    return;
  }
  if (req.method === 'DELETE') {
    smtp.clear();
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET') {
    res.writeHead(405, { allow: 'GET, DELETE' }).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? smtp.messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : smtp.messages;
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(list));
});
await new Promise<void>((resolve) => api.listen(httpPort, '127.0.0.1', resolve));
process.stdout.write('ready\n');
console.error(`test SMTP server: smtp://127.0.0.1:${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    api.close();
    void smtp.close().finally(() => process.exit(0));
  });
}
