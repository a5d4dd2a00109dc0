// Media benchmark (issue 4 budget): range-serving a 200 MB lesson file, sustained throughput at
// least 80% of nginx (Debian package, sendfile on) serving the same file on the same machine,
// side by side in one run, with at least 8 concurrent readers; the server's memory stays flat.
//
//   npm run media -w @app/bench        needs nginx and wrk (apt-get install -y nginx wrk) and a PostgreSQL:
//   BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a database is created and dropped),
//   else an embedded cluster is started for the run.
//   MEDIA_READERS=8  MEDIA_SECONDS=15  MEDIA_SIZE_MB=200  NGINX_WORKERS=auto  (the Debian default)
//
// Our server runs in a child process (media-server.ts: the real app, NODE_ENV=production, logger
// off) so that its RSS is its own. The lesson file goes through the app's storage; nginx serves
// that very file. The load comes from wrk (media-ranges.lua: random 4-16 MB ranges and one full
// read in ten), not from a Node client: node:http with 8 keep-alive sockets on one event loop
// reads in ever smaller chunks (64 KiB / sockets) and, at 100% CPU, caps both servers near
// 250 MB/s, so the numbers measured the client instead of the servers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { courses, enrollments, files, lessons, sections, users } from '../apps/server/src/db/schema.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';

const MB = 1024 * 1024;
const SIZE = Number(process.env.MEDIA_SIZE_MB ?? 200) * MB;
const READERS = Number(process.env.MEDIA_READERS ?? 8);
const SECONDS = Number(process.env.MEDIA_SECONDS ?? 15); // per server, in total
const ROUNDS = Number(process.env.MEDIA_ROUNDS ?? 3); // alternating nginx / ours: other load on the machine hits both alike
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const WRK = process.env.WRK_BIN ?? '/usr/bin/wrk';
const NGINX_WORKERS = process.env.NGINX_WORKERS ?? 'auto';
const BUDGET = 0.8;
const RSS_GROWTH_LIMIT = 64 * MB; // "flat": far below one file (buffering whole files would add 200 MB each)

for (const [bin, name] of [
  [NGINX, 'NGINX_BIN'],
  [WRK, 'WRK_BIN'],
]) {
  if (!existsSync(bin!)) {
    console.error(`${bin} not found: run \`apt-get install -y nginx wrk\` (or set ${name}).`);
    process.exit(2);
  }
}

// ---- the file, through the app's storage (kept between runs) ----
const filesDir = path.join(os.tmpdir(), 'lf-bench-media', 'files'); // world-readable: nginx workers read it too
const storageKey = `lesson/bench-${SIZE / MB}mb.mp4`;
const storage = new LocalStorage(filesDir);
if ((await storage.head(storageKey))?.size !== SIZE) {
  console.log(`writing ${SIZE / MB} MB of random bytes to ${filesDir}/${storageKey}...`);
  await storage.remove(storageKey);
  await storage.put(
    storageKey,
    Readable.from(
      (function* () {
        for (let i = 0; i < SIZE / MB; i++) yield randomBytes(MB);
      })(),
    ),
  );
}
const filePath = path.join(filesDir, storageKey);

