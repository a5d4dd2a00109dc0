// Liveness and readiness for load balancers and people: is the database answering, can storage be
// used. Never touches the session (a broken or expired cookie must not make the site look down)
// and never waits long: each check has a short timeout of its own.
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../storage/storage.js';

const STORAGE_CHECK_EVERY_MS = 5000;

/**
 * The driver's own check (a HEAD of the bucket; on a disk, a tiny file written and removed),
 * remembered for a few seconds so that frequent probes stay cheap: one check per process every
 * 5 s at most, whatever the number of probes, and never an object written to a bucket.
 */
function storageProbe(storage: Storage, timeoutMs: number, log: FastifyInstance['log']) {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  const probe = () =>
    storage.check().then(
      () => true,
      (err: unknown) => {
        log.warn({ err: { message: (err as Error).message } }, 'storage check failed');
        return false;
      },
    );
  return (): Promise<boolean> => {
    if (last && Date.now() - last.at < STORAGE_CHECK_EVERY_MS) return Promise.resolve(last.ok);
    inFlight ??= Promise.race([probe(), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())])
      .then((ok) => ((last = { at: Date.now(), ok }), ok))
      .finally(() => (inFlight = undefined));
    return inFlight;
  };
}

export default async function healthRoutes(app: FastifyInstance) {
  const storageUsable = storageProbe(app.storage, app.config.healthTimeoutMs, app.log);
  app.get('/api/health', { config: { access: 'none' }, schema: { tags: ['health'] } }, async (_req, reply) => {
    const [database, storage] = await Promise.all([app.dbAvailability.check(), storageUsable()]);
    const body = {
      status: database && storage ? 'ok' : 'error',
      database: database ? 'ok' : 'unreachable',
      storage: storage ? 'ok' : 'unavailable',
    };
    return reply
      .code(database && storage ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
