// Other server processes for a test, on its database (test/process-server.ts), stopped after the
// test file with the test's own apps.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { registerCleanup } from './app.js';

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
