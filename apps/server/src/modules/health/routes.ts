// Liveness and readiness for load balancers and people: is the database answering, can files be
// written. Never touches the session (a broken or expired cookie must not make the site look
// down) and never waits long: each check has a short timeout of its own.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../storage/storage.js';

const STORAGE_CHECK_EVERY_MS = 5000;

/** Writes and removes a tiny file; remembered for a few seconds so that frequent probes stay cheap. */
function storageProbe(storage: Storage, timeoutMs: number) {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  const probe = async () => {
    const key = `health/probe-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await storage.put(key, Buffer.from('ok'));
      await storage.remove(key);
      return true;
    } catch {
      return false;
    }
  };
  return (): Promise<boolean> => {
    if (last && Date.now() - last.at < STORAGE_CHECK_EVERY_MS) return Promise.resolve(last.ok);
    inFlight ??= Promise.race([probe(), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())])
      .then((ok) => ((last = { at: Date.now(), ok }), ok))
      .finally(() => (inFlight = undefined));
    return inFlight;
  };
}

export default async function healthRoutes(app: FastifyInstance) {
  const storageWritable = storageProbe(app.storage, app.config.healthTimeoutMs);
  app.get('/api/health', { config: { access: 'none' }, schema: { tags: ['health'] } }, async (_req, reply) => {
    const [database, storage] = await Promise.all([app.dbAvailability.check(), storageWritable()]);
    const body = {
      status: database && storage ? 'ok' : 'error',
      database: database ? 'ok' : 'unreachable',
      storage: storage ? 'ok' : 'unwritable',
    };
    return reply
      .code(database && storage ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
