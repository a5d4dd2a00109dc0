// npm run test:cluster: the topology of docs/deploy.md on this machine (topology.ts), and what it
// must do (issue 25 §5): a learner to certificate through nginx, a notification raised on one web
// process and delivered by the other, a thumbnail uploaded on one and served by the other, a tus
// upload whose pieces alternate between them, a bulk import started on one, run by the worker and
// watched from the other; then a PgBouncer restart under load (errors only while it is down) and
// kill -9 of a web process under load (no acknowledged write lost, the other keeps serving, nginx
// retries what is safe to retry). Prints one line per check and exits 1 if any failed.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as wait } from 'node:timers/promises';
import sharp from 'sharp';
import { LESSON_UPLOADS_PATH, UPLOAD_CHUNK_BYTES } from '@app/core';
import { S3Storage } from '../apps/server/src/storage/s3.js';
import { Client, multipart } from './client.js';
import { startTopology, type Topology } from './topology.js';

// The SDK's notice that it will want Node 22 in 2027 says nothing about this run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const results: { name: string; ok: boolean; detail: string }[] = [];

async function check(name: string, run: () => Promise<string>) {
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    log(`PASS ${name}: ${detail}`);
  } catch (err) {
    results.push({ name, ok: false, detail: (err as Error).message });
    log(`FAIL ${name}: ${(err as Error).stack ?? String(err)}`);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The raw events of a live stream, read from one process directly. */
function openLive(base: string, cookie: string) {
  let text = '';
  const seen = (pattern: RegExp, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const until = Date.now() + timeoutMs;
      const poll = () =>
        pattern.test(text) ? resolve() : Date.now() > until ? reject(new Error(`no ${pattern} in ${text}`)) : setTimeout(poll, 50);
      poll();
    });
  const req = http.get(`${base}/api/live`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (c: string) => (text += c));
  });
  req.on('error', () => undefined);
  return { seen, close: () => req.destroy() };
}

interface Load {
  ok: number;
  failures: { at: number; what: string }[];
  acknowledged: string[];
}

/** `n` loops calling `step` until `stopAt`; each failure is kept with its time. */
async function underLoad(n: number, stopAt: number, step: (i: number, load: Load) => Promise<void>): Promise<Load> {
  const load: Load = { ok: 0, failures: [], acknowledged: [] };
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      while (Date.now() < stopAt) {
        try {
          await step(i, load);
          load.ok++;
        } catch (err) {
          load.failures.push({ at: Date.now(), what: (err as Error).message.slice(0, 120) });
          await wait(20);
        }
      }
    }),
  );
  return load;
}

