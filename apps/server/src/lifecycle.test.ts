// SIGTERM on the real entry point (src/main.ts in a process of its own): readiness turns 503 at
// once, requests on their way finish, live streams end with a hint to reconnect soon, and what
// does not finish within SHUTDOWN_TIMEOUT_MS is cut rather than waited for.
import http from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { createUser, DEFAULT_PASSWORD } from '../test/factories.js';
import { startMainProcess } from '../test/processes.js';

// A database per test: the sign-in counters of one must not slow the other's.
let t: TestContext;
beforeEach(async () => {
  t = await buildTestApp();
});

const json = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };

async function signIn(base: string, staffId: string, password: string) {
  const res = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: json, body: JSON.stringify({ staffId, password }) });
  return {
    status: res.status,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** The raw text of a live stream as it arrives, and when it ends. */
function openStream(base: string, cookie: string) {
  let text = '';
  let opened!: () => void;
  const open = new Promise<void>((r) => (opened = r));
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get(`${base}/api/live`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
          if (text.includes('event: ready')) opened();
        });
        res.on('end', resolve);
        res.on('error', reject);
      })
      .on('error', reject);
  });
  return { open, ended, text: () => text };
}

describe('SIGTERM', () => {
  it(
    'drains: not ready at once, serving meanwhile, in-flight requests finish, live streams told to reconnect, exit 0',
    { timeout: 90_000 },
    async () => {
      const user = await createUser(t.db);
      const server = await startMainProcess(t.databaseUrl, await mkdtemp(path.join(os.tmpdir(), 'lf-drain-')), {
        SHUTDOWN_DELAY_MS: '1500',
        SHUTDOWN_TIMEOUT_MS: '10000',
        // After one failure from the address every sign-in waits 2 s: a request that is on its way for a while.
        SIGN_IN_MAX_FAILURES_PER_IP: '1',
        SIGN_IN_SLOW_DOWN_SECONDS: '2',
      });
      const first = await signIn(server.base, user.staffId, DEFAULT_PASSWORD);
      expect(first.status).toBe(200);
      const stream = openStream(server.base, first.cookie);
      await stream.open;
      expect((await signIn(server.base, user.staffId, 'wrong password')).status).toBe(401);

      const slow = signIn(server.base, user.staffId, DEFAULT_PASSWORD);
      await new Promise((r) => setTimeout(r, 300));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));

      // Within the delay: out of rotation, yet still answering.
      const ready = await fetch(`${server.base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not ready', role: 'all', notReady: ['shutting down'] });
      expect((await fetch(`${server.base}/api/courses`)).status).toBe(200);

      // The request on its way when the signal came gets its answer: a session, 2 s after it started.
      expect((await slow).status).toBe(200);
      await stream.ended;
      expect(stream.text()).toMatch(/retry: (\d+)\n\n$/);
      const retryMs = Number(/retry: (\d+)\n\n$/.exec(stream.text())![1]);
      expect(retryMs).toBeGreaterThanOrEqual(250);
      expect(retryMs).toBeLessThan(2000);

      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
      // Once closed, nothing answers there.
      await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
    },
  );

  it('cuts what is still running after SHUTDOWN_TIMEOUT_MS instead of waiting for it', { timeout: 90_000 }, async () => {
    const user = await createUser(t.db);
    const server = await startMainProcess(t.databaseUrl, await mkdtemp(path.join(os.tmpdir(), 'lf-drain-')), {
      SHUTDOWN_TIMEOUT_MS: '300',
      SIGN_IN_MAX_FAILURES_PER_IP: '1',
      SIGN_IN_SLOW_DOWN_SECONDS: '30',
    });
    expect((await signIn(server.base, user.staffId, 'wrong password')).status).toBe(401);
    const stuck = signIn(server.base, user.staffId, DEFAULT_PASSWORD).then(
      (r) => r.status,
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await stuck).toBe('cut');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });
});
