// Shared by the HTTP load benchmarks: wrk runs (Debian package) with a JSON report, server child
// processes, and the CPU time of a process from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WRK = process.env.WRK_BIN ?? '/usr/bin/wrk';

export function requireWrk() {
  if (!existsSync(WRK)) {
    console.error(`${WRK} not found: run \`apt-get install -y wrk\` (or set WRK_BIN).`);
    process.exit(2);
  }
}

export interface WrkResult {
  requests: number;
  micros: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Responses other than 2xx and 3xx. */
  status: number;
  /** Latency percentiles, in microseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface WrkRun {
  url: string;
  connections: number;
  seconds: number;
  threads?: number;
  /** A Lua script; default report.lua (GET the URL, optional cookie). */
  script?: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
}

/** Runs wrk and reads the JSON line its script prints at the end. */
export async function wrk(run: WrkRun): Promise<WrkResult> {
  const script = run.script ?? path.join(import.meta.dirname, 'report.lua');
  const args = ['-t', String(run.threads ?? 1), '-c', String(run.connections), '-d', `${run.seconds}s`, '--timeout', '10s'];
  args.push('-s', script, run.url, '--', ...(run.args ?? []));
  const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...run.env } });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise((r) => child.once('exit', r));
  const json = out.split('\n').find((l) => l.startsWith('{'));
  if (code !== 0 || !json) throw new Error(`wrk failed (${code}): ${out}`);
  return JSON.parse(json) as WrkResult;
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** Starts a bench server script (tsx) that reports `{ port }` over IPC once it listens. */
export async function startServer(
  script: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, port };
}

/** Stops bench servers: they exit when their IPC channel closes. */
export async function stopServers(children: ChildProcess[]) {
  for (const c of children) {
    if (c.connected) c.disconnect();
    else if (c.exitCode === null) c.kill();
  }
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
}

export const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;

/** The machine's load, printed with every result: numbers from a busy machine are not final. */
export const loadLine = () => {
  const [one, five] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `load average ${one} (1 min), ${five} (5 min) on ${os.cpus().length} CPUs`;
};
