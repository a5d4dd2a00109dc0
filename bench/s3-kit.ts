// What the S3 benchmarks share: child processes that report over IPC (the object store, the API
// servers), a signed-in cookie, and a process's CPU time and memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Settings } from '../apps/server/src/config.js';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';

export interface Child<T> {
  child: ChildProcess;
  message: T;
}

export function startChild<T>(script: string, env: Record<string, string>, children: ChildProcess[]): Promise<Child<T>> {
  // NODE_ARGS: options Node takes only on its command line (e.g. --cpu-prof to see where a server's CPU goes).
  const nodeArgs = env.NODE_ARGS?.split(' ') ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(import.meta.dirname, script)], {
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, message: message as T }));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

/** The bucket (s3rver in a process of its own). */
export const startStore = (children: ChildProcess[]) =>
  startChild<{ settings: S3Settings }>('s3-store.ts', {}, children).then((c) => c.message.settings);

/** An API server on the bucket; resolves with its port. */
export async function startApi(children: ChildProcess[], dbUrl: string, settings: S3Settings, env: Record<string, string> = {}) {
  const { child, message } = await startChild<{ port: number }>(
    'media-server.ts',
    { DATABASE_URL: dbUrl, S3_SETTINGS: JSON.stringify(settings), ...env },
    children,
  );
  return { child, port: message.port };
}

export async function signIn(port: number, staffId: string, password: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId, password }),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!res.ok || !sid) throw new Error(`sign-in failed: ${res.status}`);
  return sid.split(';')[0]!;
}

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Resident memory of a process, in bytes. */
export const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** Stops the children (they shut down when their IPC channel closes) and waits for them. */
export async function stopChildren(children: ChildProcess[]) {
  for (const c of children)
    if (c.connected) c.disconnect();
    else c.kill();
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
}
