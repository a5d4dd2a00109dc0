// Secrets of the server's own (signed streaming links, unsubscribe links), one row each in
// `server_keys`: made by the first process that asks, read once per process after that, the same
// for every process on the database. Deleting a row rotates that key: every link signed with it
// stops working.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverKeys } from './schema.js';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

export function serverKey(db: Db, name: string): Promise<Buffer> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insert(serverKeys)
        .values({ name, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const { rows } = await db.execute<{ secret: string }>(sql`select secret from ${serverKeys} where name = ${name}`);
      return Buffer.from(rows[0]!.secret, 'base64url');
    })();
    // A failed read (the database down) is tried again by the next caller.
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}
