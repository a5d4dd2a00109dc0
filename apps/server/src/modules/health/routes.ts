// Liveness and readiness for load balancers and people: is the database answering, can storage be
// used, is this process staying. Never touches the session (a broken or expired cookie must not
// make the site look down) and never waits long: each check has a short timeout of its own.
import type { FastifyInstance } from 'fastify';
import { healthResponse, readyResponse, type ReadyResponse } from '@app/core';
import { migrationsApplied } from '../../db/migrations.js';
import type { Storage } from '../../storage/storage.js';

const STORAGE_CHECK_EVERY_MS = 5000;
const MIGRATIONS_CHECK_EVERY_MS = 60_000;

/**
 * Remembers a check's answer for a while, so that frequent probes stay cheap: one check per
 * process per period whatever the number of probes, each given `timeoutMs` at most (a check that
 * does not answer in time counts as failed). A failure is asked again sooner (5 s at most).
 */
function remembered(check: () => Promise<boolean>, everyMs: number, timeoutMs: number): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  return () => {
    if (last && Date.now() - last.at < (last.ok ? everyMs : Math.min(everyMs, STORAGE_CHECK_EVERY_MS))) return Promise.resolve(last.ok);
    inFlight ??= Promise.race([
      check().catch(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
    ])
      .then((ok) => ((last = { at: Date.now(), ok }), ok))
      .finally(() => (inFlight = undefined));
    return inFlight;
  };
}

/** The driver's own check (a HEAD of the bucket; on a disk, a tiny file written and removed): never an object written to a bucket. */
function storageProbe(storage: Storage, log: FastifyInstance['log']) {
  return () =>
    storage.check().then(
      () => true,
      (err: unknown) => {
        log.warn({ err: { message: (err as Error).message } }, 'storage check failed');
        return false;
      },
    );
}

export default async function healthRoutes(app: FastifyInstance) {
  const timeoutMs = app.config.healthTimeoutMs;
  const storageUsable = remembered(storageProbe(app.deps.storage, app.log), STORAGE_CHECK_EVERY_MS, timeoutMs);
  const migrated = remembered(() => migrationsApplied(app.deps.db), MIGRATIONS_CHECK_EVERY_MS, timeoutMs);

  app.get(
    '/api/health',
    {
      config: { access: 'none' },
      schema: { summary: 'Check health', tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_req, reply) => {
      const [database, storage] = await Promise.all([app.dbAvailability.check(), storageUsable()]);
      return reply
        .code(database && storage ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: database && storage ? 'ok' : 'error',
          database: database ? 'ok' : 'unreachable',
          storage: storage ? 'ok' : 'unavailable',
        });
    },
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'none' },
      schema: { summary: 'Check readiness', tags: ['health'], response: { 200: readyResponse, 503: readyResponse } },
    },
    async (_req, reply) => {
      const notReady: ReadyResponse['notReady'] = [];
      if (app.lifecycle.draining) notReady.push('shutting down');
      else {
        const [database, storage] = await Promise.all([app.dbAvailability.check(), storageUsable()]);
        if (!database) notReady.push('database');
        if (!storage) notReady.push('storage');
        // Asked only of a database that answers: otherwise it says nothing more.
        if (database && !(await migrated())) notReady.push('migrations');
      }
      return reply
        .code(notReady.length ? 503 : 200)
        .header('cache-control', 'no-store')
        .send({ status: notReady.length ? 'not ready' : 'ready', role: app.config.role, notReady });
    },
  );
}
