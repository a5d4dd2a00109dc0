// Sign-ins from one address (issue 24, item 5): a class behind one campus address (a NAT, or a
// proxy without TRUST_PROXY) signs in at once. 500 correct sign-ins released at random moments
// within 10 s from one address must all sign in, none slowed down; the baseline is the same storm
// from 500 different addresses, run beside it in alternating rounds (ratio of p95s, budget 1.25).
// Then the per-address limit must still hold: 30 wrong passwords from that address are refused
// (401) as they come, and past them every sign-in from it waits the slow-down, a wrong one 429.
//
//   npm run sign-in-storm -w @app/bench        embedded PostgreSQL, started for the run
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://... npm run sign-in-storm -w @app/bench
//   BENCH_SIGN_INS=500  BENCH_WINDOW_S=10  BENCH_ROUNDS=2
//
// The app listens on a free port in this process, behind TRUST_PROXY=127.0.0.1 so that each
// request names its client address in X-Forwarded-For; its waits (the slow-down) are counted.
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { loadConfig } from '../apps/server/src/config.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';
import { loadLine } from './wrk.js';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 500);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_S ?? 10) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LIMIT = 30;
const SLOW_DOWN_MS = 2000;
const RATIO_BUDGET = 1.25;
const PASSWORD = 'storm-password-1';

const { database, tmp, dispose } = await openBenchDatabase('sign-in', 58000, 12);
let failed = true;
try {
  const hash = await hashPassword(PASSWORD);
  await database.pool.query(
    `insert into users (staff_id, full_name, role, password_hash) select 'SI-' || g, 'Storm ' || g, 'student', $1 from generate_series(1, ${SIGN_INS}) g`,
    [hash],
  );
  let waits = 0;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    COOKIE_SECURE: 'false',
    SIGN_IN_MAX_FAILURES_PER_IP: String(LIMIT),
    SIGN_IN_SLOW_DOWN_SECONDS: String(SLOW_DOWN_MS / 1000),
  });
  const app = await buildApp({
    config,
    db: database.db,
    storage: new LocalStorage(path.join(tmp, 'files')),
    sleep: (ms) => {
      waits++;
      return wait(ms);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  async function signIn(staffId: string, password: string, address: string) {
    const start = performance.now();
    const res = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
      body: JSON.stringify({ staffId, password }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - start };
  }

  /** Every user signs in once, each at a random moment of the window, from `addressOf(i)`. */
  async function storm(addressOf: (i: number) => string) {
    const before = waits;
    const results = await Promise.all(
      Array.from({ length: SIGN_INS }, async (_, i) => {
        await wait(Math.random() * WINDOW_MS);
        return signIn(`SI-${i + 1}`, PASSWORD, addressOf(i));
      }),
    );
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!;
    return {
      signedIn: results.filter((r) => r.status === 200).length,
      refused: results.filter((r) => r.status !== 200).length,
      slowed: waits - before,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
    };
  }

  console.log(`${SIGN_INS} correct sign-ins within ${WINDOW_MS / 1000} s, ${ROUNDS} rounds each way; ${loadLine()}`);
  await storm((i) => `198.51.100.${i % 250}`); // warm-up
  const one: Awaited<ReturnType<typeof storm>>[] = [];
  const many: Awaited<ReturnType<typeof storm>>[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    many.push(await storm((i) => `10.${(i >> 8) & 255}.${i & 255}.${r + 1}`));
    one.push(await storm(() => '203.0.113.7'));
  }
  const show = (label: string, s: Awaited<ReturnType<typeof storm>>) =>
    console.log(
      `${label.padEnd(24)} signed in ${s.signedIn}, refused ${s.refused}, slowed ${s.slowed}; p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms`,
    );
  for (let r = 0; r < ROUNDS; r++) {
    show(`round ${r + 1}, many addresses`, many[r]!);
    show(`round ${r + 1}, one address`, one[r]!);
  }
  const ratio = Math.max(...one.map((s, r) => s.p95 / many[r]!.p95));
  const stormOk = one.every((s) => s.signedIn === SIGN_INS && s.slowed === 0);

  // The limit still holds: 30 wrong passwords are refused as they come, then the address is slowed.
  const address = '203.0.113.7';
  const wrong = await Promise.all(Array.from({ length: LIMIT }, (_, i) => signIn(`SI-${i + 1}`, 'not-the-password', address)));
  const beforePast = waits;
  const pastWrong = await signIn('SI-40', 'not-the-password', address);
  const pastRight = await signIn('SI-41', PASSWORD, address);
  const limitOk =
    wrong.every((r) => r.status === 401) &&
    pastWrong.status === 429 &&
    pastWrong.ms >= SLOW_DOWN_MS &&
    pastRight.status === 200 &&
    pastRight.ms >= SLOW_DOWN_MS &&
    waits - beforePast === 2;
  console.log(
    `limit: ${wrong.filter((r) => r.status === 401).length}/${LIMIT} wrong passwords refused with 401; ` +
      `then a wrong one ${pastWrong.status} after ${pastWrong.ms.toFixed(0)} ms, a right one ${pastRight.status} after ${pastRight.ms.toFixed(0)} ms`,
  );
  console.log(`p95 one address / many addresses: worst ${ratio.toFixed(2)} (budget ${RATIO_BUDGET})`);
  failed = !(stormOk && limitOk && ratio <= RATIO_BUDGET);
  console.log(
    failed ? 'FAIL' : 'PASS',
    `(storm: none slowed or refused ${stormOk ? 'yes' : 'NO'}; limit still holds ${limitOk ? 'yes' : 'NO'}; ratio ${ratio <= RATIO_BUDGET ? 'within' : 'OVER'} budget)`,
  );
  await app.close();
} finally {
  await dispose();
}
process.exit(failed ? 1 : 0);
