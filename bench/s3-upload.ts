// A 1 GB tus upload into S3 (issue 25 budget): server RSS growth under 64 MB; a cut piece resumed
// on the other process. Two API server processes on one database and one bucket (s3rver, in a
// process of its own) take the 8 MiB pieces of a 1 GB lesson file in turn, as a browser behind a
// load balancer would send them; both processes' memory is sampled every 100 ms. Then a piece is
// cut half-way on one process and the upload goes on from the offset the other reports. The
// stored objects are read back from the bucket and compared (sha256) with what was sent.
//
//   npm run s3-upload -w @app/bench   needs a PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (an
//   admin URL; a database is created and dropped), else an embedded cluster is started for the run.
//   UPLOAD_SIZE_MB=1024  UPLOAD_RESUME_MB=64
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { LESSON_UPLOADS_PATH, UPLOAD_CHUNK_BYTES } from '@app/core';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { courses, users } from '../apps/server/src/db/schema.js';
import { S3Storage } from '../apps/server/src/storage/s3.js';
import { openBenchDatabase } from './bench-database.js';
import { rssOf, signIn, startApi, startStore, stopChildren } from './s3-kit.js';

const MB = 1024 * 1024;
const SIZE = Number(process.env.UPLOAD_SIZE_MB ?? 1024) * MB;
const RESUME_SIZE = Number(process.env.UPLOAD_RESUME_MB ?? 64) * MB;
const CHUNK = UPLOAD_CHUNK_BYTES;
const RSS_GROWTH_LIMIT = 64 * MB;

// The file: eight random pieces in turn (the first one starts as an MP4 does), generated once.
const pieces = Array.from({ length: 8 }, () => randomBytes(CHUNK));
Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').copy(pieces[0]!);
const pieceAt = (offset: number, size: number) => pieces[(offset / CHUNK) % pieces.length]!.subarray(0, Math.min(CHUNK, size - offset));
function expectedHash(size: number) {
  const h = createHash('sha256');
  for (let offset = 0; offset < size; offset += CHUNK) h.update(pieceAt(offset, size));
  return h.digest('hex');
}

