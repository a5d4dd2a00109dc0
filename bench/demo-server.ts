// The built server (apps/server/dist/main.js, as `npm start` runs it) with the demo seed, for the
// benchmarks that load pages in a browser (lighthouse.ts, thumbnails.ts): production mode over
// plain HTTP on the loopback, a data folder and an embedded PostgreSQL of its own on free ports,
// both removed by stop(). It builds nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const root = path.join(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');

/** Exits with a hint when the build or Chromium is missing. */
export function requireBuildAndChromium() {
  for (const [file, hint] of [
    [serverMain, 'run `npm run build` first'],
    [path.join(root, 'apps/web/dist/index.html'), 'run `npm run build` first'],
    [CHROMIUM, 'install Chromium (apt-get install -y chromium) or set CHROMIUM_PATH'],
  ]) {
    if (!existsSync(file!)) {
      console.error(`${file} not found: ${hint}.`);
      process.exit(2);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM'); // the server stops its embedded PostgreSQL on SIGTERM
  });
}

export interface DemoServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts the server and waits until it answers /api/health (the seed included). */
export async function startDemoServer(name: string): Promise<DemoServer> {
  // A folder of its own, readable by the `postgres` system user that runs PostgreSQL when we are
  // root (mkdtemp makes it 0700, which that user could not enter).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `lf-bench-${name}-`));
  await chmod(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _external, ...env } = process.env; // always the embedded database, never the caller's
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // Production serving, over plain HTTP on the loopback: no Secure cookies, no HTTPS upgrade.
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    // Its log is shown only if it fails to start (its shutdown at the end is not news).
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverLog = '';
  server.stderr!.on('data', (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-20_000)));
  const stop = async () => {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  console.log(`starting the server on ${base} with the demo seed (data in ${dataDir})...`);
  try {
    await waitForHealth(base, server, 240_000);
  } catch (err) {
    console.error(serverLog);
    await stop();
    throw err;
  }
  return { base, stop };
}
