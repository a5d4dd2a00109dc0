// Other server processes for a test, on its database (test/process-server.ts), stopped after the
// test file with the test's own apps.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { registerCleanup } from './app.js';
import { freePort } from './free-port.js';

export interface ProcessServer {
  base: string;
  child: ChildProcess;
}

export async function startProcessServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ProcessServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'process-server.ts')], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`process-server.ts exited (${code})`)));
  });
  registerCleanup(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.disconnect();
    await exited;
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

export interface MainProcess extends ProcessServer {
  /** The exit code once it has exited (null when a signal killed it). */
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * The server's real entry point (src/main.ts) on the test's database, as `npm start` runs it with
 * DATABASE_URL: migrations, job runner, signal handling and all. Ready once /api/ready says so.
 */
export async function startMainProcess(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<MainProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  registerCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`src/main.ts exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error(`src/main.ts was not ready after 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, exited, output: () => output };
}
