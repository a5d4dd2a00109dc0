// Debian's PgBouncer in front of a database, for the benchmarks (and the cluster test): transaction
// pooling, as docs/deploy.md configures it. Started in the foreground on a free port, as the
// `postgres` user when we are root (PgBouncer refuses to run as root), stopped with the caller.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port.js';

export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface PgBouncerOptions {
  /** The binary: Debian's (1.18 on bookworm) by default; bench/build-pgbouncer.sh builds a newer one. */
  bin?: string;
  poolSize?: number;
  /** PgBouncer 1.21+: prepared statements kept per client in transaction mode (0: off, as 1.18). */
  maxPreparedStatements?: number;
}

export async function startPgBouncer(databaseUrl: string, dir: string, o: PgBouncerOptions = {}) {
  const bin = o.bin ?? PGBOUNCER;
  if (!existsSync(bin)) throw new Error(`${bin} not found: run \`apt-get install -y pgbouncer\` (or set PGBOUNCER_BIN).`);
  const db = new URL(databaseUrl);
  const port = await freePort();
  const user = decodeURIComponent(db.username || 'postgres');
  const ini = path.join(dir, `pgbouncer-${port}.ini`);
  const users = path.join(dir, `pgbouncer-${port}-users.txt`);
  await writeFile(users, `"${user}" "${decodeURIComponent(db.password)}"\n`, { mode: 0o644 });
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${db.hostname} port=${db.port || 5432}`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // The benchmark's database trusts local connections; docs/deploy.md uses scram-sha-256.
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      `default_pool_size = ${o.poolSize ?? 20}`,
      ...(o.maxPreparedStatements ? [`max_prepared_statements = ${o.maxPreparedStatements}`] : []),
      // Our pool sets these per connection; behind PgBouncer they are set on the role (docs/deploy.md).
      'ignore_startup_parameters = options,statement_timeout,idle_in_transaction_session_timeout',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  let child: ChildProcess | undefined;
  // Started again on the same port and settings by start() after stop() (a restart under load).
  const start = async () => {
    const running = spawn(bin, [...(asRoot ? ['-u', 'postgres'] : []), ini], { stdio: ['ignore', 'ignore', 'pipe'] });
    child = running;
    let stderr = '';
    running.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // Ready once it accepts connections.
    for (let i = 0; ; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
        s.once('error', () => resolve(false));
      });
      if (ok) break;
      if (running.exitCode !== null || i > 100) throw new Error(`pgbouncer did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await start();
  const url = Object.assign(new URL(databaseUrl), { port: String(port), hostname: '127.0.0.1' }).toString();
  return {
    url,
    port,
    start,
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      // SIGINT: PgBouncer's immediate shutdown, dropping its clients (as a crash or restart would).
      running.kill('SIGINT');
      await exited;
    },
  };
}
