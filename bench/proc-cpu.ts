// CPU time from /proc, for the benchmarks that say where the cores went: per process (by program
// name) and for the whole machine.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds so far of every process, by program name (from /proc/<pid>/stat). */
export function cpuByPid(): Map<number, { comm: string; seconds: number }> {
  const out = new Map<number, { comm: string; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(entry), { comm, seconds: (Number(f[11]) + Number(f[12])) / 100 });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The machine's busy and total CPU seconds so far (/proc/stat). */
export function machineCpu() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = f[3]! + f[4]!;
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/**
 * Samples every process's CPU while `work` runs, keeping each one's last reading (a process that
 * exits meanwhile, such as a PostgreSQL backend of a closed connection, still counts), and returns
 * the CPU seconds each program name used.
 */
export async function cpuDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; byProgram: Map<string, number>; byPid: Map<number, number> }> {
  const before = cpuByPid();
  const last = new Map(before);
  const sample = () => cpuByPid().forEach((v, pid) => last.set(pid, v));
  const sampler = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    const byProgram = new Map<string, number>();
    const byPid = new Map<number, number>();
    for (const [pid, v] of last) {
      const used = v.seconds - (before.get(pid)?.comm === v.comm ? before.get(pid)!.seconds : 0);
      byPid.set(pid, used);
      byProgram.set(v.comm, (byProgram.get(v.comm) ?? 0) + used);
    }
    return { result, byProgram, byPid };
  } finally {
    clearInterval(sampler);
  }
}