const children: ChildProcess[] = [];
const { url: dbUrl, database, dispose } = await openBenchDatabase('s3upload', 57300, 2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let failed = true;
try {
  const settings = await startStore(children);
  const store = new S3Storage(settings);
  const storedHash = async (key: string) => {
    const h = createHash('sha256');
    for await (const c of await store.read(key)) h.update(c as Buffer);
    return h.digest('hex');
  };
  const password = 'bench-password-1';
  const [instructor] = await database.db
    .insert(users)
    .values({ staffId: 'BENCH-I', fullName: 'Bench Instructor', role: 'instructor', passwordHash: await hashPassword(password) })
    .returning();
  const [course] = await database.db
    .insert(courses)
    .values({ title: 'Upload bench', shortDescription: 'Bench', description: 'Bench', instructorId: instructor!.id })
    .returning();
  const a = await startApi(children, dbUrl, settings);
  const b = await startApi(children, dbUrl, settings);
  const tus = { cookie: await signIn(a.port, 'BENCH-I', password), 'tus-resumable': '1.0.0', 'x-requested-with': 'bench' };

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
    const res = await send(a.port, 'POST', LESSON_UPLOADS_PATH, { ...tus, 'upload-length': size, 'upload-metadata': metadata(name) });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.body}`);
    return res.headers.location!;
  }
  async function patch(port: number, url: string, offset: number, body: Buffer) {
    const headers = { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': offset, 'content-length': body.length };
    const res = await send(port, 'PATCH', url, headers, body);
    if (res.status >= 300) throw new Error(`PATCH at ${offset} answered ${res.status}: ${res.body}`);
    return res;
  }
  const keyOf = (url: string) => `lesson/${url.slice(url.lastIndexOf('/') + 1)}`;

  // ---- 1 GB, pieces alternating between the two processes ----
  const pids = [a.child.pid!, b.child.pid!];
  const idle = pids.map(rssOf);
  const peak = [...idle];
  const sampler = setInterval(() => pids.forEach((pid, i) => (peak[i] = Math.max(peak[i]!, rssOf(pid)))), 100);
  console.log(
    `${SIZE / MB} MB in ${CHUNK / MB} MiB pieces, alternating between two API processes; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const t0 = performance.now();
  const url = await create(SIZE, 'lecture.mp4');
  let last: Answer | undefined;
  for (let offset = 0, n = 0; offset < SIZE; offset += CHUNK, n++)
    last = await patch(n % 2 ? b.port : a.port, url, offset, pieceAt(offset, SIZE));
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (last?.status !== 200 || !JSON.parse(last.body).fileId) throw new Error(`the upload did not finish: ${last?.status} ${last?.body}`);
  const intact = (await storedHash(keyOf(url))) === expectedHash(SIZE);
  const growth = Math.max(...peak.map((p, i) => p - idle[i]!));
  const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;
  console.log(
    `upload: ${(SIZE / MB / seconds).toFixed(0)} MB/s into the bucket; the object matches what was sent (sha256): ${intact ? 'yes' : 'NO'}`,
  );
  console.log(`RSS: process A idle ${mb(idle[0]!)} peak ${mb(peak[0]!)}, process B idle ${mb(idle[1]!)} peak ${mb(peak[1]!)}`);

  // ---- resume: a piece cut half-way on A, the rest from B ----
  const resumeUrl = await create(RESUME_SIZE, 'resumed.mp4');
  let sent = 0;
  const cutAt = 3 * CHUNK;
  for (let offset = 0; offset < cutAt; offset += CHUNK) {
    await patch(a.port, resumeUrl, offset, pieceAt(offset, RESUME_SIZE));
    sent += CHUNK;
  }
  const cut = http.request({
    host: '127.0.0.1',
    port: a.port,
    method: 'PATCH',
    path: resumeUrl,
    headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': cutAt, 'content-length': CHUNK },
  });
  cut.on('error', () => undefined);
  const half = pieceAt(cutAt, RESUME_SIZE).subarray(0, CHUNK / 2);
  cut.write(half);
  sent += half.length;
  await wait(500); // the half piece reaches process A, as it would before a network drop
  cut.destroy();
  // The browser comes back through the load balancer to B: HEAD waits for A to let go.
  const head = await send(b.port, 'HEAD', resumeUrl, tus);
  const offset = Number(head.headers['upload-offset']);
  for (let at = offset; at < RESUME_SIZE;) {
    const inPiece = at % CHUNK;
    const body = pieceAt(at - inPiece, RESUME_SIZE).subarray(inPiece);
    await patch(b.port, resumeUrl, at, body);
    sent += body.length;
    at += body.length;
  }
  const resent = sent - RESUME_SIZE;
  const resumedIntact = (await storedHash(keyOf(resumeUrl))) === expectedHash(RESUME_SIZE);
  console.log(
    `resume: cut ${CHUNK / 2 / MB} MiB into piece 4 on A, which kept ${((offset - cutAt) / MB).toFixed(2)} MiB of it; B went on from there; re-sent ${(resent / MB).toFixed(2)} MiB; object intact: ${resumedIntact ? 'yes' : 'NO'}`,
  );

  const flat = growth < RSS_GROWTH_LIMIT;
  const resumes = resent <= CHUNK && resumedIntact && offset > cutAt;
  console.log(`memory: peak ${mb(growth)} above idle on either process (limit ${mb(RSS_GROWTH_LIMIT)}) -> ${flat ? 'PASS' : 'FAIL'}`);
  console.log(
    `resume on the other process: re-sent ${(resent / MB).toFixed(2)} MiB (limit one piece, ${CHUNK / MB} MiB) -> ${resumes ? 'PASS' : 'FAIL'}`,
  );
  failed = !(flat && resumes && intact);
} finally {
  agent.destroy();
  await stopChildren(children);
  await dispose();
}
process.exit(failed ? 1 : 0);
