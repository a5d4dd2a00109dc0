// The tested topology on one machine (docs/deploy.md): PostgreSQL, PgBouncer in transaction mode in
// front of it, an S3 server, two web processes and one worker of the built server
// (apps/server/dist/main.js), and nginx in front of the web processes with deploy/nginx.conf.
// Every part is the real program; each is started here and stopped by `stop()`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, ensureDatabase, startEmbeddedPostgres, type Database } from '../apps/server/src/db/client.js';
import { startS3Server } from '../apps/server/test/s3-server.js';
import { startNginx } from '../bench/nginx.js';
import { startPgBouncer } from '../bench/pgbouncer.js';
import { freePort } from '../apps/server/test/free-port.js';

const ROOT = path.join(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

export interface ServerProcess {
  name: string;
  role: 'web' | 'worker';
  base: string;
  child: ChildProcess;
  output: () => string;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, onFail: () => string = () => '') {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s\n${onFail()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startTopology(log: (line: string) => void) {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} not found: run \`npm run build\` first`);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'lf-cluster-'));
  // PostgreSQL and PgBouncer run as the postgres user when we are root: they must enter it.
  await chmod(dir, 0o755);
  const stops: (() => Promise<unknown>)[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const s of stops.reverse()) await s().catch((err: unknown) => log(`stopping: ${(err as Error).message}`));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const pg = await startEmbeddedPostgres(path.join(dir, 'postgres'), await freePort());
    stops.push(() => pg.stop());
    await ensureDatabase(pg.url('postgres'), 'app');
    const directUrl = pg.url('app');
    log(`PostgreSQL ${new URL(directUrl).port}`);

    const bouncer = await startPgBouncer(directUrl, dir, { poolSize: 20 });
    stops.push(() => bouncer.stop());
    log(`PgBouncer ${bouncer.port} (transaction pooling)`);

    const s3 = await startS3Server({ bucket: 'learnflix-cluster', prefix: 'cluster' });
    stops.push(() => s3.close());
    log(`S3 (s3rver) ${s3.endpoint}`);

    const common: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: bouncer.url,
      DATABASE_DIRECT_URL: directUrl,
      // Debian's PgBouncer 1.18 keeps no named prepared statements across transactions.
      DB_PREPARED: 'false',
      STORAGE: 's3',
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
      S3_PREFIX: s3.settings.prefix,
      // Media stream through the server: the test's client follows no redirect to s3rver's signatures.
      S3_PROXY_MEDIA: 'true',
      COOKIE_SECURE: 'false',
      TRUST_PROXY: 'loopback',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      // The load below signs many learners up from one address.
      SIGN_UP_MAX_PER_IP_PER_HOUR: '100000',
      SHUTDOWN_TIMEOUT_MS: '5000',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const processes: ServerProcess[] = [];
    const startServer = async (name: string, role: 'web' | 'worker'): Promise<ServerProcess> => {
      const port = await freePort();
      const child = spawn(process.execPath, [MAIN], {
        env: { ...process.env, ...common, ROLE: role, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      const server = { name, role, base: `http://127.0.0.1:${port}`, child, output: () => output };
      // A process that dies by itself says why (one the run kills on purpose does so with SIGKILL).
      child.once('exit', (code, signal) => {
        if (!stopping && signal !== 'SIGKILL') log(`${name} exited (${code ?? signal}):\n${output.slice(-3000)}`);
      });
      processes.push(server);
      stops.push(async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      });
      return server;
    };
    // All three at once: one migrates and seeds under the lock, the others wait for it.
    const [web1, web2, worker] = await Promise.all([
      startServer('web-1', 'web'),
      startServer('web-2', 'web'),
      startServer('worker', 'worker'),
    ]);
    for (const p of [web1!, web2!, worker!])
      await waitFor(
        p.name,
        async () => (await fetch(`${p.base}/api/ready`)).ok,
        240_000,
        () => p.output(),
      );
    log(`web-1 ${web1!.base}, web-2 ${web2!.base}, worker ${worker!.base}`);

    const nginx = await startNginx(
      [web1!, web2!].map((p) => new URL(p.base).host),
      dir,
    );
    stops.push(() => nginx.stop());
    const base = nginx.base;
    await waitFor('nginx', async () => (await fetch(`${base}/api/ready`)).ok, 20_000);
    log(`nginx ${base}`);

    const database: Database = connect(directUrl, { max: 2 });
    stops.push(() => database.close());
    return { base, web1: web1!, web2: web2!, worker: worker!, processes, bouncer, s3, database, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;
