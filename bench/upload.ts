// Upload benchmark (issue 15 budget): a 1 GB lesson file over loopback through our tus endpoint in
// 8 MiB pieces, at least 70% of the throughput of a bare node:http handler writing the same pieces'
// bodies to a file on the same disk, side by side in one run (alternating rounds); our server's
// memory grows by less than 64 MB during the upload; a connection cut mid-piece is resumed from the
// offset the server reports, re-sending at most one piece.
//
//   npm run upload -w @app/bench      needs a PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (an
//   admin URL; a database is created and dropped), else an embedded cluster is started for the run.
//   UPLOAD_SIZE_MB=1024  UPLOAD_ROUNDS=2  UPLOAD_RESUME_MB=64
//
// Both servers run in processes of their own (media-server.ts: the real app in production mode;
// upload-bare-server.ts), so each one's CPU and memory are its own; the client is one node:http
// keep-alive connection per server sending piece after piece, as tus-js-client does.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { LESSON_UPLOADS_PATH, UPLOAD_CHUNK_BYTES } from '@app/core';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { courses, users } from '../apps/server/src/db/schema.js';
import { openBenchDatabase } from './bench-database.js';

const MB = 1024 * 1024;
const SIZE = Number(process.env.UPLOAD_SIZE_MB ?? 1024) * MB;
const ROUNDS = Number(process.env.UPLOAD_ROUNDS ?? 2);
const RESUME_SIZE = Number(process.env.UPLOAD_RESUME_MB ?? 64) * MB;
const CHUNK = UPLOAD_CHUNK_BYTES;
const BUDGET = 0.7;
const RSS_GROWTH_LIMIT = 64 * MB;

// The file: eight random pieces in turn (the first one starts as an MP4 does), generated once.
const pieces = Array.from({ length: 8 }, () => randomBytes(CHUNK));
Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').copy(pieces[0]!);
const pieceAt = (offset: number, size: number) => {
  const piece = pieces[(offset / CHUNK) % pieces.length]!;
  return piece.subarray(0, Math.min(CHUNK, size - offset));
};
function expectedHash(size: number) {
  const h = createHash('sha256');
  for (let offset = 0; offset < size; offset += CHUNK) h.update(pieceAt(offset, size));
  return h.digest('hex');
}
async function hashOf(file: string) {
  const h = createHash('sha256');
  for await (const c of createReadStream(file, { highWaterMark: 4 * MB })) h.update(c as Buffer);
  return h.digest('hex');
}

