// The upload locks across processes: each PgLocker stands for one server process (its own
// dedicated connection), all on the same database.
import { ERRORS } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { PgLocker } from './pg-locker.js';

let t: TestContext;
const lockers: PgLocker[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await Promise.all(lockers.map((l) => l.close()));
});

const quiet = { warn: () => undefined };
function locker(acquireTimeoutMs?: number) {
  const l = new PgLocker({ connection: t.pool.options, log: quiet, ...(acquireTimeoutMs ? { acquireTimeoutMs } : {}) });
  lockers.push(l);
  return l;
}
const never = new AbortController().signal;

describe('upload locks in PostgreSQL', () => {
  it('makes a request on another process ask the holder to let go, and get the lock once it has', async () => {
    const [one, two] = [locker(), locker()];
    const id = crypto.randomUUID();
    const events: string[] = [];
    const first = one.newLock(id);
    await first.lock(never, async () => {
      events.push('first asked to let go');
      await first.unlock();
      events.push('first unlocked');
    });
    events.push('first locked');
    await two.newLock(id).lock(never, () => undefined);
    events.push('second locked');
    expect(events).toEqual(['first locked', 'first asked to let go', 'first unlocked', 'second locked']);
  });

  it('does the same between two requests of one process', async () => {
    const one = locker();
    const id = crypto.randomUUID();
    const events: string[] = [];
    const first = one.newLock(id);
    await first.lock(never, async () => {
      events.push('first asked');
      await first.unlock();
    });
    await one.newLock(id).lock(never, () => undefined);
    events.push('second locked');
    expect(events).toEqual(['first asked', 'second locked']);
  });

  it('gives up, and never shares the lock, when the holder does not let go', async () => {
    const [one, two] = [locker(), locker(200)];
    const id = crypto.randomUUID();
    let asked = 0;
    await one.newLock(id).lock(never, () => void asked++);
    await expect(two.newLock(id).lock(never, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(asked).toBeGreaterThan(0);
    // Other uploads are not held up.
    await two.newLock(crypto.randomUUID()).lock(never, () => undefined);
  });

  it('stops waiting when the waiting request goes away', async () => {
    const [one, two] = [locker(), locker()];
    const id = crypto.randomUUID();
    await one.newLock(id).lock(never, () => undefined);
    const gone = new AbortController();
    const waiting = two.newLock(id).lock(gone.signal, () => undefined);
    gone.abort();
    await expect(waiting).rejects.toBe(ERRORS.ABORTED);
  });

  it('tells the holders when its connection is lost (the database has released their locks)', async () => {
    const [one, two] = [locker(), locker()];
    const id = crypto.randomUUID();
    let told!: () => void;
    const lostLock = new Promise<void>((resolve) => (told = resolve));
    const held = one.newLock(id);
    await held.lock(never, () => told());
    await t.pool.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and classid = $1 and objid::int = hashtext($2)`,
      [0x4c465455, id],
    );
    await lostLock;
    await two.newLock(id).lock(never, () => undefined);
    await held.unlock(); // a no-op: its lock went with the connection
    // The first process reconnects for its next lock.
    await one.newLock(crypto.randomUUID()).lock(never, () => undefined);
  });
});
