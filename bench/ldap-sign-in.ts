// LDAP sign-in through the pooled directory client (issue 29): 20 concurrent sign-ins, one after
// another in each of 20 loops for ~10 s, against a local slapd (apps/server/test/slapd.ts) holding
// the seeded people and 200 more. Budget: p95 under 50 ms, with at most the pool's connections open
// (counted by slapd itself, cn=Monitor), not one per sign-in. Two rounds, each with a fresh client;
// one sign-in in ten has a wrong password.
//
//   npm run ldap-sign-in -w @app/bench
//   BENCH_CONCURRENCY=20  BENCH_SECONDS=10  BENCH_POOL_SIZE=4  BENCH_ROUNDS=2
import { performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import { createLdapDirectory } from '../apps/server/src/auth/directory/ldap.js';
import { LDAP_PEOPLE, startSlapd } from '../apps/server/test/slapd.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const P95_BUDGET_MS = 50;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const slapd = await startSlapd();
let failed = false;
try {
  const people: { staffId: string; password: string }[] = [LDAP_PEOPLE.normal, LDAP_PEOPLE.staff, LDAP_PEOPLE.local];
  for (let i = 0; i < 200; i += 1) {
    const person = {
      staffId: `bench.${String(i).padStart(3, '0')}`,
      password: `Bench-Password-${i}`,
      groups: i % 10 === 0 ? ['lms-instructors'] : [],
    };
    await slapd.addUser({ ...person, fullName: `Bench Person ${i}`, email: `${person.staffId}@learnflix.test` });
    people.push(person);
  }
  console.log(`slapd on ${slapd.url}; ${CONCURRENCY} concurrent sign-ins for ${SECONDS} s, pool of ${POOL_SIZE}, ${ROUNDS} rounds`);

  for (let round = 1; round <= ROUNDS; round += 1) {
    const directory = createLdapDirectory({
      url: slapd.url,
      bindDn: slapd.bindDn,
      bindPassword: slapd.bindPassword,
      userBase: slapd.userBase,
      userFilter: '(&(objectClass=inetOrgPerson)(uid={staffId}))',
      nameAttribute: 'cn',
      emailAttribute: 'mail',
      groupAttribute: 'memberOf',
      startTls: false,
      caFile: null,
      poolSize: POOL_SIZE,
      timeoutMs: 5000,
    });
    const times: number[] = [];
    const outcomes = { ok: 0, 'wrong-password': 0, 'not-found': 0, error: 0, unexpected: 0 };
    let serverPeak = 0;
    let running = true;
    const watch = (async () => {
      while (running) {
        serverPeak = Math.max(serverPeak, await slapd.connections());
        await wait(50);
      }
    })();
    const end = performance.now() + SECONDS * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const i = n++;
          const person = people[i % people.length]!;
          const wrong = i % 10 === 9;
          const started = performance.now();
          try {
            const result = await directory.authenticate(person.staffId, wrong ? 'not-the-password' : person.password);
            outcomes[result.kind] += 1;
            if (result.kind !== (wrong ? 'wrong-password' : 'ok')) outcomes.unexpected += 1;
          } catch {
            outcomes.error += 1;
          }
          times.push(performance.now() - started);
        }
      }),
    );
    running = false;
    await watch;
    const stats = directory.stats();
    await directory.close();

    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    const pass = p95 < P95_BUDGET_MS && serverPeak <= POOL_SIZE && outcomes.error === 0 && outcomes.unexpected === 0;
    failed ||= !pass;
    console.log(
      `round ${round}: ${times.length} sign-ins (${Math.round(times.length / SECONDS)}/s) ` +
        `p50 ${pct(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; ` +
        `connections open at most: ${serverPeak} seen by slapd, ${stats.search.peakOpen} search + ${stats.bind.peakOpen} bind in the pools ` +
        `(${stats.search.created + stats.bind.created} opened in all); ${JSON.stringify(outcomes)} -> ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(`budget: p95 < ${P95_BUDGET_MS} ms with at most ${POOL_SIZE} connections -> ${failed ? 'FAIL' : 'PASS'}`);
} finally {
  await slapd.stop();
}
if (failed) process.exitCode = 1;