const { url: dbUrl, database, tmp, dispose } = await openBenchDatabase('upload', 57100, 2);
const children: ChildProcess[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let failed = true;
try {
  const filesDir = path.join(tmp, 'files');
  const bareDir = path.join(tmp, 'bare');
  await mkdir(filesDir);
  await mkdir(bareDir);
  const password = 'bench-password-1';
  const [instructor] = await database.db
    .insert(users)
    .values({ staffId: 'BENCH-I', fullName: 'Bench Instructor', role: 'instructor', passwordHash: await hashPassword(password) })
    .returning();
  const [course] = await database.db
    .insert(courses)
    .values({ title: 'Upload bench', shortDescription: 'Bench', description: 'Bench', instructorId: instructor!.id })
    .returning();

  const start = async (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    });
    return { child, port };
  };
  const ours = await start('media-server.ts', { DATABASE_URL: dbUrl, FILES_DIR: filesDir });
  const bare = await start('upload-bare-server.ts', { BARE_DIR: bareDir });

  const signIn = await fetch(`http://127.0.0.1:${ours.port}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId: 'BENCH-I', password }),
  });
  const sid = signIn.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!signIn.ok || !sid) throw new Error(`sign-in failed: ${signIn.status}`);
  const tus = { cookie: sid.split(';')[0]!, 'tus-resumable': '1.0.0', 'x-requested-with': 'bench' };

  interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
  }
  function send(port: number, method: string, url: string, headers: Record<string, string | number>, body?: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  const metadata = (name: string) =>
    `courseId ${Buffer.from(course!.id).toString('base64')},filename ${Buffer.from(name).toString('base64')}`;
  async function create(size: number, name: string): Promise<string> {
    const res = await send(ours.port, 'POST', LESSON_UPLOADS_PATH, { ...tus, 'upload-length': size, 'upload-metadata': metadata(name) });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.body}`);
    return res.headers.location!;
  }
  async function patch(port: number, url: string, offset: number, body: Buffer, headers: Record<string, string> = {}) {
    const res = await send(
      port,
      'PATCH',
      url,
      {
        ...headers,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': offset,
        'content-length': body.length,
      },
      body,
    );
    if (res.status >= 300) throw new Error(`PATCH at ${offset} answered ${res.status}: ${res.body}`);
    return res;
  }

  const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  const idleRss = rssOf(ours.child.pid!);
  const rss: number[] = [idleRss];
  const seconds = { ours: [] as number[], bare: [] as number[] };
  let lastOurs = '';
  let lastBare = '';

  console.log(
    `${SIZE / MB} MB in ${CHUNK / MB} MiB pieces over loopback, ${ROUNDS} alternating rounds per server; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    // The bare baseline: the same pieces, as PATCH bodies written to a file.
    const bareName = `bare-${round}`;
    let t0 = performance.now();
    for (let offset = 0; offset < SIZE; offset += CHUNK) await patch(bare.port, `/${bareName}`, offset, pieceAt(offset, SIZE));
    seconds.bare.push((performance.now() - t0) / 1000);
    if (lastBare) await rm(lastBare, { force: true });
    lastBare = path.join(bareDir, bareName);

    // Ours: create, every piece, and the finish (type check, files row) in the last answer.
    const sampler = setInterval(() => rss.push(rssOf(ours.child.pid!)), 100);
    t0 = performance.now();
    const url = await create(SIZE, `lecture-${round}.mp4`);
    let last: Answer | undefined;
    for (let offset = 0; offset < SIZE; offset += CHUNK) last = await patch(ours.port, url, offset, pieceAt(offset, SIZE), tus);
    seconds.ours.push((performance.now() - t0) / 1000);
    clearInterval(sampler);
    if (last?.status !== 200 || !JSON.parse(last.body).fileId) throw new Error(`the upload did not finish: ${last?.status} ${last?.body}`);
    if (lastOurs) await rm(lastOurs, { force: true }); // keep the disk from filling up; the row stays
    lastOurs = path.join(filesDir, 'lesson', url.slice(url.lastIndexOf('/') + 1));
    console.log(
      `round ${round + 1}: bare ${(SIZE / MB / seconds.bare.at(-1)!).toFixed(0)} MB/s, ours ${(SIZE / MB / seconds.ours.at(-1)!).toFixed(0)} MB/s`,
    );
  }
  const expected = expectedHash(SIZE);
  const intact = (await hashOf(lastOurs)) === expected && (await hashOf(lastBare)) === expected;
  console.log(`integrity: the last upload to each server matches what was sent (sha256) -> ${intact ? 'yes' : 'NO'}`);

  // ---- resume: a connection cut in the middle of a piece ----
  const resumeUrl = await create(RESUME_SIZE, 'resumed.mp4');
  const resumeFile = path.join(filesDir, 'lesson', resumeUrl.slice(resumeUrl.lastIndexOf('/') + 1));
  let sent = 0;
  const cutAt = 3 * CHUNK;
  for (let offset = 0; offset < cutAt; offset += CHUNK) {
    await patch(ours.port, resumeUrl, offset, pieceAt(offset, RESUME_SIZE), tus);
    sent += CHUNK;
  }
  const cut = http.request({
    host: '127.0.0.1',
    port: ours.port,
    method: 'PATCH',
    path: resumeUrl,
    headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': cutAt, 'content-length': CHUNK },
  });
  cut.on('error', () => undefined);
  const half = pieceAt(cutAt, RESUME_SIZE).subarray(0, CHUNK / 2);
  cut.write(half);
  sent += half.length;
  // Cut once part of the piece is on disk, as a network drop mid-piece would.
  while ((await stat(resumeFile)).size <= cutAt) await wait(5);
  cut.destroy();
  const head = await send(ours.port, 'HEAD', resumeUrl, tus);
  const offset = Number(head.headers['upload-offset']);
  // tus-js-client goes on from the reported offset in pieces of its size.
  for (let at = offset; at < RESUME_SIZE;) {
    const inPiece = at % CHUNK;
    const body = pieceAt(at - inPiece, RESUME_SIZE).subarray(inPiece);
    await patch(ours.port, resumeUrl, at, body, tus);
    sent += body.length;
    at += body.length;
  }
  const resent = sent - RESUME_SIZE;
  const resumedIntact = (await hashOf(resumeFile)) === expectedHash(RESUME_SIZE);
  console.log(
    `resume: cut ${(CHUNK / 2 / MB).toFixed(0)} MiB into piece 4, server kept ${((offset - cutAt) / MB).toFixed(2)} MiB of it; re-sent ${(resent / MB).toFixed(2)} MiB (limit one piece, ${CHUNK / MB} MiB); file intact: ${resumedIntact ? 'yes' : 'NO'}`,
  );

  const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const ourRate = (SIZE * ROUNDS) / MB / total(seconds.ours);
  const bareRate = (SIZE * ROUNDS) / MB / total(seconds.bare);
  const ratio = ourRate / bareRate;
  const growth = Math.max(...rss) - idleRss;
  const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;
  console.table([
    { server: 'bare node:http', 'MB/s': Math.round(bareRate), 'per round': seconds.bare.map((s) => Math.round(SIZE / MB / s)).join(' ') },
    { server: 'our tus endpoint', 'MB/s': Math.round(ourRate), 'per round': seconds.ours.map((s) => Math.round(SIZE / MB / s)).join(' ') },
  ]);
  console.log(`our server RSS: idle ${mb(idleRss)}, peak ${mb(Math.max(...rss))} (${rss.length} samples, every 100 ms during our uploads)`);
  const fast = ratio >= BUDGET;
  const flat = growth < RSS_GROWTH_LIMIT;
  const resumes = resent <= CHUNK && resumedIntact;
  console.log(`throughput: ${(ratio * 100).toFixed(0)}% of bare node:http (budget ${BUDGET * 100}%) -> ${fast ? 'PASS' : 'FAIL'}`);
  console.log(`memory: peak ${mb(growth)} above idle (limit ${mb(RSS_GROWTH_LIMIT)}) -> ${flat ? 'PASS' : 'FAIL'}`);
  console.log(`resume: re-sent ${(resent / MB).toFixed(2)} MiB (limit ${CHUNK / MB} MiB) -> ${resumes ? 'PASS' : 'FAIL'}`);
  failed = !(fast && flat && resumes && intact);
} finally {
  agent.destroy();
  for (const c of children)
    if (c.connected) c.disconnect();
    else c.kill();
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await dispose();
}
process.exit(failed ? 1 : 0);
