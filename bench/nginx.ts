// nginx in front of LearnFlix web processes with the tested config (deploy/nginx.conf, its
// placeholders filled in), in the foreground on a free port; for the cluster test and benchmarks.
// `apt-get install -y nginx`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port.js';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Starts nginx proxying to `upstreams` (host:port each); its files live in `dir`. */
export async function startNginx(upstreams: string[], dir: string, o: { workers?: number } = {}) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: apt-get install -y nginx (or set NGINX_BIN)`);
  const port = await freePort();
  const prefix = path.join(dir, `nginx-${port}`);
  await mkdir(prefix, { recursive: true, mode: 0o777 });
  const template = await readFile(path.join(import.meta.dirname, '../deploy/nginx.conf'), 'utf8');
  const conf = template
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{PORT}}', String(port))
    .replace('{{UPSTREAMS}}', upstreams.map((u) => `    server ${u} max_fails=0;`).join('\n'))
    .replace('worker_processes auto;', `worker_processes ${o.workers ?? 'auto'};`);
  const confFile = path.join(prefix, 'nginx.conf');
  await writeFile(confFile, conf);
  const child = spawn(NGINX, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (up) break;
    if (i > 200) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    port,
    /** The master's pid; its workers are its children. */
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
