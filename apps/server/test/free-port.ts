// A TCP port nobody listens on at the moment, on the loopback: for the servers the tests, the
// benchmarks and the cluster run start themselves (nginx, PgBouncer, server processes).
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}
