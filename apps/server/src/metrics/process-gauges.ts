// What the metrics read of this process when scraped: its database pools, its live streams, and the
// background job queues (which every process shares in PostgreSQL).
import { sql } from 'drizzle-orm';
import { poolOf, type Db, type ExportPool } from '../db/client.js';
import type { Metrics } from './metrics.js';

export interface Watched {
  db: Db;
  exportPool: ExportPool;
  /** Open live notification streams. */
  liveStreams: () => number;
}

export function watchProcess(metrics: Metrics, w: Watched) {
  const pool = poolOf(w.db);
  metrics.gauge('learnflix_db_pool_connections', 'Database connections by pool (api, exports) and state', ['pool', 'state'], () => [
    [{ pool: 'api', state: 'in_use' }, pool.totalCount - pool.idleCount],
    [{ pool: 'api', state: 'idle' }, pool.idleCount],
    [{ pool: 'api', state: 'waiting' }, pool.waitingCount],
    [{ pool: 'exports', state: 'in_use' }, w.exportPool.inUse],
    [{ pool: 'exports', state: 'free' }, w.exportPool.size - w.exportPool.inUse],
  ]);
  metrics.gauge('learnflix_live_streams', 'Live notification streams open in this process', [], () => [[{}, w.liveStreams()]]);
  metrics.gauge(
    'learnflix_job_queue_jobs',
    'Background jobs by queue and state (created, retry, active, failed)',
    ['queue', 'state'],
    async () => {
      // pg-boss's own table: absent until a job runner has started once (the parser needs it to exist).
      const { rows: found } = await w.db.execute<{ ok: boolean }>(sql`select to_regclass('pgboss.job') is not null as ok`);
      if (!found[0]!.ok) return [];
      const { rows } = await w.db.execute<{ name: string; state: string; n: number }>(sql`
      select name, state::text, count(*)::int as n from pgboss.job
       where state in ('created', 'retry', 'active', 'failed')
       group by name, state`);
      return rows.map((r) => [{ queue: r.name, state: r.state }, r.n]);
    },
  );
}