// ---- database: a course with one video lesson using the file, and an enrolled student ----
const { url: dbUrl, database, tmp, dispose } = await openBenchDatabase('media', 57000, 2);
const children: ChildProcess[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
let failed = true;
try {
  const { db } = database;
  const password = 'bench-password-1';
  const passwordHash = await hashPassword(password);
  const [instructor] = await db
    .insert(users)
    .values({ staffId: 'BENCH-I', fullName: 'Bench Instructor', role: 'instructor', passwordHash })
    .returning();
  const [student] = await db
    .insert(users)
    .values({ staffId: 'BENCH-S', fullName: 'Bench Student', role: 'student', passwordHash })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({
      title: 'Media bench',
      shortDescription: 'Bench',
      description: 'Bench',
      status: 'published',
      price: 0,
      level: 'beginner',
      durationHours: 1,
      instructorId: instructor!.id,
    })
    .returning();
  const [section] = await db.insert(sections).values({ courseId: course!.id, title: 'Section' }).returning();
  const [file] = await db
    .insert(files)
    .values({
      id: randomUUID(),
      storageKey,
      originalName: 'lesson.mp4',
      size: SIZE,
      mimeType: 'video/mp4',
      kind: 'lesson',
      isPublic: false,
      uploadedBy: instructor!.id,
    })
    .returning();
  const [lesson] = await db
    .insert(lessons)
    .values({
      sectionId: section!.id,
      courseId: course!.id,
      title: 'Long video',
      contentType: 'video',
      fileId: file!.id,
      durationMinutes: 60,
    })
    .returning();
  await db.insert(enrollments).values({ userId: student!.id, courseId: course!.id });

  // ---- the two servers ----
  const freePort = () =>
    new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });

  const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'media-server.ts')], {
    env: { ...process.env, DATABASE_URL: dbUrl, FILES_DIR: filesDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(server);
  const ourPort = await new Promise<number>((resolve, reject) => {
    server.once('message', (m) => resolve((m as { port: number }).port));
    server.once('exit', (code) => reject(new Error(`media-server exited (${code})`)));
  });
  const signIn = await fetch(`http://127.0.0.1:${ourPort}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId: 'BENCH-S', password }),
  });
  const sid = signIn.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!signIn.ok || !sid) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = sid.split(';')[0]!;

  // Memory before our server has sent any media byte: what buffering or leaking adds shows in full.
  const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  const idleRss = rssOf(server.pid!);

  const nginxPort = await freePort();
  const prefix = path.join(tmp, 'nginx');
  await mkdir(prefix);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `worker_processes ${NGINX_WORKERS};
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { video/mp4 mp4; }
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${filesDir};
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(nginx);
  for (let i = 0; ; i++) {
    if (
      await new Promise((ok) =>
        net
          .connect(nginxPort, '127.0.0.1')
          .once('connect', function (this: net.Socket) {
            this.destroy();
            ok(true);
          })
          .once('error', () => ok(false)),
      )
    )
      break;
    if (i > 50 || nginx.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  interface Target {
    name: string;
    url: URL;
    headers: Record<string, string>;
    pids: () => number[];
  }
  const procChildren = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  const targets: Target[] = [
    {
      name: 'nginx',
      url: new URL(`http://127.0.0.1:${nginxPort}/${storageKey}`),
      headers: {},
      pids: () => [nginx.pid!, ...procChildren(nginx.pid!)],
    },
    {
      name: 'our server',
      url: new URL(`http://127.0.0.1:${ourPort}/api/lessons/${lesson!.id}/media`),
      headers: { cookie },
      pids: () => [server.pid!],
    },
  ];

  // ---- HTTP for the correctness checks (the load comes from wrk) ----
  interface Reply {
    status: number;
    headers: http.IncomingHttpHeaders;
    bytes: number;
    body?: Buffer;
  }
  function get(t: Target, range: string | null, keep = false, onChunk?: (c: Buffer) => void): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const headers = { ...t.headers, ...(range ? { range } : {}) };
      http
        .get(t.url, { agent, headers }, (res) => {
          let bytes = 0;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => {
            bytes += c.length;
            if (keep) chunks.push(c);
            onChunk?.(c);
          });
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, bytes, ...(keep ? { body: Buffer.concat(chunks) } : {}) }),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    });
  }

  // ---- correctness: a few ranges and one full read, byte for byte, on both ----
  const fh = await open(filePath);
  const slice = async (start: number, end: number) => {
    const buf = Buffer.alloc(end - start + 1);
    await fh.read(buf, 0, buf.length, start);
    return buf;
  };
  const fileHash = createHash('sha256');
  for (let pos = 0; pos < SIZE; pos += 16 * MB) fileHash.update(await slice(pos, Math.min(SIZE, pos + 16 * MB) - 1));
  const expectedHash = fileHash.digest('hex');
  for (const t of targets) {
    const ODD = Math.floor(SIZE / 3) + 12_345; // a range that starts and ends off any chunk boundary
    const checks: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=0-1048575', 0, MB - 1],
      [`bytes=${SIZE - 5000}-`, SIZE - 5000, SIZE - 1],
      ['bytes=-777', SIZE - 777, SIZE - 1],
      [`bytes=${ODD}-${ODD + 7 * MB}`, ODD, Math.min(SIZE - 1, ODD + 7 * MB)],
      [`bytes=${SIZE - 10}-${SIZE + 1000}`, SIZE - 10, SIZE - 1],
    ];
    for (const [range, start, end] of checks) {
      const r = await get(t, range, true);
      const ok =
        r.status === 206 && r.headers['content-range'] === `bytes ${start}-${end}/${SIZE}` && r.body!.equals(await slice(start, end));
      if (!ok) throw new Error(`${t.name}: ${range} -> ${r.status} ${r.headers['content-range']}, wrong bytes or headers`);
    }
    const h = createHash('sha256');
    const full = await get(t, null, false, (c) => h.update(c));
    if (full.status !== 200 || full.bytes !== SIZE || h.digest('hex') !== expectedHash) throw new Error(`${t.name}: full read differs`);
  }
  await fh.close();
  console.log('correctness: 6 ranges and a full read match the file byte for byte on both servers');

  // ---- load ----
  const cpuOf = (pids: number[]) =>
    pids.reduce((sum, pid) => {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in clock ticks of 1/100 s
    }, 0);
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;

  interface Stats {
    bytes: number;
    seconds: number;
    requests: number;
    p50: number[]; // ms, per round
    p95: number[];
    serverCpu: number;
    rounds: number[]; // MB/s of each round
  }
  const stats = new Map<Target, Stats>(
    targets.map((t) => [t, { bytes: 0, seconds: 0, requests: 0, p50: [], p95: [], serverCpu: 0, rounds: [] }]),
  );

  /** wrk with READERS connections, each sending request after request for `seconds`. */
  async function round(t: Target, seconds: number, index: number) {
    const s = stats.get(t)!;
    const cpu0 = cpuOf(t.pids());
    const args = ['-t', String(Math.min(READERS, os.cpus().length)), '-c', String(READERS), '-d', `${seconds}s`, '--timeout', '30s'];
    // The round's number seeds the ranges: both servers get the very same requests in round i.
    args.push(
      '-s',
      path.join(import.meta.dirname, 'media-ranges.lua'),
      t.url.href,
      '--',
      String(SIZE),
      String(index),
      t.headers.cookie ?? '',
    );
    const wrk = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    wrk.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise((r) => wrk.once('exit', r));
    const json = out.split('\n').find((l) => l.startsWith('{'));
    if (code !== 0 || !json) throw new Error(`wrk failed (${code}): ${out}`);
    const r = JSON.parse(json) as { bytes: number; micros: number; requests: number; errors: number; p50: number; p95: number };
    // Wrong status codes, resets and timeouts: a server that fails requests must not score.
    if (r.errors > 0) throw new Error(`${t.name}: ${r.errors} failed requests`);
    s.serverCpu += cpuOf(t.pids()) - cpu0;
    s.bytes += r.bytes;
    s.seconds += r.micros / 1e6;
    s.requests += r.requests;
    s.p50.push(r.p50 / 1000);
    s.p95.push(r.p95 / 1000);
    s.rounds.push(r.bytes / MB / (r.micros / 1e6));
  }

  const roundSeconds = Math.max(1, Math.round(SECONDS / ROUNDS)); // wrk takes whole seconds
  console.log(
    `${READERS} readers, ${roundSeconds * ROUNDS} s per server in ${ROUNDS} alternating rounds, wrk, random 4-16 MB ranges + 10% full reads of ${SIZE / MB} MB; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const rss: number[] = [idleRss];
  const sample = setInterval(() => rss.push(rssOf(server.pid!)), 100);
  try {
    for (let i = 0; i < ROUNDS; i++) for (const t of targets) await round(t, roundSeconds, i);
  } finally {
    clearInterval(sample); // else a failed round's error is lost behind the sampler's, once the server is gone
  }
  await new Promise((r) => setTimeout(r, 500));
  const endRss = rssOf(server.pid!);

  const rows = targets.map((t) => {
    const s = stats.get(t)!;
    return {
      server: t.name,
      'MB/s': Math.round(s.bytes / MB / s.seconds),
      'per round': s.rounds.map(Math.round).join(' '),
      requests: s.requests,
      'p50 ms (median round)': Math.round(median(s.p50)),
      'p95 ms (worst round)': Math.round(Math.max(...s.p95)),
      'server CPU %': Math.round((s.serverCpu / s.seconds) * 100),
      'server CPU s/GB': +(s.serverCpu / (s.bytes / 1024 ** 3)).toFixed(2),
    };
  });
  console.table(rows);
  const ratio = rows[1]!['MB/s'] / rows[0]!['MB/s'];
  const peakRss = Math.max(...rss);
  const growth = peakRss - idleRss;
  const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;
  console.log(`our server RSS: idle ${mb(idleRss)}, peak ${mb(peakRss)}, end ${mb(endRss)} (${rss.length} samples, every 100 ms)`);
  const fast = ratio >= BUDGET;
  const flat = growth < RSS_GROWTH_LIMIT;
  console.log(`throughput: ${(ratio * 100).toFixed(0)}% of nginx (budget ${BUDGET * 100}%) -> ${fast ? 'PASS' : 'FAIL'}`);
  console.log(`memory: peak ${mb(growth)} above idle (limit ${mb(RSS_GROWTH_LIMIT)}) -> ${flat ? 'PASS' : 'FAIL'}`);
  failed = !(fast && flat);
} finally {
  agent.destroy();
  // Our server closes and exits when its IPC channel closes; nginx stops on SIGTERM.
  for (const c of children)
    if (c.connected) c.disconnect();
    else c.kill();
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await dispose();
}
process.exit(failed ? 1 : 0);
