// Every request has an id: on its log lines (Fastify's `reqId`), in its error body and in an
// `x-request-id` answer header, so a user's report, a log search and a proxy's log meet. A proxy in
// front may have made one already: its `x-request-id` is taken when the connection comes from a
// trusted proxy (TRUST_PROXY) and the value is plain; anyone else's is ignored (a client could
// otherwise choose ids that collide with others' and muddle the logs).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId` for this configuration. */
export function requestIdOf(trustProxy: Config['trustProxy']): (req: IncomingMessage) => string {
  if (trustProxy === false) return () => randomUUID();
  const trusted = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (req) => {
    const given = req.headers['x-request-id'];
    const address = req.socket.remoteAddress;
    return typeof given === 'string' && PLAIN_ID.test(given) && address !== undefined && trusted(address, 0) ? given : randomUUID();
  };
}

export function installRequestIdHeader(app: FastifyInstance) {
  // A callback hook: an async one would cost every request a promise.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
}
