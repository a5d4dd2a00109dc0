// A TCP proxy between the app and PostgreSQL that a test can break on purpose: drop every
// connection (a restart, pg_terminate_backend), refuse new ones (the database is down), or freeze
// (a `kill -STOP`ped server: connections are accepted and never answered).
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface DbProxy {
  /** A database URL of the same server, through the proxy. */
  route(url: string): string;
  /** Closes every open connection, as a database restart does. */
  dropAll(): void;
  /** Refuses new connections (and drops open ones) until `accept()`. */
  refuse(): Promise<void>;
  accept(): Promise<void>;
  /** Stops answering: bytes are held, on open and new connections alike, until `thaw()`. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/** A proxy to the server of `targetUrl` (any database on it: the name travels in the protocol). */
export async function startDbProxy(targetUrl: string): Promise<DbProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) pause(pair);
  });
  const pause = ([a, b]: [net.Socket, net.Socket]) => {
    a.pause();
    b.pause();
  };
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;

  const dropAll = () => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
  };
  return {
    route: (url) => Object.assign(new URL(url), { host: `127.0.0.1:${port}` }).toString(),
    dropAll,
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      });
    },
    accept: () => listen(port),
    freeze() {
      frozen = true;
      pairs.forEach(pause);
    },
    thaw() {
      frozen = false;
      for (const [a, b] of pairs) {
        a.resume();
        b.resume();
      }
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
