// The catalogue's version (cache_versions, migration 0008): one indexed row, one prepared query.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { cacheVersions } from '../db/schema.js';

export function catalogueVersionReader(db: Db) {
  return async () => {
    const [row] = await prepared(db, 'cache_version', (db) =>
      db
        .select({ version: cacheVersions.version })
        .from(cacheVersions)
        .where(eq(cacheVersions.name, sql.placeholder('name'))),
    ).execute({ name: 'catalogue' });
    // Without the row nothing would ever invalidate the cache: fail loudly instead.
    if (!row) throw new Error("cache_versions has no 'catalogue' row: run the migrations");
    return row.version;
  };
}
