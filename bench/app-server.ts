// Our server for the API benchmarks, in a process of its own so that its CPU time is its own: the
// real app, production settings, logger off, on a free port; reports the port over IPC and exits
// when the IPC channel closes. Settings come from the environment (DATABASE_URL, RESPONSE_CACHE,
// SESSION_CACHE_SECONDS...), as for `npm start`, and the V8 settings of main.ts.
import '../apps/server/src/v8-flags.js';
import { mkdtemp } from 'node:fs/promises';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { availabilityOf } from '../apps/server/src/db/availability.js';
import { createMetrics } from '../apps/server/src/metrics/metrics.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';

if (!process.env.DATABASE_URL || !process.send) throw new Error('app-server.ts is started by a benchmark');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
});
// BENCH_STATEMENTS=1: counts the statements the app sends (BEGIN and COMMIT included), and tells
// the benchmark the count so far when it sends 'statements' (bench/exam-storm.ts: per request).
let statements = 0;
if (process.env.BENCH_STATEMENTS) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  process.on('message', (m) => {
    if (m === 'statements') process.send!({ statements });
  });
}
const database = connect(config.databaseUrl!, { namedStatements: config.db.namedStatements });
const storage = new LocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lf-bench-files-')));
// METRICS_TOKEN (or METRICS_PORT) in the environment: metrics on, as main.ts turns them on.
// Watched as main.ts watches it: a ping on a connection of its own, every few seconds. (Without
// it the app pings through its pool only when a request fails, and an overload that made it
// answer 503 would leave it answering 503 for good: nothing fails any more to ask again.)
const availability = availabilityOf(database, undefined, { timeoutMs: config.healthTimeoutMs });
const app = await buildApp({
  config,
  db: database.db,
  storage,
  availability,
  ...(config.metrics.enabled ? { metrics: createMetrics() } : {}),
});
availability.start();
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });

// BENCH_GC=1: the time this process spent in garbage collection, by kind, printed when it stops.
const gc = new Map<number, { count: number; ms: number }>();
if (process.env.BENCH_GC) {
  const { PerformanceObserver, constants } = await import('node:perf_hooks');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail: { kind: number } }).detail.kind;
      const s = gc.get(kind) ?? { count: 0, ms: 0 };
      s.count++;
      s.ms += e.duration;
      gc.set(kind, s);
    }
  }).observe({ entryTypes: ['gc'] });
  const names: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  process.on('exit', () => {
    const cpu = process.cpuUsage();
    const parts = [...gc].map(([k, s]) => `${names[k] ?? k} ${s.count}x ${Math.round(s.ms)} ms`);
    console.log(
      `[app-server ${process.pid}${process.env.RESPONSE_CACHE === 'false' ? ', cache off' : ''}] gc: ${parts.join(', ')}; cpu ${Math.round((cpu.user + cpu.system) / 1000)} ms; heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
    );
  });
}

process.on('disconnect', () => {
  availability.stop();
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