async function scenarios(t: Topology) {
  const { base, web1, web2, worker } = t;
  const journal = (
    await t.database.pool.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    )
  ).rows[0]!;

  await check('three processes started at once, migrated once', async () => {
    const roles = [];
    for (const p of [web1, web2, worker]) roles.push((await (await fetch(`${p.base}/api/ready`)).json()).role as string);
    assert(roles.join() === 'web,web,worker', `roles ${roles.join()}`);
    assert(journal.n === journal.distinct, `${journal.n} migration rows for ${journal.distinct} migrations`);
    const users = (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from users where staff_id = 'STU-001'`)).rows[0]!
      .n;
    assert(users === 1, `the demo seeded ${users} times`);
    return `roles ${roles.join(', ')}; ${journal.n} migrations applied once; the demo seeded once`;
  });

  await check('seeded thumbnails are served by every web process (from the bucket)', async () => {
    const catalogue = (await new Client(base).expect(200, 'GET', '/api/courses')).json();
    const src = (catalogue.courses as { thumbnailUrl: string | null }[])
      .map((c) => c.thumbnailUrl)
      .find((u) => u?.startsWith('/api/files/'));
    assert(src, 'no stored thumbnail in the catalogue');
    const bodies = [];
    for (const p of [web1, web2]) {
      const res = await fetch(`${p.base}${src}`);
      assert(res.status === 200, `${p.name} answered ${res.status} for ${src}`);
      bodies.push(sha(Buffer.from(await res.arrayBuffer())));
    }
    assert(bodies[0] === bodies[1], 'the two processes served different bytes');
    return `${src} from web-1 and web-2, the same bytes`;
  });

  const instructor = await new Client(base).signIn('INS-001', 'instructor123');
  const learnerId = `CL-${randomBytes(3).toString('hex').toUpperCase()}`;
  const learner = new Client(base);
  let courseId = '';
  let lessonId = '';

  await check('a learner goes to a certificate through nginx; the instructor hears of them on the other process', async () => {
    const categories = (await instructor.expect(200, 'GET', '/api/categories')).json();
    const categoryId = (categories.categories as { id: string }[])[0]!.id;
    const course = await instructor.expect(201, 'POST', '/api/instructor/courses', {
      title: `Cluster course ${learnerId}`,
      shortDescription: 'Made by the cluster test',
      description: 'One text lesson, to a certificate.',
      categoryId,
    });
    courseId = course.json().course.id;
    await instructor.expect(201, 'POST', `/api/instructor/courses/${courseId}/sections`, { title: 'Only section' });
    const tree = (await instructor.expect(200, 'GET', `/api/instructor/courses/${courseId}/curriculum`)).json();
    const sectionId = tree.sections[0].id as string;
    const lesson = await instructor.expect(201, 'POST', '/api/instructor/lessons', {
      sectionId,
      title: 'Read this',
      contentType: 'text',
      content: 'The whole course.',
      durationMinutes: 1,
    });
    lessonId = lesson.json().lesson.id;
    await instructor.expect(200, 'PATCH', `/api/instructor/courses/${courseId}/status`, { status: 'published' });

    await learner.expect(201, 'POST', '/api/auth/sign-up', {
      fullName: 'Cluster Learner',
      staffId: learnerId,
      password: 'cluster-pass-1',
      role: 'student',
    });
    await learner.signIn(learnerId, 'cluster-pass-1');
    // The instructor's live stream on web-2; the enrollment lands on web-1.
    const live = openLive(web2.base, instructor.cookie);
    try {
      await live.seen(/event: ready/, 10_000);
      await learner.expect(201, 'POST', `/api/courses/${courseId}/enroll`, undefined, { base: web1.base });
      await live.seen(/"kind":"new_enrollment"/, 10_000);
    } finally {
      live.close();
    }
    await learner.expect(200, 'POST', `/api/lessons/${lessonId}/complete`);
    const certificates = (
      await t.database.pool.query<{ code: string }>(
        'select c.code from certificates c join users u on u.id = c.user_id where u.staff_id = $1 and c.course_id = $2',
        [learnerId, courseId],
      )
    ).rows;
    assert(certificates.length === 1, `${certificates.length} certificates`);
    await learner.expect(200, 'GET', `/api/certificates/${certificates[0]!.code}`, undefined, { base: web2.base });
    return `course made, published, enrolled on web-1 (new_enrollment delivered on web-2's stream), completed, certificate ${certificates[0]!.code} read on web-2`;
  });

  await check('a thumbnail uploaded on web-1 is served by web-2, with its smaller copies', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b00710' } })
      .png()
      .toBuffer();
    const form = multipart('thumbnail', 'cover.png', png, 'image/png');
    const up = await instructor.expect(201, 'POST', '/api/instructor/thumbnails', form.body, { base: web1.base, headers: form.headers });
    const { fileId } = up.json() as { fileId: string };
    const original = await fetch(`${web2.base}/api/files/${fileId}`);
    assert(original.status === 200, `web-2 answered ${original.status}`);
    assert(sha(Buffer.from(await original.arrayBuffer())) === sha(png), 'web-2 served other bytes');
    const small = await fetch(`${web2.base}/api/files/${fileId}/w/320`);
    assert(small.status === 200 && small.headers.get('content-type') === 'image/webp', `320 px copy: ${small.status}`);
    return `file ${fileId}: original and its 320 px WebP from web-2`;
  });

  await check("a tus upload's pieces alternate between web-1 and web-2", async () => {
    const size = 3 * UPLOAD_CHUNK_BYTES - 12345;
    const bytes = randomBytes(size);
    Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').copy(bytes); // an MP4's first box
    const tus = { 'tus-resumable': '1.0.0' };
    const meta = `courseId ${Buffer.from(courseId).toString('base64')},filename ${Buffer.from('lecture.mp4').toString('base64')}`;
    const created = await instructor.expect(201, 'POST', LESSON_UPLOADS_PATH, undefined, {
      base: web1.base,
      headers: { ...tus, 'upload-length': String(size), 'upload-metadata': meta },
    });
    const location = created.headers.get('location')!;
    const url = location.startsWith('http') ? new URL(location).pathname : location;
    let last;
    for (let offset = 0, n = 0; offset < size; offset += UPLOAD_CHUNK_BYTES, n++) {
      const piece = bytes.subarray(offset, Math.min(size, offset + UPLOAD_CHUNK_BYTES));
      last = await instructor.send('PATCH', url, new Uint8Array(piece), {
        base: (n % 2 ? web2 : web1).base,
        headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      });
      assert(last.status === 204 || last.status === 200, `piece ${n} on ${n % 2 ? 'web-2' : 'web-1'}: ${last.status} ${last.text}`);
    }
    const status = (await instructor.expect(200, 'GET', url, undefined, { base: web2.base })).json();
    assert(status.fileId, `no file after the last piece: ${JSON.stringify(status)}`);
    const store = new S3Storage(t.s3.settings);
    const stored = (await t.database.pool.query<{ key: string }>('select storage_key as key from files where id = $1', [status.fileId]))
      .rows[0]!;
    const chunks: Buffer[] = [];
    for await (const c of await store.read(stored.key)) chunks.push(c as Buffer);
    assert(sha(Buffer.concat(chunks)) === sha(bytes), 'the object differs from what was sent');
    return `${(size / 1048576).toFixed(1)} MiB in 3 pieces (web-1, web-2, web-1); the object in the bucket matches`;
  });

  await check('a bulk import started on web-1 is run by the worker and watched from web-2', async () => {
    const admin = await new Client(base).signIn('ADM-001', 'admin12345');
    const tag = randomBytes(2).toString('hex').toUpperCase();
    const csv = ['Staff ID,Full Name', ...Array.from({ length: 40 }, (_, i) => `IMP${tag}-${i + 1},Imported ${i + 1}`)].join('\n') + '\n';
    const form = multipart('file', 'cohort.csv', Buffer.from(csv), 'text/csv');
    const preview = await admin.expect(201, 'POST', '/api/admin/imports', form.body, { base: web1.base, headers: form.headers });
    const id = preview.json().import.id as string;
    await admin.expect(202, 'POST', `/api/admin/imports/${id}/start`, undefined, { base: web1.base });
    const until = Date.now() + 60_000;
    let state;
    do {
      await wait(300);
      state = (await admin.expect(200, 'GET', `/api/admin/imports/${id}`, undefined, { base: web2.base })).json().import;
    } while (state.status !== 'finished' && state.status !== 'failed' && Date.now() < until);
    assert(state.status === 'finished', `import ${state.status}`);
    const made = (
      await t.database.pool.query<{ n: number }>(`select count(*)::int as n from users where staff_id like $1`, [`IMP${tag}-%`])
    ).rows[0]!.n;
    assert(made === 40, `${made} users created`);
    return 'queued on web-1 (ROLE=web takes no job), run by the worker, 40 users, followed to the end on web-2';
  });

  const reader = await new Client(base).signIn(learnerId, 'cluster-pass-1');

  await check('a PgBouncer restart under load: errors only while it is down', async () => {
    const t0 = Date.now();
    const downAt = t0 + 2000;
    let upAt = Infinity;
    const restart = (async () => {
      await wait(2000);
      await t.bouncer.stop();
      await wait(1500);
      await t.bouncer.start();
      upAt = Date.now();
    })();
    const load = await underLoad(6, t0 + 8000, async () => {
      const res = await reader.send('GET', '/api/me/courses');
      if (res.status !== 200) throw new Error(`${res.status}`);
    });
    await restart;
    // A pooled connection that PgBouncer dropped fails once when next used: allow a second after it returns.
    const late = load.failures.filter((f) => f.at < downAt || f.at > upAt + 1000);
    assert(late.length === 0, `${late.length} failures outside the outage: ${JSON.stringify(late.slice(0, 3))}`);
    const after = await reader.send('GET', '/api/me/courses');
    assert(after.status === 200, `after: ${after.status}`);
    return `${load.ok} answered, ${load.failures.length} refused, all within the ${((upAt - downAt) / 1000).toFixed(1)} s it was down (+1 s)`;
  });

  await check('kill -9 of web-1 under load: no acknowledged write lost, web-2 keeps serving', async () => {
    const t0 = Date.now();
    let killedAt = Infinity;
    const kill = (async () => {
      await wait(2000);
      web1.child.kill('SIGKILL');
      killedAt = Date.now();
    })();
    const reads = underLoad(6, t0 + 6000, async () => {
      for (const url of ['/api/courses', '/api/me/courses']) {
        const res = await reader.send('GET', url);
        if (res.status !== 200) throw new Error(`GET ${url} ${res.status}`);
      }
    });
    const writes = underLoad(2, t0 + 6000, async (i, load) => {
      const staffId = `KW${i}-${randomBytes(4).toString('hex').toUpperCase()}`;
      const res = await new Client(base).send('POST', '/api/auth/sign-up', {
        fullName: 'Kill Test',
        staffId,
        password: 'cluster-pass-1',
        role: 'student',
      });
      if (res.status !== 201) throw new Error(`POST sign-up ${res.status}`);
      load.acknowledged.push(staffId);
    });
    const [r, w] = await Promise.all([reads, writes, kill]);
    const stored = (
      await t.database.pool.query<{ staff_id: string }>('select staff_id from users where staff_id = any($1)', [w.acknowledged])
    ).rows;
    assert(stored.length === w.acknowledged.length, `${w.acknowledged.length - stored.length} acknowledged sign-ups lost`);
    // nginx re-sends a GET a dead process dropped; a POST it had sent is not re-sent (502), never acknowledged.
    assert(r.failures.length === 0, `${r.failures.length} reads failed: ${JSON.stringify(r.failures.slice(0, 3))}`);
    const lateWrites = w.failures.filter((f) => f.at > killedAt + 1000);
    assert(lateWrites.length === 0, `${lateWrites.length} writes failed after the kill: ${JSON.stringify(lateWrites.slice(0, 3))}`);
    const ready = await fetch(`${web2.base}/api/ready`);
    assert(ready.status === 200, `web-2 ready: ${ready.status}`);
    return `${r.ok} read rounds, none failed; ${w.acknowledged.length} sign-ups acknowledged, all stored; ${w.failures.length} refused at the kill (not acknowledged)`;
  });
}

const topology = await startTopology(log);
try {
  await scenarios(topology);
} finally {
  await topology.stop();
}
const failed = results.filter((r) => !r.ok);
log(`${results.length - failed.length} of ${results.length} checks passed`);
process.exit(failed.length ? 1 : 0);
