// Demo data for a fresh database. Runs only when there are no users yet, never in production.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.js';
import { users } from '../schema.js';
import type { Storage } from '../../storage/storage.js';
import { hashPassword } from '../../auth/password.js';
import { DEMO_USERS } from './demo-users.js';

export async function seedIfEmpty(db: Db, _storage: Storage, log: FastifyBaseLogger): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  log.info('empty database: seeding demo data');
  for (const u of DEMO_USERS) {
    await db.insert(users).values({ staffId: u.staffId, fullName: u.fullName, role: u.role, passwordHash: await hashPassword(u.password) });
  }
  return true;
}
