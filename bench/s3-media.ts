// Lesson media on S3 through the presigned redirect (issue 25 budget): the API process spends under
// 2 ms of CPU per media request, whatever the file's size. A learner's player asks
// /api/lessons/{id}/media (with a Range, as a <video> does); the server checks access and answers a
// 302 to a presigned GET, and the bytes come from the store. The API's CPU time is read from /proc
// around a batch of requests per file size. For contrast (no budget), the same files streamed
// through the server (S3_PROXY_MEDIA=true): one whole GET each.
//
//   npm run s3-media -w @app/bench    needs a PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (an
//   admin URL; a database is created and dropped), else an embedded cluster is started for the run.
//   MEDIA_SIZES_MB=1,1024  MEDIA_REQUESTS=3000  MEDIA_CONNECTIONS=8
//   MEDIA_CPU_PROFILE=<folder>  writes the API process's CPU profile there (node --cpu-prof)
//
// The store (s3rver), the API server and the proxied API server each run in a process of their own.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { Readable } from 'node:stream';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { courses, enrollments, files, lessons, sections, users } from '../apps/server/src/db/schema.js';
import { S3Storage } from '../apps/server/src/storage/s3.js';
import { openBenchDatabase } from './bench-database.js';
import { cpuSeconds, signIn, startApi, startStore, stopChildren } from './s3-kit.js';

const MB = 1024 * 1024;
const SIZES = (process.env.MEDIA_SIZES_MB ?? '1,1024').split(',').map((s) => Number(s) * MB);
const REQUESTS = Number(process.env.MEDIA_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.MEDIA_CONNECTIONS ?? 8);
const BUDGET_MS = 2;

/** `size` bytes of a few random pieces in turn, never all in memory. */
const bytesOf = (size: number) =>
  Readable.from(
    (function* () {
      const piece = randomBytes(8 * MB);
      for (let at = 0; at < size; at += piece.length) yield piece.subarray(0, Math.min(piece.length, size - at));
    })(),
  );

const children: ChildProcess[] = [];
const { url: dbUrl, database, dispose } = await openBenchDatabase('s3media', 57200, 2);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let failed = true;
try {
  const settings = await startStore(children);
  const store = new S3Storage(settings);
  const password = 'bench-password-1';
  const hash = await hashPassword(password);
  const [instructor, learner] = await database.db
    .insert(users)
    .values([
      { staffId: 'BENCH-I', fullName: 'Bench Instructor', role: 'instructor', passwordHash: hash },
      { staffId: 'BENCH-S', fullName: 'Bench Student', role: 'student', passwordHash: hash },
    ])
    .returning();
  const [course] = await database.db
    .insert(courses)
    .values({ title: 'Media bench', shortDescription: 'Bench', description: 'Bench', instructorId: instructor!.id, status: 'published' })
    .returning();
  const [section] = await database.db.insert(sections).values({ courseId: course!.id, title: 'Videos' }).returning();
  const lessonOf = new Map<number, string>();
  for (const [i, size] of SIZES.entries()) {
    const key = `lesson/${randomUUID()}`;
    const t0 = performance.now();
    await store.put(key, bytesOf(size));
    console.log(`stored a ${size / MB} MB lesson file in the bucket in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [file] = await database.db
      .insert(files)
      .values({ storageKey: key, originalName: `v${i}.mp4`, size, mimeType: 'video/mp4', kind: 'lesson', isPublic: false })
      .returning();
    const [lesson] = await database.db
      .insert(lessons)
      .values({
        sectionId: section!.id,
        courseId: course!.id,
        title: `Video ${i}`,
        orderIndex: i,
        contentType: 'video',
        fileId: file!.id,
        isFree: true,
      })
      .returning();
    lessonOf.set(size, lesson!.id);
  }
  await database.db.insert(enrollments).values({ userId: learner!.id, courseId: course!.id });

  const api = await startApi(
    children,
    dbUrl,
    settings,
    process.env.MEDIA_CPU_PROFILE ? { NODE_ARGS: `--cpu-prof --cpu-prof-dir=${process.env.MEDIA_CPU_PROFILE}` } : {},
  );
  const proxied = await startApi(children, dbUrl, settings, { S3_PROXY_MEDIA: 'true' });
  const cookie = await signIn(api.port, 'BENCH-S', password);
  const proxiedCookie = await signIn(proxied.port, 'BENCH-S', password);

  const get = (port: number, path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; location?: string; bytes: number }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, bytes }));
      });
      req.on('error', reject);
      req.end();
    });
  const media = (size: number) => `/api/lessons/${lessonOf.get(size)}/media`;
  const range = { cookie, range: 'bytes=0-1048575' };

  /** `count` requests over CONNECTIONS keep-alive connections; every answer must be a 302 with a link. */
  async function batch(size: number, count: number) {
    let left = count;
    const loop = async () => {
      for (; left > 0; left--) {
        const res = await get(api.port, media(size), range);
        if (res.status !== 302 || !res.location?.includes('X-Amz-Signature')) throw new Error(`media answered ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  }

  console.log(
    `${REQUESTS} media requests per file size, ${CONNECTIONS} connections; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  await batch(SIZES[0]!, 300); // warm: JIT, prepared statements, the session cache
  const rows = [];
  let worst = 0;
  for (const size of SIZES) {
    const cpu0 = cpuSeconds(api.child.pid!);
    const t0 = performance.now();
    await batch(size, REQUESTS);
    const seconds = (performance.now() - t0) / 1000;
    const msPerRequest = ((cpuSeconds(api.child.pid!) - cpu0) * 1000) / REQUESTS;
    worst = Math.max(worst, msPerRequest);
    // The link works: the store answers the player's Range with the bytes.
    const link = (await get(api.port, media(size), range)).location!;
    const fromStore = await fetch(link, { headers: { range: 'bytes=0-1048575' } });
    const body = Buffer.from(await fromStore.arrayBuffer());
    if (fromStore.status !== 206 || body.length !== Math.min(MB, size))
      throw new Error(`the store answered ${fromStore.status}, ${body.length} bytes`);

    // Contrast: the whole file through the server.
    const pcpu0 = cpuSeconds(proxied.child.pid!);
    const whole = await get(proxied.port, media(size), { cookie: proxiedCookie });
    if (whole.status !== 200 || whole.bytes !== size) throw new Error(`proxied media answered ${whole.status}, ${whole.bytes} bytes`);
    const proxiedMs = (cpuSeconds(proxied.child.pid!) - pcpu0) * 1000;
    rows.push({
      'file size': `${size / MB} MB`,
      'redirect: API CPU ms/request': msPerRequest.toFixed(3),
      'redirect: requests/s': Math.round(REQUESTS / seconds),
      'proxied (S3_PROXY_MEDIA): API CPU ms for one whole GET': proxiedMs.toFixed(0),
    });
  }
  console.table(rows);
  const pass = worst < BUDGET_MS;
  console.log(
    `API CPU per media request through the redirect: at most ${worst.toFixed(3)} ms whatever the size (budget ${BUDGET_MS} ms) -> ${pass ? 'PASS' : 'FAIL'}`,
  );
  failed = !pass;
} finally {
  agent.destroy();
  await stopChildren(children);
  await dispose();
}
process.exit(failed ? 1 : 0);
